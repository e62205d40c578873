/**
 * @module
 * `currency`: the store view's base and display currencies with their symbols, and the rate from
 * base to each currency it accepts. Each store view accepts only its display currency (the shop has
 * no currency switcher), so that is the one code listed and the one rate given.
 */
import type { BackendContext } from '../context'
import type { StoreConfigRecord } from '../db/store-configs'

/** The symbol the store's locale writes before or after an amount, as Magento's locale data gives it. */
function currencySymbol(code: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: code }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? code
}

function currencyView(store: StoreConfigRecord) {
  const base = { code: store.baseCurrency, symbol: currencySymbol(store.baseCurrency, store.locale) }
  const display = { code: store.currency, symbol: currencySymbol(store.currency, store.locale) }
  return {
    base_currency_code: base.code,
    base_currency_symbol: base.symbol,
    default_display_currecy_code: display.code,
    default_display_currency_code: display.code,
    default_display_currecy_symbol: display.symbol,
    default_display_currency_symbol: display.symbol,
    available_currency_codes: [display.code],
    exchange_rates: [{ currency_to: display.code, rate: store.rate }],
  }
}

export const currencyQueries = {
  currency: (_s: unknown, _a: unknown, context: BackendContext) => currencyView(context.store),
}
