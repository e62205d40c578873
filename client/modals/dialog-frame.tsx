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
    if (shown && element && !element.open) {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
      element.showModal()
    }
    if (!shown && opener.current) {
      const back = opener.current
      opener.current = null
      if (back.isConnected) back.focus()
    }
  }, [shown])

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
        if (!closing) dismiss.current()
      }}
      onKeyDown={(event) => {
        if (wrapFocus(event.currentTarget, event)) event.preventDefault()
      }}
      // The box fills the dialog, so a click on the dialog itself is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss.current()
      }}
      className={`m-0 max-h-none max-w-none bg-transparent p-0 opacity-100 transition-opacity duration-300 backdrop:bg-ink-900/60 data-closing:opacity-0 ${className}`}
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
