/**
 * @module
 * What the worker does around the customer's session besides forwarding documents: keeping the token
 * in the httpOnly cookie after a sign-in (DESIGN "Security model"), bringing the guest cart along
 * (SPEC §6 "cart merge"), and forgetting both at sign-out.
 */
import type { Context } from 'hono'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { MERGE_CARTS } from '../../shared/graphql/documents/cart'
import { CUSTOMER_CART_ID } from '../../shared/graphql/documents/session'
import { DEFAULT_STORE, STORES_BY_PATH_SEGMENT } from '../../shared/constants/stores'
import { clearSessionCookies, readSessionCookies, setCartCookie, setCustomerTokenCookie, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'

/** Magento's default customer token lifetime (one hour); a cookie that outlived it would only fail. */
export const CUSTOMER_COOKIE_MAX_AGE_SECONDS = 60 * 60
/** With "remember me" the back end issues a token for 14 days; the cookie keeps it as long. */
export const REMEMBER_ME_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60

/**
 * Keeps a fresh token in the customer cookie, then makes the customer's cart the visitor's cart,
 * with the guest cart's lines merged in. The sign-in has succeeded whatever happens to the cart, so
 * cart failures are logged, not thrown: a lost guest cart must not keep anyone signed out.
 */
export async function adoptCustomerToken(c: Context<AppEnv>, token: string, options: { rememberMe: boolean; store: string }): Promise<void> {
  setCustomerTokenCookie(c, token, options.rememberMe ? REMEMBER_ME_COOKIE_MAX_AGE_SECONDS : CUSTOMER_COOKIE_MAX_AGE_SECONDS)
  // The request's cookie does not hold the new token yet, so it is passed explicitly.
  const call = { bearerToken: token, store: options.store }
  let customerCartId: string
  try {
    customerCartId = (await c.var.graphql.query(CUSTOMER_CART_ID, {}, call)).customerCart.id
  } catch (error) {
    console.error(`[${c.var.requestId}] the customer's cart could not be read after sign-in`, error)
    return
  }
  await mergeGuestCart(c, c.var.session.cartId, customerCartId, call)
  setCartCookie(c, customerCartId)
  await mergeOtherStoreViews(c, token, options.store)
}

async function mergeGuestCart(c: Context<AppEnv>, guestCartId: string | null, customerCartId: string, call: { bearerToken: string; store: string }): Promise<void> {
  if (!guestCartId || guestCartId === customerCartId) return
  try {
    await c.var.graphql.mutate(MERGE_CARTS, { source: guestCartId, destination: customerCartId }, call)
  } catch (error) {
    // An ordered, expired or foreign guest cart: nothing to bring along.
    console.error(`[${c.var.requestId}] the guest cart could not be merged at sign-in`, error)
  }
}

/**
 * A guest basket kept in another store view (each has its own, as Magento binds a cart to its
 * store view) joins the customer's cart of that store view too, so no line is left behind in a
 * cookie the signed-in shopper's pages no longer read.
 */
async function mergeOtherStoreViews(c: Context<AppEnv>, token: string, signedInStore: string): Promise<void> {
  for (const store of [DEFAULT_STORE, ...STORES_BY_PATH_SEGMENT.values()]) {
    if (store.code === signedInStore) continue
    const guest = readSessionCookies(c, store)
    if (!guest.cartId) continue
    const call = { bearerToken: token, store: store.code }
    try {
      const customerCartId = (await c.var.graphql.query(CUSTOMER_CART_ID, {}, call)).customerCart.id
      await mergeGuestCart(c, guest.cartId, customerCartId, call)
      setCartCookie(c, customerCartId, guest.cartCookie)
    } catch (error) {
      console.error(`[${c.var.requestId}] the ${store.code} store view's cart could not be read after sign-in`, error)
    }
  }
}

/** Signing out forgets the token and the customer's cart id, and says so on the next page. */
export function forgetCustomer(c: Context<AppEnv>): void {
  clearSessionCookies(c)
  setFlashMessage(c, FLASH_MESSAGE.signedOut)
}
