/**
 * @module
 * Which checkout events this browser has already sent (issue 25 point 5: each once per order). A
 * step is shown again by a reload, Back, a direct link or a second tab, and the thank-you page by
 * a reload; the same event with the same content is not counted again. Kept in local storage for
 * a day, longer than the placed order is remembered (30 minutes); without storage every showing
 * counts, as analytics must never stop the checkout.
 */
const SENT_KEY = 'analytics:checkout-sent'
const KEEP_MS = 24 * 60 * 60 * 1000
const PURCHASE = 'purchase:'

type Sent = Record<string, number>

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function readSent(store: Storage, now: number): Sent {
  let sent: Sent = {}
  try {
    const parsed: unknown = JSON.parse(store.getItem(SENT_KEY) ?? '{}')
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) sent = parsed as Sent
  } catch {
    // Unreadable: start again.
  }
  return Object.fromEntries(Object.entries(sent).filter(([, at]) => typeof at === 'number' && now - at < KEEP_MS))
}

function writeSent(store: Storage, sent: Sent): void {
  try {
    store.setItem(SENT_KEY, JSON.stringify(sent))
  } catch {
    // Storage full: the event may be counted again, the checkout goes on.
  }
}

/** True the first time `key` is asked for (then remembered), false after. */
export function firstTime(key: string, now = Date.now()): boolean {
  const store = storage()
  if (!store) return true
  const sent = readSent(store, now)
  if (key in sent) return false
  writeSent(store, { ...sent, [key]: now })
  return true
}

/** The key of a step's event: its name and what it says (a changed basket or choice counts anew). */
export const stepKey = (event: string, content: unknown): string => `${event}:${JSON.stringify(content)}`

/** The key of an order's purchase. */
export const purchaseKey = (transactionId: string): string => `${PURCHASE}${transactionId}`

/** After the purchase: the next order's steps count again, even with the same basket and choices. */
export function forgetSteps(now = Date.now()): void {
  const store = storage()
  if (!store) return
  const sent = readSent(store, now)
  writeSent(store, Object.fromEntries(Object.entries(sent).filter(([key]) => key.startsWith(PURCHASE))))
}
