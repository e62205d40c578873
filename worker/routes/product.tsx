/**
 * @module
 * The product page (SPEC §2 "Product page"): the `/p/{sku}` fallback, the legacy `/Product?sku=`
 * path, and the render of a product the catch-all resolved (its page fields came with the route
 * lookup, so a product page costs one GraphQL hop before its first byte).
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { PRODUCT_BY_SKU_PREFIX } from '../../shared/constants/shop-paths'
import type { ProductPageData } from '../../shared/graphql/documents/product'
import { storePath } from '../../shared/rules/store-from-path'
import { ProductPage } from '../../client/pages/product-page'
import { mainImageSource } from '../../client/components/product/gallery-images'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { loadProductBySku, loadProductExtras, NO_EXTRAS, productCanonicalPath, productPage } from '../loaders/product-page'
import { renderPage } from '../render/render-page'
import { listingBreadcrumbs } from '../seo/listing-json-ld'
import { productPageJsonLd } from '../seo/product-page-json-ld'
import { PUBLIC_READ_MAX_AGE_SECONDS } from '../cache/strategies'
import { logAndReturn } from '../loaders/loader-context'
import { loadShipmentConfig } from '../loaders/shared-data'
import { loadReviewRatings } from '../loaders/review-ratings'
import type { ShipmentConfigData } from '../../shared/graphql/documents/shipment'
import { dispatchMessage, secondsUntil, type DispatchMessage, type ShipmentRules } from '../../shared/rules/dispatch-message'
import { formatCalendarDate } from '../../shared/rules/format-calendar-date'
import { londonDate } from '../../shared/rules/london-clock'
import { isPromotionActive } from '../../shared/rules/promotion-window'
import type { DeliveryNoteView } from '../../client/components/product/delivery-note'
import type { ProductPageView } from '../../shared/views/product-view'
import { validOrNotFound } from './valid-or-not-found'
import { sharedPage } from '../middleware/shared-page'

/** `?reviews-page=n`: which page of reviews the Reviews tab shows; anything else is the first. */
function reviewsPage(c: Context<AppEnv>): number {
  const page = Number(c.req.query('reviews-page'))
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1
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
function deliveryNote(c: Context<AppEnv>, product: ProductPageView, dispatch: DispatchMessage | null): DeliveryNoteView | null {
  const { t, store } = c.var
  const special = product.specialStock
  if (special?.kind === 'leadTime') return { text: t('product.delivery.leadTime', { from: special.from, to: special.to }), special: null }
  if (!dispatch) return special ? { text: special.text, special: null } : null
  const date = formatCalendarDate(dispatch.date, store, product.today)
  const text =
    dispatch.kind === 'tomorrow'
      ? t('product.delivery.tomorrow')
      : dispatch.kind === 'before'
        ? t('product.delivery.before', { date, time: dispatch.cutOff })
        : t(dispatch.kind === 'christmas' ? 'product.delivery.christmas' : 'product.delivery.on', { date })
  return { text, special: special?.text ?? null }
}

/** A product's screen, at its own URL (`productCanonicalPath`) whatever path reached it. */
export async function renderProductPage(c: Context<AppEnv>, product: ProductPageData): Promise<Response> {
  const canonicalPath = productCanonicalPath(product)
  const { store, t, loaderContext } = c.var
  const now = Date.now()
  const today = londonDate(now)
  // Everything the page shows is awaited, together, before the first byte: a section streamed in
  // later would stay hidden for a shopper without scripts (React swaps it in with one), and the
  // page must be whole without them. The second query runs beside the KV reads, not after them.
  const [view, shipment, reviewRatings, extras] = await Promise.all([
    productPage(loaderContext, product, canonicalPath, { isPromotionActive: (startDate, endDate) => isPromotionActive({ startDate, endDate }, now), today }),
    loadShipmentConfig(loaderContext).catch(logAndReturn(loaderContext, 'shipment config', null)),
    loadReviewRatings(loaderContext).catch(logAndReturn(loaderContext, 'review ratings', [])),
    product.sku ? loadProductExtras(loaderContext, product.sku, reviewsPage(c)) : Promise.resolve(NO_EXTRAS),
  ])
  if (!view) throw new NotFound(`product ${product.sku ?? '?'} cannot be shown`)
  const origin = new URL(c.req.url).origin
  const absolute = (path: string) => new URL(storePath(store, path), origin).href
  const breadcrumbs = listingBreadcrumbs(t('breadcrumbs.home'), view.breadcrumbs, { name: view.name, url: absolute(view.path) }, absolute)
  const dispatch = shipment ? dispatchMessage(shipmentRules(shipment), view.deliveryCutOff, now) : null
  const firstImage = view.gallery.find((item) => item.kind === 'image')
  const main = firstImage ? mainImageSource(firstImage.url) : null
  const page = <ProductPage store={store} t={t} product={view} delivery={deliveryNote(c, view, dispatch)} extras={extras} reviewRatings={reviewRatings} />
  return renderPage(
    c,
    page,
    {
      // SPEC §1: "page title is the product's name", as it is, without the meta title or the shop's name.
      title: view.name,
      description: view.description ?? undefined,
      canonicalPath: storePath(store, view.path),
      jsonLd: productPageJsonLd(view, extras, { store, absolute, breadcrumbs }),
      social: { type: 'product', image: firstImage?.url },
      preloadImage: main ? { href: main.src, srcSet: main.srcSet, sizes: main.sizes } : undefined,
    },
    // The delivery message is true until the next cut-off or midnight: no cache may keep it longer.
    { freshForSeconds: dispatch ? secondsUntil(dispatch.changesAt, now, PUBLIC_READ_MAX_AGE_SECONDS) : PUBLIC_READ_MAX_AGE_SECONDS },
  )
}

const sku = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/ -]{0,63}$/)

export const productRoutes = new Hono<AppEnv>()

// SPEC §2: /p/{sku} is the product page when a product has no URL rewrite of its own.
productRoutes.get(`${PRODUCT_BY_SKU_PREFIX}:sku{.+}`, sharedPage(), validOrNotFound('param', z.object({ sku })), async (c) => {
  const wanted = c.req.valid('param').sku
  const product = await loadProductBySku(c.var.loaderContext, wanted)
  if (!product) throw new NotFound(`no product ${wanted}`)
  return renderProductPage(c, product)
})

// The SKU moves into the path, so the query string is not carried over.
productRoutes.get('/Product', validOrNotFound('query', z.object({ sku })), (c) =>
  c.redirect(storePath(c.var.store, `${PRODUCT_BY_SKU_PREFIX}${encodeURIComponent(c.req.valid('query').sku)}`), 301),
)
