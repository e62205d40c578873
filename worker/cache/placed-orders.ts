/**
 * @module
 * Which order a cart became, kept in KV for the placed-order cookie's lifetime (issue 16 point 5).
 * The cookie covers a resubmission from the same browser after the answer arrived; this covers two
 * submissions in flight at once (a double click): the browser shows only the second answer, whose
 * request never saw the first one's cookie. The back end places a cart once; the attempt that lost
 * the race finds here the order the other one placed, and answers with it rather than an error.
 */
import type { PlacedOrder } from '../cookies/placed-order'
import { parsePlacedOrder, PLACED_ORDER_MAX_AGE_SECONDS } from '../cookies/placed-order'

// The placing request writes its record just after the back end answers it; the losing request
// may ask a moment before that.
const LOOK_TRIES = 8
const LOOK_INTERVAL_MS = 250

/** Keys name a digest, not the cart id itself, which is as good as a password for the cart. */
async function keyFor(cartId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(cartId)))
  return `placed-order:${[...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Never fails: the order is placed by then, and the shopper must see its thank-you page; without
 * the record only a double click's losing half misses it (and shows the payment step's error).
 */
export async function rememberPlacedOrder(kv: KVNamespace, order: PlacedOrder): Promise<void> {
  try {
    await kv.put(await keyFor(order.cartId), JSON.stringify(order), { expirationTtl: PLACED_ORDER_MAX_AGE_SECONDS })
  } catch (error) {
    console.error('placed order record not kept', error)
  }
}

/** The order this cart became, waiting a few seconds for a placement still under way; null when there is none. */
export async function findPlacedOrder(kv: KVNamespace, cartId: string): Promise<PlacedOrder | null> {
  if (!cartId) return null
  const key = await keyFor(cartId)
  for (let attempt = 0; attempt < LOOK_TRIES; attempt++) {
    let order: PlacedOrder | null
    try {
      order = parsePlacedOrder(await kv.get(key))
    } catch (error) {
      // KV out of reach: no record can be found, and the caller answers as for none.
      console.error('placed order record unreadable', error)
      return null
    }
    if (order) return order
    await new Promise((resolve) => setTimeout(resolve, LOOK_INTERVAL_MS))
  }
  return null
}
