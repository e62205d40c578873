import type { StoreView } from '../constants/stores'

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * A rating out of 5 from Magento's percentage (`rating_summary`, 0 to 100), rounded once to the
 * hundredth SPEC §9 shows; out-of-range input is held to the scale.
 * @example ratingOutOfFive(83) // 4.15
 */
export function ratingOutOfFive(percent: number): number {
  const held = Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0))
  return Math.round(held * 5) / 100
}

/**
 * SPEC §9 "Price and rating shown to 2 decimals": a rating out of 5, written the store's way.
 * @example formatRating(4.15, DEFAULT_STORE) // '4.15'; German '4,15'
 */
export function formatRating(outOfFive: number, store: Pick<StoreView, 'htmlLang'>): string {
  let formatter = formatters.get(store.htmlLang)
  if (!formatter) {
    formatter = new Intl.NumberFormat(store.htmlLang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formatters.set(store.htmlLang, formatter)
  }
  return formatter.format(outOfFive)
}
