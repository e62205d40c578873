import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { formatDateWithYear } from '../../../shared/rules/format-calendar-date'
import { formatMoney } from '../../../shared/rules/format-money'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_LINK } from './entry-frame'
import type { OrderHistoryView } from '../../../shared/views/order-views'
import { PageLinks } from './page-links'

const CELL = 'px-3 py-2 text-left'

export const orderPath = (number: string) => `${ACCOUNT_PAGE_PATHS.orders}/${encodeURIComponent(number)}`

/** Issue 17 order history: each order's number, date, status, items and total, newest first, a page at a time. */
export function OrderHistory({ store, t, history }: PageProps & { history: OrderHistoryView }) {
  if (history.orders.length === 0) return <p>{t('account.orders.none')}</p>
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-order-history="">
          <caption className="sr-only">{t('account.orders.caption')}</caption>
          <thead>
            <tr className="border-b border-ink-300">
              <th scope="col" className={CELL}>{t('account.orders.number')}</th>
              <th scope="col" className={CELL}>{t('account.orders.date')}</th>
              <th scope="col" className={CELL}>{t('account.orders.status')}</th>
              <th scope="col" className={CELL}>{t('account.orders.items')}</th>
              <th scope="col" className={CELL}>{t('account.orders.total')}</th>
              <th scope="col" className={CELL}>{t('account.orders.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {history.orders.map((order) => (
              <tr key={order.number} className="border-b border-ink-300" data-order={order.number}>
                <th scope="row" className={CELL}>
                  <a href={storePath(store, orderPath(order.number))} aria-label={t('account.orders.viewNamed', { number: order.number })} className={FORM_LINK}>
                    {order.number}
                  </a>
                </th>
                <td className={CELL}>{formatDateWithYear(order.date, store)}</td>
                <td className={CELL}>{order.status}</td>
                <td className={CELL}>{order.itemCount}</td>
                <td className={CELL}>{formatMoney(order.grandTotal, store)}</td>
                <td className={CELL}>
                  <div className="flex flex-wrap gap-3">
                    {order.actions.includes('REORDER') && (
                      <form method="post" action={storePath(store, `${orderPath(order.number)}/reorder`)}>
                        <button type="submit" aria-label={t('account.orders.reorderNamed', { number: order.number })} className={`${FORM_LINK} cursor-pointer`}>
                          {t('account.orders.reorderShort')}
                        </button>
                      </form>
                    )}
                    {order.actions.includes('CANCEL') && (
                      <a href={`${storePath(store, orderPath(order.number))}#cancel`} aria-label={t('account.orders.cancelNamed', { number: order.number })} className={FORM_LINK}>
                        {t('account.orders.cancelShort')}
                      </a>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks
        store={store}
        t={t}
        path={ACCOUNT_PAGE_PATHS.orders}
        page={history.page}
        totalPages={history.totalPages}
        labels={{ nav: 'account.orders.pages', newer: 'account.orders.newer', older: 'account.orders.older' }}
      />
    </div>
  )
}
