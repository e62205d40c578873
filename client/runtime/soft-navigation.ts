/**
 * @module
 * Soft navigation (DESIGN "Client runtime", SPEC §2): links and GET forms of the shop fetch the
 * next page's server HTML, swap `<main>`, hydrate its islands and keep the shell (header, menus,
 * basket badge, notifications) with its state. History, titles and scroll positions behave as
 * with full page loads; anything unusual (another origin, a file, a different store, a response
 * that is not a page) falls back to a plain navigation, which is also what happens without
 * JavaScript.
 */
import { FIRST_PARTY_ONLY_ATTRIBUTE } from '../../shared/constants/first-party-only'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { isNeverSpeculated, NOT_SPECULATED_LINKS, SPECULATED_LINK_MARK, SPECULATED_LINKS } from '../../shared/rules/speculation-rules'
import { supportsSpeculationRules } from '../platform/activation'
import { hydrateIslands, unmountIslands } from '../islands/hydrate'
import { failProgress, finishProgress, startProgress } from './progress'
import { entryKey, knownEntryKey, newEntryKey, type EntryState } from './history-entry'
import { emitRouteChange } from './route-change'
import { savedScroll, saveScroll } from './scroll-memory'

/** Paths that are never pages of the shop. */
const NOT_PAGES = /^\/(?:api|graphql|assets|img|__dev)(?:\/|$)|^\/(?:sw\.js|robots\.txt|favicon\.svg)$|^\/sitemap/
/** Head elements that describe the page and so follow it. */
const PAGE_HEAD = 'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"]'

/**
 * The answer needs a document of its own. `url` may be loaded with a plain GET: the page a link
 * leads to, or where a post was redirected (a form sent again natively would post twice).
 */
class OwnDocument extends Error {
  constructor(readonly url: URL | null) {
    super('needs a document of its own')
  }
}

let current = 0
/** The history entry on screen, whose scroll position is saved when leaving it. */
let shownKey = ''
/** Path and query on screen: Back/Forward between jumps within one page needs no fetch. */
let shownPage = ''


function isShopPage(url: URL): boolean {
  if (url.origin !== location.origin || NOT_PAGES.test(url.pathname)) return false
  const last = url.pathname.split('/').pop() ?? ''
  return !last.includes('.') || last.endsWith('.html')
}

function replaceHead(next: Document): void {
  document.title = next.title
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove()
  const anchor = document.head.querySelector('link[rel="stylesheet"]')
  for (const element of next.head.querySelectorAll(PAGE_HEAD)) document.head.insertBefore(document.importNode(element, true), anchor)
}

function restoreScroll(url: URL, key: string, fromHistory: boolean): void {
  const saved = fromHistory ? savedScroll(key) : null
  if (saved !== null) return window.scrollTo(0, saved)
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null
  if (target) target.scrollIntoView()
  else window.scrollTo(0, 0)
}

/**
 * How a soft navigation goes. `fromHistory` is set for Back/Forward, where the history entry
 * already exists and its scroll position is restored. `post` sends a form's fields (a form that
 * posts and redirects, SPEC "forms post and redirect"); when the answer is the page on screen
 * again, the position and the focused field are kept and no history entry is added. `fallback`
 * replaces the plain navigation when the soft one cannot be done (a post is sent again natively).
 * `inPlace` fetches the page on screen again (something on it changed), as a post that comes back.
 */
export type NavigateOptions = { fromHistory?: boolean; post?: URLSearchParams; inPlace?: boolean; fallback?: () => void }

