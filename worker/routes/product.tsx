/**
 * @module
 * The product page (SPEC §2 "Product page"): the `/p/{sku}` fallback, the legacy `/Product?sku=`
 * path, and the render of a product the catch-all resolved.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { PRODUCT_BY_SKU_PREFIX } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { loadProductBySku, type ProductPageView } from '../loaders/product-page'
import { renderBasicPage } from './page-response'
import { validOrNotFound } from './valid-or-not-found'

/** A product's screen; `canonicalPath` is the product's own URL whatever path reached it. */
export function renderProductPage(c: Context<AppEnv>, product: ProductPageView, canonicalPath: string): Promise<Response> {
  return renderBasicPage(c, { kind: 'product', title: product.title, heading: product.name, description: product.description, canonicalPath })
}

const sku = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/ -]{0,63}$/)

export const productRoutes = new Hono<AppEnv>()

// SPEC §2: /p/{sku} is the product page when a product has no URL rewrite of its own.
productRoutes.get(`${PRODUCT_BY_SKU_PREFIX}:sku{.+}`, validOrNotFound('param', z.object({ sku })), async (c) => {
  const wanted = c.req.valid('param').sku
  const page = await loadProductBySku(c.var.loaderContext, wanted)
  if (!page) throw new NotFound(`no product ${wanted}`)
  return renderProductPage(c, page.critical, page.critical.canonicalPath)
})

// The SKU moves into the path, so the query string is not carried over.
productRoutes.get('/Product', validOrNotFound('query', z.object({ sku })), (c) =>
  c.redirect(storePath(c.var.store, `${PRODUCT_BY_SKU_PREFIX}${encodeURIComponent(c.req.valid('query').sku)}`), 301),
)
