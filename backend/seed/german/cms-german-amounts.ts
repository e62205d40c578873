/**
 * @module
 * The money and times the German CMS and catalogue texts quote, in one place.
 *
 * The shop sets its delivery prices and the free-delivery threshold in pounds, including VAT
 * (free from £30 of goods, otherwise £3.99; Saturday £9.99), and the German store view shows
 * every amount in euros at its currency rate of 1.17, rounded once to the cent. The euro figures
 * here are those conversions exactly, not rounded to round numbers: a threshold of "35 €" would
 * promise free delivery to baskets of 35,00 € to 35,09 € (below £30) that the basket still charges
 * for, and "4,99 €" would differ from the 4,67 € the checkout shows. The delivery page says once
 * that the amounts are set in pounds and converted at the shop's current rate. If the rate or the
 * prices change, change these strings with them.
 *
 * Cut-off and opening times are UK times; Germany is always one hour ahead, so the texts give the
 * UK time and, where it matters for ordering, the German one too.
 */

/** £30 at 1.17: free next-working-day delivery from this order value. */
export const FREE_FROM_EUR = '35,10 €'
/** £3.99 at 1.17: next-working-day delivery below the threshold. */
export const STANDARD_EUR = '4,67 €'
/** £9.99 at 1.17: Saturday delivery. */
export const SATURDAY_EUR = '11,69 €'

/** The 4pm cut-off, said for German readers. */
export const CUT_OFF = '16 Uhr britischer Zeit (17 Uhr deutscher Zeit)'
