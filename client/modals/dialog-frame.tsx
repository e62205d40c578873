import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { MODAL_CLOSE_DELAY_MS } from '../../shared/constants/timings'
import { wrapFocus } from './focus-wrap'

export type DialogFrameProps<Item> = {
  /** What to show; null closes it (after the close delay). */
  item: Item | null
  /** Asks the store to close: Escape, a backdrop click or the close button. */
  onDismiss: () => void
  closeLabel: string
  /** The dialog's box: a centred card or a side sheet. */
  className: string
  /** The heading's id inside `children`, which names the dialog. */
  titleId: string
  children: (item: Item) => ReactNode
}

/**
 * A modal `<dialog>` with the shell's rules (SPEC §2 "Modals close on Escape, backdrop click or the
 * close button", §9 close delay 500 ms). `showModal()` gives the browser's own focus trap and makes
 * the page behind inert; focus returns to whatever opened it. The store says what is open; this
 * keeps a closed item on screen for the close delay while it fades.
 */
export function DialogFrame<Item>({ item, onDismiss, closeLabel, className, titleId, children }: DialogFrameProps<Item>) {
  const [shown, setShown] = useState<Item | null>(item)
  const [closing, setClosing] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  /** Set while this component itself closes the native dialog, whose close event is not a dismissal. */
  const ownClose = useRef(false)
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss

  useEffect(() => {
    if (item) {
      setShown(item)
      setClosing(false)
      return
    }
    setClosing(true)
    const timer = setTimeout(() => {
      setShown(null)
      setClosing(false)
    }, MODAL_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [item])

  useLayoutEffect(() => {
    const element = dialog.current
    if (shown && !closing && element && !element.matches(':modal')) {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
      if (element.open) {
        ownClose.current = true
        element.close()
      }
      element.inert = false
      element.showModal()
    }
    // While it fades, the page is the shopper's again: what they click or type goes to the page,
    // not to an inert page behind a closing dialog (issue 25). Shown without being modal, and
    // inert itself, so it takes no focus and no clicks.
    if (closing && element?.matches(':modal')) {
      ownClose.current = true
      element.close()
      element.inert = true
      element.show()
    }
    // Focus goes back to the opener only when it would otherwise be lost: never away from a field
    // the shopper has moved to meanwhile (a page reached through a link in the dialog).
    if (!shown && opener.current) {
      const back = opener.current
      opener.current = null
      const active = document.activeElement
      if (back.isConnected && (active === null || active === document.body)) back.focus()
    }
  }, [shown, closing])

  if (!shown) return null
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-closing={closing ? '' : undefined}
      // Escape: the store closes it, so the close delay and focus return apply as for the button.
      onCancel={(event) => {
        event.preventDefault()
        dismiss.current()
      }}
      // The browser may close it by itself (a second Escape); the store must agree.
      onClose={() => {
        if (ownClose.current) ownClose.current = false
        else if (!closing) dismiss.current()
      }}
      onKeyDown={(event) => {
        if (wrapFocus(event.currentTarget, event)) event.preventDefault()
      }}
      // The box fills the dialog, so a click on the dialog itself is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss.current()
      }}
      className={`m-0 max-h-none max-w-none bg-transparent p-0 opacity-100 transition-opacity duration-300 backdrop:bg-ink-900/60 data-closing:pointer-events-none data-closing:fixed data-closing:inset-0 data-closing:z-[80] data-closing:opacity-0 ${className}`}
    >
      <div className="relative h-full bg-white text-ink-900 shadow-xl">
        <button
          type="button"
          onClick={() => dismiss.current()}
          aria-label={closeLabel}
          className="absolute top-3 right-3 rounded p-1 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {children(shown)}
      </div>
    </dialog>
  )
}
