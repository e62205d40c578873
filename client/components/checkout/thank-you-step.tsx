import { CREATE_ACCOUNT_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import { OrderFacts, OrderTotals } from '../orders/order-facts'
import type { PageProps } from '../page-props'
import type { OrderDetailView } from '../../../shared/views/order-views'

export type ThankYouStepProps = PageProps & { orderNumber: string; email: string; guest: boolean; order?: OrderDetailView | null | undefined }

/** What was ordered, where it goes, how it was paid and what it came to, as the back end recorded it. */
function OrderSummary({ store, t, order }: PageProps & { order: OrderDetailView }) {
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
      <OrderFacts
        t={t}
        facts={[
          { label: 'checkout.thankYou.deliverTo', value: order.shippingAddress },
          { label: 'checkout.thankYou.deliveryMethod', value: order.shippingMethod },
          { label: 'checkout.thankYou.payment', value: order.paymentMethod },
        ]}
      />
      <OrderTotals store={store} t={t} money={order} />
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
