/**
 * @module
 * Analytics events of pages that load no tag manager, kept for the next page that does. The
 * checkout steps before the order run only our own scripts (PCI DSS 4.0 6.4.3), so what they send
 * (add_shipping_info, add_payment_info, a login in the middle of checkout) would stay in a data
 * layer no tag manager ever reads. They are kept in local storage, which a reload, a direct link
 * or a new tab share, and pushed on the next page with the tag manager: the thank-you page, or
 * wherever the shopper goes instead of ordering. A cookie says that something is kept, so the
 * pages that follow touch local storage only then (issue 26: a page's first touch of it is a
 * synchronous call to the browser; runtime/choice-cookie.ts).
 */
import { COOKIE } from '../../shared/constants/cookies'
import { FIRST_PARTY_ONLY_ATTRIBUTE } from '../../shared/constants/first-party-only'
import { clearChoiceCookie, readChoiceCookie, writeChoiceCookie } from '../runtime/choice-cookie'

/** One entry of the tag manager's data layer (analytics.ts builds them). */
export type DataLayerEntry = Record<string, unknown>

const KEPT_KEY = 'analytics:kept'
/** A visit's events left unsent for a day are not sent: their visit is long over. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000

type Kept = { at: number; entries: DataLayerEntry[] }

/** Local storage may be off (private modes, policies): the events then stay in this page only. */
function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function readKept(store: Storage): Kept | null {
  try {
    const kept = JSON.parse(store.getItem(KEPT_KEY) ?? 'null') as Kept | null
    return kept && Array.isArray(kept.entries) && typeof kept.at === 'number' ? kept : null
  } catch {
    return null
  }
}

/** Whether this page runs only our own scripts, so no tag manager reads its data layer. */
export const withoutTagManager = (doc: Document = document): boolean => doc.documentElement.hasAttribute(FIRST_PARTY_ONLY_ATTRIBUTE)

/** Keeps `entries` for the next page with the tag manager. */
export function keepForLater(entries: readonly DataLayerEntry[], now = Date.now()): void {
  const store = storage()
  if (!store) return
  const earlier = readKept(store)
  const fresh = earlier && now - earlier.at < KEPT_FOR_MS ? earlier.entries : []
  try {
    store.setItem(KEPT_KEY, JSON.stringify({ at: now, entries: [...fresh, ...entries] } satisfies Kept))
    writeChoiceCookie(COOKIE.analyticsKept, '1', KEPT_FOR_MS / 1000)
  } catch {
    // Storage full: these events are lost, the page goes on.
  }
}

/** On a page with the tag manager: pushes what earlier pages kept, once, in the order they sent it. */
export function sendKeptEvents(doc: Document = document, now = Date.now()): void {
  if (withoutTagManager(doc) || readChoiceCookie(COOKIE.analyticsKept, doc) === null) return
  const store = storage()
  if (!store) return
  const kept = readKept(store)
  store.removeItem(KEPT_KEY)
  clearChoiceCookie(COOKIE.analyticsKept, doc)
  if (!kept || now - kept.at >= KEPT_FOR_MS) return
  const layer = (window.dataLayer ??= [])
  for (const entry of kept.entries) layer.push(entry)
}
