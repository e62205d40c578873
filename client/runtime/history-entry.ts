/**
 * @module
 * Each history entry's key, kept in its state, under which soft navigation saves the entry's
 * scroll position (scroll-memory.ts) and finds it again on a reload, Back or Forward.
 */

export type EntryState = { key: string }

/** A key for a new entry. */
export const newEntryKey = (): string => Math.random().toString(36).slice(2, 10)

/** The current entry's key when it has one: it was shown before (a reload, Back). */
export function knownEntryKey(): string | null {
  const state = history.state as Partial<EntryState> | null
  return typeof state?.key === 'string' ? state.key : null
}

/** The current entry's key, given to it now when it has none. */
export function entryKey(): string {
  const known = knownEntryKey()
  if (known !== null) return known
  const state = history.state as Partial<EntryState> | null
  const key = newEntryKey()
  history.replaceState({ ...(state ?? {}), key }, '')
  return key
}
