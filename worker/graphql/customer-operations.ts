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
import { clearSessionCookies, setCartCookie, setCustomerTokenCookie, setFlashMessage } from '../cookies/session-cookies'
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
  const guestCartId = c.var.session.cartId
  if (guestCartId && guestCartId !== customerCartId) {
    try {
      await c.var.graphql.mutate(MERGE_CARTS, { source: guestCartId, destination: customerCartId }, call)
    } catch (error) {
      // An ordered, expired or foreign guest cart: nothing to bring along.
      console.error(`[${c.var.requestId}] the guest cart could not be merged at sign-in`, error)
    }
  }
  setCartCookie(c, customerCartId)
}

/** Signing out forgets the token and the customer's cart id, and says so on the next page. */
export function forgetCustomer(c: Context<AppEnv>): void {
  clearSessionCookies(c)
  setFlashMessage(c, FLASH_MESSAGE.signedOut)
}
