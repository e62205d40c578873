import { FREE_DELIVERY_OVER_PENCE, STANDARD_DELIVERY_PENCE } from '../../../shared/constants/shop'
import { formatMoney } from '../../../shared/rules/format-money'
import type { PageProps } from '../page-props'
import type { BasketTotalsView } from '../../../shared/views/basket-view'

const ROW = 'flex justify-between gap-4 py-1'

/**
 * SPEC §2 /cart totals: subtotal, each discount by its label, delivery (the chosen method, or the
 * SPEC §1 rule while none is chosen), VAT and the grand total.
 */
export function BasketTotals({ store, t, totals }: PageProps & { totals: BasketTotalsView }) {
  const money = (pence: number) => formatMoney(pence, store)
  return (
    <dl className="divide-y divide-ink-300" data-basket-totals="">
      <div className={ROW}>
        <dt>{t('basket.totals.subtotal')}</dt>
        <dd data-total="subtotal">
          <span className="ex-vat:hidden">{money(totals.subtotal.incl)}</span>
          <span className="hidden ex-vat:inline">{money(totals.subtotal.excl)}</span>
        </dd>
      </div>
      {totals.discounts.map((discount) => (
        <div key={discount.label} className={ROW}>
          <dt>{t('basket.totals.discount', { label: discount.label })}</dt>
          <dd data-total="discount">−{money(discount.amount)}</dd>
        </div>
      ))}
      <div className={ROW}>
        <dt>{totals.delivery ? `${t('basket.totals.delivery')} (${totals.delivery.title})` : t('basket.totals.delivery')}</dt>
        <dd data-total="delivery">
          {totals.delivery
            ? money(totals.delivery.amount)
            : t('basket.totals.deliveryRule', { free: formatMoney(FREE_DELIVERY_OVER_PENCE, store, { dropZeroPence: true }), standard: money(STANDARD_DELIVERY_PENCE) })}
        </dd>
      </div>
      <div className={ROW}>
        <dt>{t('basket.totals.vat')}</dt>
        <dd data-total="vat">{money(totals.vat)}</dd>
      </div>
      <div className={`${ROW} text-lg font-bold text-ink-900`}>
        <dt>{t('basket.totals.grandTotal')}</dt>
        <dd data-total="grand">{money(totals.grandTotal)}</dd>
      </div>
    </dl>
  )
}