/** The element with `id` in `root`, if any (ids of a page's forms repeat in its next rendering). */
function focusById(root: HTMLElement, id: string): boolean {
  if (!id) return false
  const element = root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`)
  element?.focus({ preventScroll: true })
  return element !== null
}

export async function navigate(url: URL, { fromHistory = false, post, inPlace = false, fallback }: NavigateOptions = {}): Promise<void> {
  // On Back/Forward the browser has already moved to the new entry, but not yet scrolled.
  saveScroll(shownKey, window.scrollY)
  const navigation = ++current
  const leaving = location.pathname + location.search
  const focusedId = document.activeElement instanceof HTMLElement ? document.activeElement.id : ''
  startProgress()
  try {
    const response = await fetch(url, {
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
      ...(post ? { method: 'POST', body: post } : {}),
    })
    const contentType = response.headers.get('Content-Type') ?? ''
    if (navigation !== current) return
    const finalUrl = new URL(response.url || url.href)
    finalUrl.hash = url.hash
    if (!contentType.includes('text/html') || !isShopPage(finalUrl)) throw new Error('not a page')
    const next = new DOMParser().parseFromString(await response.text(), 'text/html')
    if (navigation !== current) return
    const nextMain = next.querySelector<HTMLElement>('main#main')
    const main = document.querySelector<HTMLElement>('main#main')
    // Another store view (/de/) has another shell: load it whole.
    if (!nextMain || !main || next.documentElement.lang !== document.documentElement.lang) throw new Error('another shell')
    // A page with a third-party script of its own (the captcha) needs its own document: swapped-in
    // scripts do not run, and its Content-Security-Policy admits what this page's does not. So does
    // a step into or out of the checkout's payment pages (PCI DSS 4.0 6.4.3): the tag manager or the
    // help chat this document loaded must not run there, and the page after the order loads them.
    const firstPartyOnly = (doc: Document) => doc.documentElement.hasAttribute(FIRST_PARTY_ONLY_ATTRIBUTE)
    if (nextMain.querySelector('[data-full-load]') || firstPartyOnly(next) !== firstPartyOnly(document)) {
      throw new OwnDocument(post === undefined || response.redirected ? finalUrl : null)
    }

    const samePage = (inPlace || post !== undefined) && finalUrl.pathname + finalUrl.search === leaving
    if (fromHistory || samePage) history.replaceState(history.state, '', finalUrl)
    else history.pushState({ key: newEntryKey() } satisfies EntryState, '', finalUrl)
    // SPEC §2: modals close on a route change. At once, not after their fade: a modal dialog makes
    // the new page inert, so it could not take focus, nor what the shopper types into it.
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close()
    unmountIslands(main)
    const swapped = document.importNode(nextMain, true)
    main.replaceWith(swapped)
    replaceHead(next)
    emitRouteChange(finalUrl, samePage)
    hydrateIslands(swapped)
    shownKey = entryKey()
    shownPage = finalUrl.pathname + finalUrl.search
    if (samePage) {
      swapped.dataset.inPlace = ''
      // The shopper stays where they were, on the field they were using.
      if (!focusById(swapped, focusedId)) {
        swapped.setAttribute('tabindex', '-1')
        swapped.focus({ preventScroll: true })
      }
    } else {
      restoreScroll(finalUrl, shownKey, fromHistory)
      // Screen readers hear the new page from its start, as after a full load.
      swapped.setAttribute('tabindex', '-1')
      swapped.focus({ preventScroll: true })
    }
    finishProgress()
  } catch (error) {
    if (navigation !== current) return
    failProgress()
    // The browser does it the plain way: redirects to other sites, files, offline pages.
    if (error instanceof OwnDocument && error.url && !fromHistory) location.assign(error.url)
    else if (fallback) fallback()
    else if (fromHistory) location.reload()
    else location.assign(url)
  }
}

/** Shows the page on screen again as the server now renders it (after a change made from a modal). */
export function refreshPage(): Promise<void> {
  return navigate(new URL(location.href), { inPlace: true, fallback: () => location.reload() })
}

/**
 * A form's method and action from its attributes: the `method` and `action` properties are shadowed
 * by fields of those names (a delivery or payment `method` radio group).
 */
const formMethod = (form: HTMLFormElement): string => (form.getAttribute('method') ?? 'get').toLowerCase()
const formAction = (form: HTMLFormElement): URL => new URL(form.getAttribute('action') ?? location.href, location.href)

/** Forms being sent softly: a second submit while one is on its way is dropped (a double click). */
const sending = new WeakSet<HTMLFormElement>()

/**
 * Sends a form marked `data-soft-post` (a form that posts and redirects) without leaving the page:
 * the answer's page replaces the main area. Resolves when the new page is shown.
 */
export async function submitSoftly(form: HTMLFormElement, submitter?: HTMLElement | null): Promise<void> {
  if (sending.has(form)) return
  sending.add(form)
  const fields = new URLSearchParams()
  for (const [name, value] of new FormData(form, submitter ?? null)) if (typeof value === 'string') fields.append(name, value)
  try {
    await navigate(formAction(form), {
      post: fields,
      fallback: () => {
        // The plain post, as without scripts (the submitter's name and value go as hidden fields).
        if (submitter instanceof HTMLButtonElement && submitter.name) {
          const carried = Object.assign(document.createElement('input'), { type: 'hidden', name: submitter.name, value: submitter.value })
          form.append(carried)
        }
        HTMLFormElement.prototype.submit.call(form)
      },
    })
  } finally {
    sending.delete(form)
  }
}

function linkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.dataset.reload !== undefined) return null
  const url = new URL(link.href)
  if (!isShopPage(url)) return null
  // Jumps within the page stay with the browser.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null
  if (leftToSpeculation(link, url, event.detail > 0)) return null
  return url
}

const speculating = supportsSpeculationRules()

/**
 * Issue 26: how speculation and soft navigation live together. A link the page's speculation rules
 * cover is followed natively in browsers that speculate, so the browser shows the document it
 * fetched on hover (prefetch) or already rendered from pointer-down (prerender), which a fetch of
 * ours could never use: a prerendered product page appears at once, faster than fetching and
 * swapping `<main>`, and a prefetched one still saves the round trip. That holds for a listing
 * card's product and the next listing page when clicked with a pointer (the pointer-down started
 * the speculation), and for the after-add modal's "View basket" however it is followed (its page is
 * fetched as the modal opens). A link followed from the keyboard had no pointer-down, so nothing
 * was speculated: it stays soft, as does every other link, and every link in browsers without
 * speculation rules. `shared/rules/speculation-rules.ts` holds the rules this mirrors.
 */
function leftToSpeculation(link: HTMLAnchorElement, url: URL, byPointer: boolean): boolean {
  if (!speculating) return false
  if (link.hasAttribute(SPECULATED_LINK_MARK)) return true
  return byPointer && link.matches(SPECULATED_LINKS) && !link.matches(NOT_SPECULATED_LINKS) && !isNeverSpeculated(url.pathname)
}

/** SPEC §2 "Search box": strip tags; an empty term does nothing. */
function searchFormTarget(form: HTMLFormElement): URL | 'ignore' {
  const input = form.elements.namedItem('q')
  const term = cleanSearchTerm(input instanceof HTMLInputElement ? input.value : '')
  if (!term) return 'ignore'
  if (input instanceof HTMLInputElement) input.value = term
  const url = formAction(form)
  url.search = new URLSearchParams({ q: term }).toString()
  return url
}

function formTarget(event: SubmitEvent): URL | 'ignore' | null {
  const form = event.target
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return null
  if (form.getAttribute('role') === 'search') return searchFormTarget(form)
  const target = form.getAttribute('target')
  if (formMethod(form) !== 'get' || (target && target !== '_self')) return null
  const url = formAction(form)
  const fields = new URLSearchParams()
  for (const [name, value] of new FormData(form, event.submitter)) if (typeof value === 'string') fields.append(name, value)
  url.search = fields.toString()
  return isShopPage(url) ? url : null
}

export function startSoftNavigation(): void {
  history.scrollRestoration = 'manual'
  // Only an entry shown before can have a position kept (issue 26: a page's first touch of local
  // storage is a synchronous call to the browser, so a fresh page makes none at load).
  const known = knownEntryKey()
  shownKey = entryKey()
  shownPage = location.pathname + location.search
  const saved = known === null ? null : savedScroll(known)
  // A reload or a return to a fully loaded page: back to where the shopper was.
  if (saved !== null) window.scrollTo(0, saved)

  document.addEventListener('click', (event) => {
    const url = linkTarget(event)
    if (!url) return
    event.preventDefault()
    void navigate(url)
  })
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!event.defaultPrevented && form instanceof HTMLFormElement && formMethod(form) === 'post' && form.dataset.softPost !== undefined && isShopPage(formAction(form))) {
      event.preventDefault()
      void submitSoftly(form, event.submitter)
      return
    }
    const target = formTarget(event)
    if (target === null) return
    event.preventDefault()
    if (target === 'ignore') {
      const input = (event.target as HTMLFormElement).elements.namedItem('q')
      if (input instanceof HTMLInputElement) input.focus()
      return
    }
    void navigate(target)
  })
  window.addEventListener('popstate', () => {
    if (location.pathname + location.search === shownPage) {
      shownKey = entryKey()
      return
    }
    void navigate(new URL(location.href), { fromHistory: true })
  })
  window.addEventListener('pagehide', () => saveScroll(shownKey, window.scrollY))
}
