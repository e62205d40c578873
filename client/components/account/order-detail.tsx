import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { formatDateWithYear } from '../../../shared/rules/format-calendar-date'
import { formatMoney } from '../../../shared/rules/format-money'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'
import { orderPath } from './order-history'
import type { OrderDetailView } from './order-views'

const CELL = 'px-3 py-2 text-left'
const ROW = 'flex justify-between gap-4 py-1'

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
export function OrderDetail({ store, t, order, customer = true }: PageProps & { order: OrderDetailView; customer?: boolean }) {
  const money = (pence: number) => formatMoney(pence, store)
  return (
    <div className="space-y-6" data-order-detail={order.number}>
      <p>{t('account.orders.placedOn', { date: formatDateWithYear(order.date.slice(0, 10), store), status: order.status })}</p>
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
                <td className={CELL}>{money(line.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {order.shippingAddress && (
          <>
            <dt className="font-semibold">{t('checkout.thankYou.deliverTo')}</dt>
            <dd>{order.shippingAddress}</dd>
          </>
        )}
        {order.billingAddress && (
          <>
            <dt className="font-semibold">{t('account.orders.billTo')}</dt>
            <dd>{order.billingAddress}</dd>
          </>
        )}
        {order.shippingMethod && (
          <>
            <dt className="font-semibold">{t('checkout.thankYou.deliveryMethod')}</dt>
            <dd>{order.shippingMethod}</dd>
          </>
        )}
        {order.paymentMethod && (
          <>
            <dt className="font-semibold">{t('checkout.thankYou.payment')}</dt>
            <dd>{order.paymentMethod}</dd>
          </>
        )}
      </dl>
      <dl className="max-w-sm divide-y divide-ink-300">
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
      {customer && (
        <div className="flex flex-wrap items-center gap-4">
          <form method="post" action={storePath(store, `${orderPath(order.number)}/reorder`)}>
            <button type="submit" className={FORM_BUTTON}>
              {t('account.orders.reorder')}
            </button>
          </form>
          <a href={storePath(store, ACCOUNT_PAGE_PATHS.orders)} className={FORM_LINK}>
            {t('account.orders.back')}
          </a>
        </div>
      )}
    </div>
  )
}
