import { formatCalendarDate } from '../../../shared/rules/format-calendar-date'
import type { PageProps } from '../page-props'
import type { ProductPageView } from '../../../shared/views/product-view'

/** What the stock line says: the product's, or a configurable product's chosen variant's. */
export type StockView = Pick<ProductPageView, 'inStock' | 'onlyLeft'> & Partial<Pick<ProductPageView, 'dueInDate' | 'today'>>

/** SPEC §3 stock: in stock, "only n left" at 10 or fewer, or out of stock with the date it is due back. */
export function StockLine({ store, t, stock }: PageProps & { stock: StockView }) {
  if (!stock.inStock) {
    return (
      <p className="font-semibold text-danger-700" data-stock="out">
        {t('stock.out')}
        {stock.dueInDate ? <span className="block text-sm font-normal text-ink-700">{t('product.dueIn', { date: formatCalendarDate(stock.dueInDate, store, stock.today ?? null) })}</span> : null}
      </p>
    )
  }
  return (
    <p className="font-semibold text-stock-700" data-stock="in">
      {stock.onlyLeft !== null && stock.onlyLeft <= 10 ? t('stock.onlyLeft', { count: stock.onlyLeft }) : t('stock.in')}
    </p>
  )
}
