/**
 * @module
 * SPEC §4 "Price display": inc. or ex. VAT, kept in the `price_display_type` cookie (2 including,
 * 1 excluding). Both prices are in the HTML; the `ex-vat` class on <html> picks one (DESIGN
 * "Price display"), so cached pages serve every shopper and the switch is instant. A script in the
 * document head sets the class from the cookie before first paint (worker/render/document.tsx).
 */
import { proxy } from 'valtio/vanilla'
import { COOKIE, PRICE_DISPLAY, PRICE_DISPLAY_MAX_AGE_SECONDS } from '../../shared/constants/cookies'
import { EX_VAT_CLASS } from '../../shared/rules/price-display-script'
import { writeChoiceCookie } from '../runtime/choice-cookie'

export { EX_VAT_CLASS }

export const priceDisplay = proxy({ includingVat: true })

/** Reads the choice the head script already applied, so the store agrees with what is on screen. */
export function readPriceDisplay(): boolean {
  return !document.documentElement.classList.contains(EX_VAT_CLASS)
}

export function setPriceDisplay(includingVat: boolean): void {
  priceDisplay.includingVat = includingVat
  document.documentElement.classList.toggle(EX_VAT_CLASS, !includingVat)
  writeChoiceCookie(COOKIE.priceDisplayType, includingVat ? PRICE_DISPLAY.includingVat : PRICE_DISPLAY.excludingVat, PRICE_DISPLAY_MAX_AGE_SECONDS)
}
