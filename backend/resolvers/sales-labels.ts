/**
 * @module
 * What a cart's or an order's taxes and discounts are called in the request's store view. As in
 * Magento, the tax's title is kept per store view (tax_calculation_rate_title, migration 0018,
 * its code when a store view has none), a coupon's label too (salesrule_label, read with the
 * coupon), and the two labels Magento takes from its phrases are worded for the locale: 'Discount'
 * for a rule with no label, and the label of the shop's buy-together offer, which has no coupon.
 */
import type { BackendContext } from '../context'

/** The one tax this shop charges, by its code (Magento's tax_calculation_rate.code). */
export const VAT_CODE = 'VAT'

const ENGLISH = { discount: 'Discount', buyTogether: 'Buy together and save' } as const

type SalesPhrase = keyof typeof ENGLISH

const BY_LOCALE: ReadonlyMap<string, Readonly<Record<SalesPhrase, string>>> = new Map([['de_DE', { discount: 'Rabatt', buyTogether: 'Zusammen kaufen und sparen' }]])

/** A sales phrase in the store view's language (English for a locale without its own). */
export function salesPhrase(phrase: SalesPhrase, context: Pick<BackendContext, 'store'>): string {
  return BY_LOCALE.get(context.store.locale)?.[phrase] ?? ENGLISH[phrase]
}

/** The VAT's title in the store view: its own title, else the tax's code. */
export async function vatTitle(context: BackendContext): Promise<string> {
  return (await context.loaders.taxTitle.load(VAT_CODE)) ?? VAT_CODE
}
