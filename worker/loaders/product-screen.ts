/**
 * @module
 * Everything the product page shows (SPEC §2 "Product page"), loaded together before the first
 * byte: a section streamed in later would stay hidden for a shopper without scripts (React swaps it
 * in with one), and the page must be whole without them. The product's view, its cards and a page
 * of reviews (the second query runs beside the KV reads, not after them), the shop's ratings for
 * the review form, and SPEC §4's delivery message in words.
 */
import type { DeliveryNoteView } from '../../client/components/product/delivery-note'
import type { ProductPageData } from '../../shared/graphql/documents/product'
import type { ShipmentConfigData } from '../../shared/graphql/documents/shipment'
import type { Translate } from '../../shared/messages/translate'
import { dispatchMessage, type DispatchMessage, type ShipmentRules } from '../../shared/rules/dispatch-message'
import { formatCalendarDate } from '../../shared/rules/format-calendar-date'
import { londonDate } from '../../shared/rules/london-clock'
import { isPromotionActive } from '../../shared/rules/promotion-window'
import type { ProductExtrasView, ProductPageView, ReviewRatingView } from '../../shared/views/product-view'
import { logAndReturn, type LoaderContext } from './loader-context'
import { loadProductExtras, NO_EXTRAS, productCanonicalPath, productPage } from './product-page'
import { loadReviewRatings } from './review-ratings'
import { loadShipmentConfig } from './cached-reads'

export type ProductScreen = {
  view: ProductPageView
  extras: ProductExtrasView
  reviewRatings: readonly ReviewRatingView[]
  delivery: DeliveryNoteView | null
  /** When the delivery message was worked out for (its words change at the next cut-off). */
  dispatch: DispatchMessage | null
}

export type ProductScreenOptions = {
  /** Which page of reviews the Reviews tab shows. */
  reviewsPage: number
  /** The time the page is for: promotions and the delivery message depend on it. */
  now: number
  t: Translate
}

function shipmentRules(config: ShipmentConfigData): ShipmentRules {
  return {
    cutOffTime: config.cut_off_time,
    holidays: config.holidays ?? [],
    christmasEnabled: config.christmas_enabled === true,
    showChristmasDelivery: config.show_christmas_delivery === true,
    deliveryDateAfterChristmas: config.delivery_date_after_christmas,
  }
}

/** SPEC §4 "Delivery message" in words; a product with a lead time of its own says that instead. */
function deliveryNote(ctx: LoaderContext, t: Translate, product: ProductPageView, dispatch: DispatchMessage | null): DeliveryNoteView | null {
  const special = product.specialStock
  if (special?.kind === 'leadTime') return { text: t('product.delivery.leadTime', { from: special.from, to: special.to }), special: null }
  if (!dispatch) return special ? { text: special.text, special: null } : null
  const date = formatCalendarDate(dispatch.date, ctx.store, product.today)
  const text =
    dispatch.kind === 'tomorrow'
      ? t('product.delivery.tomorrow')
      : dispatch.kind === 'before'
        ? t('product.delivery.before', { date, time: dispatch.cutOff })
        : t(dispatch.kind === 'christmas' ? 'product.delivery.christmas' : 'product.delivery.on', { date })
  return { text, special: special?.text ?? null }
}

/** The product's page at its own URL (`productCanonicalPath`), or null when it cannot be shown. */
export async function loadProductPage(ctx: LoaderContext, product: ProductPageData, { reviewsPage, now, t }: ProductScreenOptions): Promise<ProductScreen | null> {
  const today = londonDate(now)
  const [view, shipment, reviewRatings, extras] = await Promise.all([
    productPage(ctx, product, productCanonicalPath(product), { isPromotionActive: (startDate, endDate) => isPromotionActive({ startDate, endDate }, now), today }),
    loadShipmentConfig(ctx).catch(logAndReturn(ctx, 'shipment config', null)),
    loadReviewRatings(ctx).catch(logAndReturn(ctx, 'review ratings', [])),
    product.sku ? loadProductExtras(ctx, product.sku, reviewsPage) : Promise.resolve(NO_EXTRAS),
  ])
  if (!view) return null
  const dispatch = shipment ? dispatchMessage(shipmentRules(shipment), view.deliveryCutOff, now) : null
  return { view, extras, reviewRatings, delivery: deliveryNote(ctx, t, view, dispatch), dispatch }
}
