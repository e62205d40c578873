import { useEffect, useRef, type RefObject } from 'react'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'

/** How to reach the shop when there is no chat: the numbers as printed and the contact page. */
export type HelpChatContact = { phone: string; email: string; contactPath: string }

type ContactOptionsProps = {
  id: string
  contact: HelpChatContact
  texts: Messages<'page.contact' | 'chat.contact.phone' | 'chat.contact.email' | 'contact.formLabel' | 'modal.close'>
  /** The launcher, which gets focus back when the panel closes. */
  launcher: RefObject<HTMLButtonElement | null>
  onClose: () => void
}

const linkClass = 'font-semibold text-brand-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * The help launcher's panel when no chat vendor is configured (issue 25 point 10): the shop's
 * contact options instead of nothing. A non-modal dialog: it takes focus when it opens, and Escape
 * or its close button shut it and put focus back on the launcher.
 */
export function ContactOptions({ id, contact, texts, launcher, onClose }: ContactOptionsProps) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.focus()
  }, [])
  const close = () => {
    onClose()
    launcher.current?.focus()
  }
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
      className="fixed right-4 bottom-20 z-40 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border border-ink-300 bg-white p-4 text-ink-900 shadow-xl focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {texts['page.contact']}
        </h2>
        <button type="button" onClick={close} className="rounded px-2 py-0.5 text-sm text-ink-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700">
          {texts['modal.close']}
        </button>
      </div>
      <ul className="space-y-2">
        <li>
          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className={linkClass}>
            {interpolate(texts['chat.contact.phone'], { phone: contact.phone })}
          </a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`} className={linkClass}>
            {interpolate(texts['chat.contact.email'], { email: contact.email })}
          </a>
        </li>
        <li>
          <a href={contact.contactPath} className={linkClass}>
            {texts['contact.formLabel']}
          </a>
        </li>
      </ul>
    </div>
  )
}
