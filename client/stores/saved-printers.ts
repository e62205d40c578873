/**
 * @module
 * The shopper's saved printers (SPEC §3 "Client customer state: ... savedPrinters"), loaded when a
 * page that offers them is shown to a signed-in shopper, and forgotten at sign-out (SPEC §4).
 */
import { proxy } from 'valtio/vanilla'
import type { SavedPrinterView } from '../../shared/api/answers'
import { callApi } from '../runtime/api'

export type SavedPrintersState = {
  /** null until loaded. */
  printers: SavedPrinterView[] | null
  status: 'idle' | 'loading' | 'saving'
  error: 'load' | 'save' | null
}

export const savedPrinters = proxy<SavedPrintersState>({ printers: null, status: 'idle', error: null })

let pending: Promise<void> | null = null

/** Loads the list once per page load (SPEC §2: the account menu loads saved printers by e-mail). */
export function loadSavedPrinters(): Promise<void> {
  pending ??= (async () => {
    savedPrinters.status = 'loading'
    const result = await callApi('myPrinters', {})
    savedPrinters.status = 'idle'
    if (!result.ok) {
      savedPrinters.error = 'load'
      pending = null
      return
    }
    Object.assign(savedPrinters, { printers: result.data.printers, error: null })
  })()
  return pending
}

/** SPEC §7 "addMyPrinter ... after which the list is reloaded". */
export async function savePrinter(printer: SavedPrinterView): Promise<boolean> {
  savedPrinters.status = 'saving'
  const result = await callApi('addMyPrinter', { uid: printer.uid })
  savedPrinters.status = 'idle'
  if (!result.ok || !result.data.saved) {
    savedPrinters.error = 'save'
    return false
  }
  savedPrinters.error = null
  pending = null
  await loadSavedPrinters()
  return true
}

export function forgetSavedPrinters(): void {
  pending = null
  Object.assign(savedPrinters, { printers: null, status: 'idle', error: null })
}
