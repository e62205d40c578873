import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Messages } from '../../shared/messages/pick-messages'
import { CHAT_LOAD_DELAY_MS } from '../../shared/constants/timings'
import { whenActivated } from '../platform/activation'
import { chatRemembered, injectChatScript, rememberChat } from '../platform/chat-loader'
import { awaitChatWidget, bodyChildren, focusAfterChatOpened } from '../platform/chat-focus'
import type { HelpChatContact } from './help-chat-contact'

// The contact panel is fetched when first opened: most shoppers never open it (first-load budget).
const ContactOptions = lazy(() => import('./help-chat-contact').then((module) => ({ default: module.ContactOptions })))

export const HELP_CHAT_TEXT_KEYS = [
  'chat.open',
  'chat.openLabel',
  'chat.contactLabel',
  'chat.loading',
  'chat.failed',
  // The contact panel's (help-chat-contact.tsx).
  'page.contact',
  'chat.contact.phone',
  'chat.contact.email',
  'contact.formLabel',
  'modal.close',
] as const
export type HelpChatText = (typeof HELP_CHAT_TEXT_KEYS)[number]

export type HelpChatProps = {
  /** The vendor's script (CHAT_SCRIPT_URL), or null when none is configured: then the contact options. */
  scriptUrl: string | null
  contact: HelpChatContact
  texts: Messages<HelpChatText>
}

const PANEL_ID = 'help-chat-contact'

const launcherClass =
  'fixed right-4 bottom-4 z-40 items-center gap-2 rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800'

function ChatIcon({ pulse = false }: { pulse?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${pulse ? 'motion-safe:animate-pulse' : ''}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4V5z" />
    </svg>
  )
}

/**
 * The launcher without scripts (issue 25 point 10): a link to the contact page, which has the
 * phone number, the e-mail address and the form. Scripts swap it for the button (`js:`).
 */
function ContactLink({ contact, texts }: Pick<HelpChatProps, 'contact' | 'texts'>) {
  return (
    <a href={contact.contactPath} aria-label={texts['chat.contactLabel']} className={`${launcherClass} inline-flex js:hidden`}>
      <ChatIcon />
      {texts['chat.open']}
    </a>
  )
}

/**
 * With no chat vendor configured, the launcher opens the shop's contact options (issue 25 point
 * 10) instead of doing nothing; it is a disclosure of the panel, which takes focus.
 */
function ContactLauncher({ contact, texts }: Pick<HelpChatProps, 'contact' | 'texts'>) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <ContactLink contact={contact} texts={texts} />
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(!open)}
        aria-label={texts['chat.contactLabel']}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        data-help-chat-state={open ? 'contact' : 'idle'}
        className={`${launcherClass} hidden js:inline-flex`}
      >
        <ChatIcon />
        {texts['chat.open']}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ContactOptions id={PANEL_ID} contact={contact} texts={texts} launcher={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/** `silent`: loading for a returning shopper, with no button and no wait (SPEC §2). */
type ChatState = 'idle' | 'waiting' | 'silent' | 'loaded' | 'failed'

/**
 * The help launcher (SPEC §2 "Help chat", §9), in every shop page's corner: the vendor's chat when
 * CHAT_SCRIPT_URL is configured, the shop's contact options otherwise (issue 25 point 10).
 */
export function HelpChat({ scriptUrl, contact, texts }: HelpChatProps) {
  return scriptUrl === null ? <ContactLauncher contact={contact} texts={texts} /> : <VendorChat scriptUrl={scriptUrl} contact={contact} texts={texts} />
}

/**
 * The help-chat button with a vendor: the vendor's widget is not loaded until the
 * shopper asks for it. A click shows the loading state, and 1000 ms later the vendor's script
 * is added; the choice is remembered, so later visits load the chat at once and without the
 * button. Once the widget is there, the button steps aside for it. Without JavaScript the
 * launcher is a link to the contact page instead (`js:`), as the button could do nothing.
 */
function VendorChat({ scriptUrl, contact, texts }: HelpChatProps & { scriptUrl: string }) {
  const [state, setState] = useState<ChatState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const button = useRef<HTMLButtonElement>(null)
  // Whether the shopper has pressed the button on this page: a click made before the island
  // hydrated is replayed, and can come before the mount's check for a remembered chat.
  const opened = useRef(false)

  const load = (silently: boolean) => {
    const before = bodyChildren(document)
    injectChatScript(scriptUrl).then(
      async () => {
        if (silently) return setState('loaded')
        // Issue 18 point 7: the button steps aside for the widget; a shopper still on it follows.
        const widget = await awaitChatWidget(document, before)
        if (document.activeElement === button.current) focusAfterChatOpened(document, widget)
        setState('loaded')
      },
      (error: unknown) => {
        console.warn(error)
        // A returning shopper gets the button back; one who clicked is told it failed.
        setState(silently ? 'idle' : 'failed')
      },
    )
  }

  useEffect(() => {
    // A prerendered page (issue 26) loads the vendor only once the shopper sees it.
    whenActivated(() => {
      // A chat the shopper has just asked for (its choice already remembered) is not a returning
      // shopper's: it keeps its loading state and, once open, takes the keyboard focus.
      if (!opened.current && chatRemembered()) {
        setState('silent')
        load(true)
      }
    })
    return () => clearTimeout(timer.current)
    // Once per mount: the URL comes from the server and does not change on a page.
  }, [])

  const open = () => {
    if (state === 'waiting') return
    opened.current = true
    setState('waiting')
    rememberChat()
    timer.current = setTimeout(() => load(false), CHAT_LOAD_DELAY_MS)
  }

  if (state === 'loaded' || state === 'silent') return null
  const waiting = state === 'waiting'
  return (
    <>
      <ContactLink contact={contact} texts={texts} />
      <button
        ref={button}
        type="button"
        onClick={open}
        aria-label={state === 'idle' ? texts['chat.openLabel'] : undefined}
        aria-disabled={waiting || undefined}
        aria-busy={waiting || undefined}
        data-help-chat-state={state}
        className={`${launcherClass} hidden aria-disabled:cursor-progress js:inline-flex`}
      >
        <ChatIcon pulse={waiting} />
        {waiting ? texts['chat.loading'] : state === 'failed' ? texts['chat.failed'] : texts['chat.open']}
      </button>
    </>
  )
}
