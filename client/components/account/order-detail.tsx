import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { formatDateWithYear } from '../../../shared/rules/format-calendar-date'
import { formatMoney } from '../../../shared/rules/format-money'
import { storePath } from '../../../shared/rules/store-from-path'
import { OrderFacts, OrderTotals } from '../orders/order-facts'
import type { PageProps } from '../page-props'
import { CancelOrderForm } from './cancel-order-form'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'
import { orderPath } from './order-history'
import type { OrderDetailView } from '../../../shared/views/order-views'

const CELL = 'px-3 py-2 text-left'

/** What could not go back into the basket on a reorder, line by line, as the back end said. */
export function ReorderProblems({ t, problems }: Pick<PageProps, 't'> & { problems: readonly string[] }) {
  return (
    <div role="alert" className="space-y-1 rounded-md border border-danger-700 p-3 text-danger-700" data-reorder-problems="">
      <p className="font-semibold">{t('account.orders.reorderPartial')}</p>
      <ul className="list-inside list-disc">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Issue 17 order detail: status, lines, addresses, delivery, payment and totals, and for a customer
 * the reorder form (a guest who looked the order up has no basket of theirs to fill).
 */
export function OrderDetail({ store, t, order, customer = true, cancelReasons = [] }: PageProps & { order: OrderDetailView; customer?: boolean; cancelReasons?: readonly string[] }) {
  return (
    <div className="space-y-6" data-order-detail={order.number}>
      <p>{t('account.orders.placedOn', { date: formatDateWithYear(order.date, store), status: order.status })}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('account.orders.linesCaption')}</caption>
          <thead>
            <tr className="border-b border-ink-300">
              <th scope="col" className={CELL}>{t('account.orders.product')}</th>
              <th scope="col" className={CELL}>{t('account.orders.quantity')}</th>
              <th scope="col" className={CELL}>{t('account.orders.price')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.sku} className="border-b border-ink-300">
                <th scope="row" className={`${CELL} font-normal`}>
                  <a href={storePath(store, line.path)} className={FORM_LINK}>
                    {line.name}
                  </a>
                </th>
                <td className={CELL}>{line.quantity}</td>
                <td className={CELL}>{formatMoney(line.unitPrice, store)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderFacts
        t={t}
        facts={[
          { label: 'checkout.thankYou.deliverTo', value: order.shippingAddress },
          { label: 'account.orders.billTo', value: order.billingAddress },
          { label: 'checkout.thankYou.deliveryMethod', value: order.shippingMethod },
          { label: 'checkout.thankYou.payment', value: order.paymentMethod },
        ]}
      />
      <OrderTotals store={store} t={t} money={order} />
      {customer && order.actions.includes('CANCEL') && cancelReasons.length > 0 && (
        <CancelOrderForm store={store} t={t} action={storePath(store, `${orderPath(order.number)}/cancel`)} reasons={cancelReasons} submit="account.orders.cancelSubmit" />
      )}
      {customer && (
        <div className="flex flex-wrap items-center gap-4">
          {order.actions.includes('REORDER') && (
            <form method="post" action={storePath(store, `${orderPath(order.number)}/reorder`)}>
              <button type="submit" className={FORM_BUTTON}>
                {t('account.orders.reorder')}
              </button>
            </form>
          )}
          <a href={storePath(store, ACCOUNT_PAGE_PATHS.orders)} className={FORM_LINK}>
            {t('account.orders.back')}
          </a>
        </div>
      )}
    </div>
  )
}
