import { useEffect, useRef, useState } from 'react'
import type { Messages } from '../../shared/messages/pick-messages'
import { CHAT_LOAD_DELAY_MS } from '../../shared/constants/timings'
import { chatRemembered, injectChatScript, rememberChat } from '../platform/chat-loader'
import { awaitChatWidget, bodyChildren, focusAfterChatOpened } from '../platform/chat-focus'

export const HELP_CHAT_TEXT_KEYS = ['chat.open', 'chat.openLabel', 'chat.loading', 'chat.failed'] as const
export type HelpChatText = (typeof HELP_CHAT_TEXT_KEYS)[number]

export type HelpChatProps = {
  /** The vendor's script (CHAT_SCRIPT_URL); the island is only rendered when it is configured. */
  scriptUrl: string
  texts: Messages<HelpChatText>
}

/** `silent`: loading for a returning shopper, with no button and no wait (SPEC §2). */
type ChatState = 'idle' | 'waiting' | 'silent' | 'loaded' | 'failed'

/**
 * The help-chat button (SPEC §2 "Help chat", §9): the vendor's widget is not loaded until the
 * shopper asks for it. A click shows the loading state, and 1000 ms later the vendor's script
 * is added; the choice is remembered, so later visits load the chat at once and without the
 * button. Once the widget is there, the button steps aside for it. Without JavaScript the
 * button is not shown (`js:`), as it could do nothing.
 */
export function HelpChat({ scriptUrl, texts }: HelpChatProps) {
  const [state, setState] = useState<ChatState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const button = useRef<HTMLButtonElement>(null)

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
    if (chatRemembered()) {
      setState('silent')
      load(true)
    }
    return () => clearTimeout(timer.current)
    // Once per mount: the URL comes from the server and does not change on a page.
  }, [])

  const open = () => {
    if (state === 'waiting') return
    setState('waiting')
    rememberChat()
    timer.current = setTimeout(() => load(false), CHAT_LOAD_DELAY_MS)
  }

  if (state === 'loaded' || state === 'silent') return null
  const waiting = state === 'waiting'
  return (
    <button
      ref={button}
      type="button"
      onClick={open}
      aria-label={state === 'idle' ? texts['chat.openLabel'] : undefined}
      aria-disabled={waiting || undefined}
      aria-busy={waiting || undefined}
      data-help-chat-state={state}
      className="fixed right-4 bottom-4 z-40 hidden items-center gap-2 rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 aria-disabled:cursor-progress js:inline-flex"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${waiting ? 'motion-safe:animate-pulse' : ''}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M4 5h16v11H9l-5 4V5z" />
      </svg>
      {waiting ? texts['chat.loading'] : state === 'failed' ? texts['chat.failed'] : texts['chat.open']}
    </button>
  )
}
