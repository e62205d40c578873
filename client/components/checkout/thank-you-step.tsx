import { CREATE_ACCOUNT_PATH } from '../../../shared/constants/shop-paths'
import { formatMoney } from '../../../shared/rules/format-money'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { PlacedOrderView } from './placed-order-view'

export type ThankYouStepProps = PageProps & { orderNumber: string; email: string; guest: boolean; order?: PlacedOrderView | null | undefined }

const ROW = 'flex justify-between gap-4 py-1'

/**
 * What was ordered, where it goes, how it was paid and what it came to, as the back end recorded it.
 * No subtotal: Magento's order subtotal leaves VAT out while the shop's prices include it, so the
 * total and the VAT in it say it without a sum that seems not to add up.
 */
function OrderSummary({ store, t, order }: PageProps & { order: PlacedOrderView }) {
  const money = (pence: number) => formatMoney(pence, store)
  return (
    <section aria-labelledby="thank-you-order" className="space-y-4 rounded-lg border border-ink-300 p-4" data-placed-order="">
      <h2 id="thank-you-order" className="text-lg font-semibold text-ink-900">
        {t('checkout.thankYou.orderTitle')}
      </h2>
      <ul className="list-inside list-disc">
        {order.lines.map((line) => (
          <li key={line.sku}>{t('checkout.thankYou.line', { quantity: line.quantity, name: line.name })}</li>
        ))}
      </ul>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {order.deliveryAddress && (
          <>
            <dt className="font-semibold">{t('checkout.thankYou.deliverTo')}</dt>
            <dd>{order.deliveryAddress}</dd>
          </>
        )}
        {order.deliveryMethod && (
          <>
            <dt className="font-semibold">{t('checkout.thankYou.deliveryMethod')}</dt>
            <dd>{order.deliveryMethod}</dd>
          </>
        )}
        {order.paymentMethod && (
          <>
            <dt className="font-semibold">{t('checkout.thankYou.payment')}</dt>
            <dd>{order.paymentMethod}</dd>
          </>
        )}
      </dl>
      <dl className="divide-y divide-ink-300" data-placed-totals="">
        {order.discounts.map((discount) => (
          <div key={discount.label} className={ROW}>
            <dt>{t('basket.totals.discount', { label: discount.label })}</dt>
            <dd>−{money(discount.amount)}</dd>
          </div>
        ))}
        <div className={ROW}>
          <dt>{t('basket.totals.delivery')}</dt>
          <dd>{money(order.shipping)}</dd>
        </div>
        <div className={`${ROW} font-bold text-ink-900`}>
          <dt>{t('basket.totals.grandTotal')}</dt>
          <dd>{money(order.grandTotal)}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-700">{t('checkout.thankYou.vatIncluded', { amount: money(order.tax) })}</p>
    </section>
  )
}

/** The placed order's number, where the confirmation goes, its summary, and for a guest the offer of an account. */
export function ThankYouStep({ store, t, orderNumber, email, guest, order }: ThankYouStepProps) {
  return (
    <div className="space-y-4">
      <p className="text-lg">
        {t('checkout.thankYou.number')} <strong data-order-number>{orderNumber}</strong>
      </p>
      {email && <p>{t('checkout.thankYou.email', { email })}</p>}
      {order && <OrderSummary store={store} t={t} order={order} />}
      {guest && (
        <section aria-labelledby="checkout-create-account" className="space-y-2 rounded-lg border border-ink-300 p-4">
          <h2 id="checkout-create-account" className="text-lg font-semibold text-ink-900">
            {t('checkout.thankYou.accountTitle')}
          </h2>
          <p>{t('checkout.thankYou.accountLead')}</p>
          <a href={storePath(store, CREATE_ACCOUNT_PATH)} className="text-brand-700 underline">
            {t('checkout.thankYou.accountLink')}
          </a>
        </section>
      )}
    </div>
  )
}
