/**
 * @module
 * Loading the help-chat vendor's script (SPEC §2 "Help chat"). The script is the vendor's, from
 * CHAT_SCRIPT_URL; the page's policy allows that origin, and the script also carries the page's
 * nonce. Whether the shopper has opened the chat before is kept in a cookie, so later visits load
 * it without asking (SPEC §2: "that choice is remembered"); every page asks at load, and a cookie
 * costs no call to the browser there (runtime/choice-cookie.ts).
 */
import { CHOICE_MAX_AGE_SECONDS, COOKIE } from '../../shared/constants/cookies'
import { readChoiceCookie, writeChoiceCookie } from '../runtime/choice-cookie'

const REMEMBERED = '1'

/** True once the shopper has opened the chat in this browser. */
export function chatRemembered(doc: Pick<Document, 'cookie'> = document): boolean {
  return readChoiceCookie(COOKIE.helpChat, doc) === REMEMBERED
}

/** Without cookies the chat still opens; the next visit shows the button again. */
export function rememberChat(doc: Pick<Document, 'cookie'> = document): void {
  writeChoiceCookie(COOKIE.helpChat, REMEMBERED, CHOICE_MAX_AGE_SECONDS, doc)
}

/**
 * The nonce of this page's scripts. Browsers hide the attribute's value once parsed, but keep it
 * in the element's `nonce` property.
 */
export function pageNonce(root: Document): string | undefined {
  const script = root.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || script?.getAttribute('nonce') || undefined
}

const SCRIPT_MARK = 'data-help-chat'

/**
 * Adds the vendor's script once and settles when it has loaded or failed. A second call while
 * it loads waits for the same script; after a failure the script is removed, so a retry adds a
 * fresh one.
 */
export function injectChatScript(src: string, root: Document = document): Promise<void> {
  const existing = root.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARK}]`)
  if (existing?.dataset.loaded !== undefined) return Promise.resolve()
  const script = existing ?? root.createElement('script')
  // Listening before the script is in the document: its outcome cannot be missed.
  const settled = new Promise<void>((resolve, reject) => {
    script.addEventListener(
      'load',
      () => {
        script.dataset.loaded = ''
        resolve()
      },
      { once: true },
    )
    script.addEventListener(
      'error',
      () => {
        script.remove()
        reject(new Error(`the help chat script ${src} could not be loaded`))
      },
      { once: true },
    )
  })
  if (!existing) {
    script.src = src
    script.async = true
    const nonce = pageNonce(root)
    if (nonce) script.nonce = nonce
    script.setAttribute(SCRIPT_MARK, '')
    root.head.appendChild(script)
  }
  return settled
}
