import type { StoreView } from '../constants/stores'

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Formats integer minor units (pence, cents) as money for a store view, to 2 decimals (SPEC §9).
 * @example formatMoney(3000, DEFAULT_STORE) // '£30.00'
 */
export function formatMoney(
  minorUnits: number,
  store: Pick<StoreView, 'htmlLang' | 'currency'>,
  options: { dropZeroPence?: boolean } = {},
): string {
  if (!Number.isInteger(minorUnits)) throw new TypeError(`formatMoney: ${minorUnits} is not whole minor units`)
  // Prices always show two decimals; a round threshold in running text ("over £30") may drop them.
  const whole = options.dropZeroPence === true && minorUnits % 100 === 0
  const key = `${store.htmlLang}|${store.currency}|${whole}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(store.htmlLang, {
      style: 'currency',
      currency: store.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(minorUnits / 100)
}
