/**
 * @module
 * The shop's cookies as a request reads them (`session-cookies.ts` reads and validates them). A file
 * of its own so the request context (`env.ts`) can name the type without importing the functions,
 * which take that context.
 */
import type { ListingLayout } from '../../shared/constants/listing-layout'
import type { FlashMessage, PRICE_DISPLAY } from '../../shared/constants/cookies'
import type { ReadFlash } from './flash-cookie'

export type SessionCookies = {
  customerToken: string | null
  cartId: string | null
  /** The cookie the cart id came from, and where a new one goes: the store view's (cartCookieName). */
  cartCookie: string
  priceDisplay: (typeof PRICE_DISPLAY)[keyof typeof PRICE_DISPLAY] | null
  /** The listing layout the shopper chose (SPEC §2), which the page is drawn in from the first byte. */
  listingLayout: ListingLayout | null
  message: FlashMessage | null
  /** The words the notice names (flash-cookie.ts), e.g. the removed product's name. */
  messageParams: ReadFlash['params']
  /** Where the shopper's last write left the database, for reads that must see it. */
  databaseBookmark: string | null
}
