/**
 * @module
 * Scroll positions per history entry, kept in local storage (SPEC §2 Listings: "Scroll position is
 * saved and restored via local storage"), so Back, Forward and reload return to where the shopper
 * was, across soft and full navigations alike.
 */

const STORAGE_KEY = 'scroll-positions'
/** Enough for a long browsing session; the oldest entries go first. */
const MAX_ENTRIES = 50

type Positions = Record<string, number>

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')
    return parsed !== null && typeof parsed === 'object' ? (parsed as Positions) : {}
  } catch {
    return {}
  }
}

export function saveScroll(entryKey: string, y: number): void {
  const positions = read()
  delete positions[entryKey]
  positions[entryKey] = Math.round(y)
  const keys = Object.keys(positions)
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key]
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
  } catch {
    // Storage full or blocked (private mode): restoring is a nicety, navigation goes on.
  }
}

export function savedScroll(entryKey: string): number | null {
  const y = read()[entryKey]
  return typeof y === 'number' && Number.isFinite(y) ? y : null
}
