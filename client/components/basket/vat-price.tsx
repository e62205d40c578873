import { formatMoney } from '../../../shared/rules/format-money'
import type { PageProps } from '../page-props'
import type { PriceView } from '../../../shared/views/product-view'

/**
 * SPEC §4 "Price display": the amount in the shopper's VAT mode with the other mode beside it. Both
 * are in the HTML and the `ex-vat` class on <html> decides which leads (DESIGN "Price display").
 */
export function VatPrice({ store, t, price }: PageProps & { price: PriceView }) {
  const incl = t('price.inclVatAmount', { amount: formatMoney(price.incl, store) })
  const excl = t('price.exclVatAmount', { amount: formatMoney(price.excl, store) })
  return (
    <>
      <span className="ex-vat:hidden">
        <strong className="block text-ink-900">{incl}</strong>
        <span className="block text-sm text-ink-700">{excl}</span>
      </span>
      <span className="hidden ex-vat:inline">
        <strong className="block text-ink-900">{excl}</strong>
        <span className="block text-sm text-ink-700">{incl}</span>
      </span>
    </>
  )
}
