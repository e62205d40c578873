/**
 * @module
 * What the product page's structured data promises (SPEC §5 "Structured data for products", §9
 * constants), kept apart from the page so one change reaches both the data and its tests.
 */

/** SPEC §9 "Structured-data rating scale 0 to 100": Magento's rating_summary is a percentage too. */
export const STRUCTURED_DATA_BEST_RATING = 100
export const STRUCTURED_DATA_WORST_RATING = 0

/** Magento's review ratings are stars from 1 to 5 (`ratings_breakdown.value`). */
export const REVIEW_STARS_MAX = 5

/** SPEC §9 "Maximum review count constant 5": reviews listed in the data, whatever the page shows. */
export const STRUCTURED_DATA_REVIEWS_MAX = 5

/** SPEC §3 Review: the nickname is cut to this many characters in structured data. */
export const REVIEWER_NAME_MAX_CHARS = 100

/** SPEC §9: shipping rate 0, handling time 0 days, transit time exactly 1 day, destination GB. */
export const SHIPPING_RATE_PENCE = 0
export const SHIPPING_HANDLING_DAYS = 0
export const SHIPPING_TRANSIT_DAYS = 1
export const SHIPPING_COUNTRY = 'GB'

/**
 * Days a shopper has to send an item back. The spec names no window; 30 days is what the 100%
 * satisfaction page (/moneyback.html) promises, beyond the 14 days the law asks for.
 */
export const RETURN_WINDOW_DAYS = 30

/**
 * How many printers a cartridge's data names as what it is consumable for. A cartridge can fit
 * dozens of models; the page lists them all, the data in the streamed head keeps the first ones.
 */
export const CONSUMABLE_FOR_MAX = 20
