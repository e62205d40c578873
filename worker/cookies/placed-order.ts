/**
 * @module
 * The order just placed, remembered for a short while (issue 16 point 5): a second submission of the
 * same cart (a double click, a reload, Back then Place order again) answers with this order instead
 * of placing another or showing an error, and the thank-you page shows it. httpOnly, so no page
 * script reads it; it holds only what the thank-you page shows to the person who ordered.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'

const PLACED_ORDER_COOKIE = 'placed_order'
// Long enough for a slow double submit or a Back and resubmit; short enough not to outlive the visit.
export const PLACED_ORDER_MAX_AGE_SECONDS = 30 * 60

const placedOrder = z.object({
  /** The cart the order was placed from. */
  cartId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  orderNumber: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
  email: z.string().max(254),
  totalQuantity: z.number().int().min(0),
  grandTotalPence: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  guest: z.boolean(),
  /** Magento's order token, with which a guest's order is read back for the summary. */
  token: z.string().regex(/^[A-Za-z0-9_+/=:.-]{1,256}$/).nullable().default(null),
})
export type PlacedOrder = z.infer<typeof placedOrder>

export function readPlacedOrder(c: Context): PlacedOrder | null {
  return parsePlacedOrder(getCookie(c, PLACED_ORDER_COOKIE) ?? null)
}

/** A placed order from its stored JSON (the cookie, or KV); null when it is missing or not one. */
export function parsePlacedOrder(raw: string | null): PlacedOrder | null {
  if (raw === null) return null
  try {
    const parsed = placedOrder.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function setPlacedOrder(c: Context, order: PlacedOrder): void {
  setCookie(c, PLACED_ORDER_COOKIE, JSON.stringify(order), {
    path: '/',
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    httpOnly: true,
    maxAge: PLACED_ORDER_MAX_AGE_SECONDS,
  })
}

export function clearPlacedOrder(c: Context): void {
  deleteCookie(c, PLACED_ORDER_COOKIE, { path: '/' })
}
