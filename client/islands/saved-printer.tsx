import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'
import { customer } from '../stores/customer'
import { notify } from '../stores/notifications'
import type { SavedPrinterView } from '../../shared/api/answers'
import { loadSavedPrinters, savePrinter, savedPrinters } from '../stores/saved-printers'
import { useHydrated } from './use-hydrated'

export type SavedPrinterText = 'printers.save' | 'printers.saved' | 'printers.signInToSave' | 'printers.yours' | 'printers.manage' | 'printers.saveFailed' | 'printers.savedNotice'

export type SavedPrinterProps = {
  texts: Messages<SavedPrinterText>
  /** The printer model this page is about; absent where the page only lists the shopper's printers. */
  printer?: SavedPrinterView | undefined
  /** Store-prefixed paths. */
  signInPath: string
  accountPrintersPath: string
}

/** How many of the shopper's other printers are listed as quick links. */
const LISTED = 5

const buttonClass =
  'inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'

/**
 * "Save this printer" and "Your printers" (SPEC §3 saved printers; issue "Catalogue pages" item 11:
 * personal touches come from islands, so the page stays the same for everyone). Its server HTML is
 * a link to sign in, which the modal openers turn into the login modal; signed in, it saves the
 * model (SPEC §7 addMyPrinter, then the list is reloaded) and links the shopper's other printers.
 */
export function SavedPrinter({ texts, printer, signInPath, accountPrintersPath }: SavedPrinterProps) {
  const hydrated = useHydrated()
  const shopper = useSnapshot(customer)
  const saved = useSnapshot(savedPrinters)
  const [failed, setFailed] = useState(false)
  const signedIn = hydrated && shopper.signedIn === true

  useEffect(() => {
    if (signedIn) void loadSavedPrinters()
  }, [signedIn])

  if (!signedIn) {
    if (!printer) return null
    return (
      <a href={signInPath} data-modal-open="login" className={buttonClass}>
        {texts['printers.signInToSave']}
      </a>
    )
  }

  const list = saved.printers ?? []
  const isSaved = printer ? list.some((entry) => entry.uid === printer.uid) : false
  const others = list.filter((entry) => entry.uid !== printer?.uid).slice(0, LISTED)

  async function save(model: SavedPrinterView) {
    setFailed(false)
    const ok = await savePrinter(model)
    if (ok) notify({ type: 'success', message: interpolate(texts['printers.savedNotice'], { name: model.name }) })
    else setFailed(true)
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {printer ? (
        isSaved ? (
          <p className="font-semibold text-stock-700">
            <span aria-hidden="true">✓ </span>
            {texts['printers.saved']} <a href={accountPrintersPath} className="font-normal text-brand-700 underline">{texts['printers.manage']}</a>
          </p>
        ) : (
          <button type="button" className={buttonClass} disabled={saved.status !== 'idle' || saved.printers === null} onClick={() => void save(printer)}>
            {texts['printers.save']}
          </button>
        )
      ) : null}
      {failed ? (
        <p role="alert" className="text-danger-700">
          {texts['printers.saveFailed']}
        </p>
      ) : null}
      {others.length > 0 ? (
        <nav aria-label={texts['printers.yours']} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{texts['printers.yours']}:</span>
          {others.map((entry) => (
            <a key={entry.uid} href={entry.path} className="rounded-full border border-ink-300 px-3 py-1 text-ink-900 hover:border-brand-700">
              {entry.name}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  )
}
