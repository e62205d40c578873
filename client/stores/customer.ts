/**
 * @module
 * Who the shopper is, as far as the shell needs to know (SPEC §2 account menu, §4 visitor state).
 * The token itself stays in an httpOnly cookie; the browser only learns "signed in" and a first
 * name from the worker's `session` operation, once per full page load.
 */
import { proxy } from 'valtio/vanilla'
import type { ApiInput } from '../../shared/api/contract'
import { callApi, onSessionEnded } from '../runtime/api'
import { resetCart, setCartTotalQuantity } from './cart'
import { forgetSavedPrinters } from './saved-printers'
import { resetWishlist, setWishlistCount } from './wishlist'

export type CustomerState = {
  /** null until the session has been asked for. */
  signedIn: boolean | null
  firstName: string | null
  status: 'idle' | 'loading'
  /** What last failed: reading the session, or a sign-in. */
  error: 'load' | 'signIn' | null
}

export const customer = proxy<CustomerState>({ signedIn: null, firstName: null, status: 'idle', error: null })

let pending: Promise<void> | null = null

/** Asks the worker who is shopping and fills the customer and cart stores; once per page load. */
export function loadSession(): Promise<void> {
  pending ??= (async () => {
    customer.status = 'loading'
    const result = await callApi('session', {})
    customer.status = 'idle'
    if (!result.ok) {
      customer.error = 'load'
      return
    }
    const { signedIn, firstName, cartQuantity, wishlistCount } = result.data
    Object.assign(customer, { signedIn, firstName, error: null })
    setCartTotalQuantity(cartQuantity)
    // Guests have no wish list (SPEC §4: adding needs an authenticated customer).
    if (signedIn) setWishlistCount(wishlistCount)
    else resetWishlist()
  })()
  return pending
}

/** Asks again after the shopper changed (signed in from the login modal). */
export function refreshSession(): Promise<void> {
  pending = null
  return loadSession()
}

/**
 * Signs in (SPEC §4 "Login"): the worker keeps the token in an httpOnly cookie and merges a guest
 * cart; the shell then learns who is shopping. Answers the call's result.
 */
export async function signIn(input: ApiInput<'generateCustomerToken'>) {
  customer.status = 'loading'
  const result = await callApi('generateCustomerToken', input)
  customer.status = 'idle'
  if (!result.ok) {
    customer.error = 'signIn'
    return result
  }
  await refreshSession()
  return result
}

/** Forgets the shopper in this tab (sign-out or an ended session). */
export function forgetShopper(): void {
  Object.assign(customer, { signedIn: false, firstName: null, error: null })
  resetCart()
  resetWishlist()
  forgetSavedPrinters()
}

/**
 * SPEC §4 "Authorization failure": log out, clear token and cart (the worker already cleared the
 * cookies and left the persistent "session ended" notice for the next page) and go home.
 */
export function endSession(homePath: string): void {
  forgetShopper()
  window.location.assign(homePath)
}

/** Signs out at the back end (the worker revokes the token and clears the cookies), then goes home. */
export async function signOut(homePath: string): Promise<void> {
  await callApi('revokeCustomerToken', {})
  forgetShopper()
  window.location.assign(homePath)
}

export function listenForEndedSessions(homePath: string): () => void {
  return onSessionEnded(() => endSession(homePath))
}
