import { CART_ADD_PATH } from '../../../shared/constants/shop-paths'
import { formatDateWithYear } from '../../../shared/rules/format-calendar-date'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'
import type { BoughtBeforeView } from '../../../shared/views/order-views'

const CELL = 'px-3 py-2 text-left align-middle'

/**
 * Issue 17 quick reorder: each product bought before, with the quantity of the latest time, and a
 * form per product that adds it to the basket (the card's plain add form: it lands on the basket).
 */
export function QuickReorder({ store, t, products }: PageProps & { products: readonly BoughtBeforeView[] }) {
  if (products.length === 0) return <p>{t('account.quickReorder.none')}</p>
  return (
    <div className="space-y-4">
      <p className="text-ink-700">{t('account.quickReorder.lead')}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-quick-reorder="">
          <caption className="sr-only">{t('account.quickReorder.caption')}</caption>
          <thead>
            <tr className="border-b border-ink-300">
              <th scope="col" className={CELL}>{t('account.orders.product')}</th>
              <th scope="col" className={CELL}>{t('account.quickReorder.lastOrdered')}</th>
              <th scope="col" className={CELL}>{t('account.orders.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.sku} className="border-b border-ink-300" data-bought-before={product.sku}>
                <th scope="row" className={`${CELL} font-normal`}>
                  <a href={storePath(store, product.path)} className={FORM_LINK}>
                    {product.name}
                  </a>
                </th>
                <td className={CELL}>{formatDateWithYear(product.lastOrdered, store)}</td>
                <td className={CELL}>
                  <form method="post" action={storePath(store, CART_ADD_PATH)} className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="sku" value={product.sku} />
                    <input
                      type="number"
                      name="quantity"
                      min={1}
                      max={10000}
                      step={1}
                      required
                      defaultValue={product.lastQuantity}
                      aria-label={t('account.quickReorder.quantityFor', { name: product.name })}
                      className="w-20 rounded-md border border-ink-700 px-2 py-2 text-center focus-visible:outline-2 focus-visible:outline-brand-700"
                    />
                    <button type="submit" aria-label={t('account.quickReorder.addNamed', { name: product.name })} className={FORM_BUTTON}>
                      {t('account.quickReorder.add')}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
