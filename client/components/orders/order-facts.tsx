import type { MessageKey } from '../../../shared/messages/translate'
import { formatMoney } from '../../../shared/rules/format-money'
import type { PageProps } from '../page-props'

const ROW = 'flex justify-between gap-4 py-1'

/** Where an order goes and how it is paid, as label and value; facts the order does not have are left out. */
export function OrderFacts({ t, facts }: Pick<PageProps, 't'> & { facts: readonly { label: MessageKey; value: string | null }[] }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {facts.flatMap(({ label, value }) =>
        value
          ? [
              <dt key={`${label}-term`} className="font-semibold">
                {t(label)}
              </dt>,
              <dd key={`${label}-value`}>{value}</dd>,
            ]
          : [],
      )}
    </dl>
  )
}

export type OrderMoney = { discounts: readonly { label: string; amount: number }[]; shipping: number; grandTotal: number; tax: number }

/**
 * What an order came to: its discounts, delivery and total, then the VAT in it. No subtotal:
 * Magento's order subtotal leaves VAT out while the shop's prices include it, so a sum would seem
 * not to add up.
 */
export function OrderTotals({ store, t, money }: PageProps & { money: OrderMoney }) {
  const format = (pence: number) => formatMoney(pence, store)
  return (
    <>
      <dl className="max-w-sm divide-y divide-ink-300" data-order-totals="">
        {money.discounts.map((discount) => (
          <div key={discount.label} className={ROW}>
            <dt>{t('basket.totals.discount', { label: discount.label })}</dt>
            <dd>−{format(discount.amount)}</dd>
          </div>
        ))}
        <div className={ROW}>
          <dt>{t('basket.totals.delivery')}</dt>
          <dd>{format(money.shipping)}</dd>
        </div>
        <div className={`${ROW} font-bold text-ink-900`}>
          <dt>{t('basket.totals.grandTotal')}</dt>
          <dd>{format(money.grandTotal)}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-700">{t('checkout.thankYou.vatIncluded', { amount: format(money.tax) })}</p>
    </>
  )
}
