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
import { loadProductBySku } from '../loaders/product-page'
import { loadProductPage } from '../loaders/product-screen'
import { renderPage } from '../render/render-page'
import { listingBreadcrumbs } from '../seo/listing-json-ld'
import { productPageJsonLd } from '../seo/product-page-json-ld'
import { PUBLIC_READ_MAX_AGE_SECONDS } from '../cache/strategies'
import { secondsUntil } from '../../shared/rules/dispatch-message'
import { validOrNotFound } from '../middleware/valid-or-not-found'
import { sharedPage } from '../middleware/shared-page'

/** `?reviews-page=n`: which page of reviews the Reviews tab shows; anything else is the first. */
function reviewsPage(c: Context<AppEnv>): number {
  const page = Number(c.req.query('reviews-page'))
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1
}

/** A product's screen, at its own URL (`productCanonicalPath`) whatever path reached it. */
export async function renderProductPage(c: Context<AppEnv>, product: ProductPageData): Promise<Response> {
  const { store, t } = c.var
  const now = Date.now()
  const screen = await loadProductPage(c.var.loaderContext, product, { reviewsPage: reviewsPage(c), now, t })
  if (!screen) throw new NotFound(`product ${product.sku ?? '?'} cannot be shown`)
  const { view, extras, reviewRatings, delivery, dispatch } = screen
  const origin = new URL(c.req.url).origin
  const absolute = (path: string) => new URL(storePath(store, path), origin).href
  const breadcrumbs = listingBreadcrumbs(t('breadcrumbs.home'), view.breadcrumbs, { name: view.name, url: absolute(view.path) }, absolute)
  const firstImage = view.gallery.find((item) => item.kind === 'image')
  const main = firstImage ? mainImageSource(firstImage.url) : null
  return renderPage(
    c,
    <ProductPage store={store} t={t} product={view} delivery={delivery} extras={extras} reviewRatings={reviewRatings} />,
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
