import { CHECKOUT_START_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { BasketEmpty } from '../components/basket/basket-empty'
import { BasketLine } from '../components/basket/basket-line'
import { BasketTotals } from '../components/basket/basket-totals'
import type { BasketAnalytics, BasketView } from '../../shared/views/basket-view'
import { CouponForm } from '../components/basket/coupon-form'
import { FreeDeliveryProgress } from '../components/basket/free-delivery-progress'
import { buttonClass } from '../components/listing/add-to-basket-form'
import type { PageProps } from '../components/page-props'
import type { SwitchAndSaveOfferView } from '../../shared/views/printer-views'
import { SwitchAndSavePanel } from '../components/printers/switch-and-save-panel'

/**
 * SPEC §2 /cart: the shopper's basket, complete without JavaScript (every change is a plain form
 * that posts and comes back here). Goods for the free-delivery threshold are after discounts,
 * including VAT, as the back end's shipping rates count them.
 */
export function BasketPage({ store, t, view, offers = [] }: PageProps & { view: BasketView; offers?: readonly SwitchAndSaveOfferView[] }) {
  const { totals } = view
  const goods = totals.subtotal.incl - totals.discounts.reduce((sum, discount) => sum + discount.amount, 0)
  // For the scripts: the badge's count, and the lines as the data layer's view_cart takes them.
  const analytics: BasketAnalytics = {
    currency: store.currency,
    valuePence: totals.grandTotal,
    coupon: view.coupon,
    items: view.lines.map((line) => ({ uid: line.uid, sku: line.sku, name: line.name, pricePence: line.unitPrice.incl, quantity: line.quantity })),
  }
  return (
    <section
      className="space-y-6"
      data-page-kind="cart"
      data-total-quantity={view.totalQuantity}
      data-analytics={JSON.stringify(analytics)}
      aria-labelledby="page-heading"
    >
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {t('page.cart')}
      </h1>
      {view.lines.length === 0 ? (
        <BasketEmpty store={store} t={t} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="basket-lines-heading">
            <h2 id="basket-lines-heading" className="text-ink-700">
              {view.totalQuantity === 1 ? t('basket.itemCount.one') : t('basket.itemCount', { count: view.totalQuantity })}
            </h2>
            <ul aria-label={t('basket.linesHeading')}>
              {view.lines.map((line, index) => (
                <BasketLine key={line.uid} store={store} t={t} line={line} first={index === 0} />
              ))}
            </ul>
            {offers.length > 0 && (
              <div className="mt-6">
                <SwitchAndSavePanel store={store} t={t} offers={offers} mode="basket" />
              </div>
            )}
          </section>
          <aside aria-labelledby="basket-totals-heading" className="space-y-4">
            <h2 id="basket-totals-heading" className="text-xl font-bold text-ink-900">
              {t('basket.totals.heading')}
            </h2>
            <FreeDeliveryProgress store={store} t={t} goods={goods} />
            <BasketTotals store={store} t={t} totals={totals} />
            <a href={storePath(store, CHECKOUT_START_PATH)} data-begin-checkout="" className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
              {t('basket.checkout')}
            </a>
            <CouponForm store={store} t={t} coupon={view.coupon} />
          </aside>
        </div>
      )}
    </section>
  )
}
