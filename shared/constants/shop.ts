/**
 * @module
 * Business constants from SPEC §1 and §9, with their units in their names.
 */

export const SHOP_NAME = 'Cartridge Corner'

/** SPEC §1: free next-day delivery on orders over £30. */
export const FREE_DELIVERY_OVER_PENCE = 3000
/** SPEC §1: next-day delivery below that threshold (the back end's shipping rates charge the same). */
export const STANDARD_DELIVERY_PENCE = 399

/** SPEC §1: trust rating 4.9 out of 5. */
export const TRUST_RATING = 4.9
export const TRUST_RATING_SCALE = 5

/** SPEC §9: VAT multiplier 1.2 (20%). */
export const VAT_RATE_PERCENT = 20

/** SPEC §9: default root category id, overridable by ROOT_CATEGORY_ID. */
export const DEFAULT_ROOT_CATEGORY_ID = 207008

/** SPEC §2: header search goes to /search?q={term}. */
export const SEARCH_PATH = '/search'
export const CART_PATH = '/cart'
export const CONTACT_PATH = '/contact.html'

/** SPEC §1: own-brand cartridges carry a 3-year warranty (plus free returns). */
export const OWN_BRAND_WARRANTY_YEARS = 3
