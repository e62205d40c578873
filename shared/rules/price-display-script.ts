import { COOKIE, PRICE_DISPLAY } from '../constants/cookies'

/**
 * The head script that applies the VAT choice before first paint (SPEC §4 "Price display": read at
 * load; no flash). Kept as text here so the worker inlines it with the page's nonce; the class name
 * matches client/stores/price-display.ts.
 */
export const PRICE_DISPLAY_HEAD_SCRIPT =
  `(document.cookie.split('; ').indexOf('${COOKIE.priceDisplayType}=${PRICE_DISPLAY.excludingVat}')>=0)` +
  `&&document.documentElement.classList.add('ex-vat')`
