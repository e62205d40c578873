/**
 * @module
 * The product page's data (SPEC §2 "Product page"): the product the route lookup found, or the one
 * `/p/{sku}` names, mapped to what the page shows and where its canonical URL points.
 */
import { PRODUCT_BY_SKU } from '../../shared/graphql/documents/route'
import type { ProductPageHeadFragment } from '../../shared/graphql/generated'
import type { LoaderContext, PageData } from './loader-context'

export type ProductPageView = { title: string; name: string; description: string | null }

type ProductHead = Pick<ProductPageHeadFragment, 'sku' | 'name' | 'meta_title' | 'meta_description'>

export function productPageView(product: ProductHead, fallbackName: string): ProductPageView {
  const name = product.name ?? product.sku ?? fallbackName
  return { title: product.meta_title || name, name, description: product.meta_description }
}

/** The product's own URL when it has one, else the `/p/{sku}` fallback itself. */
export function productCanonicalPath(product: Pick<ProductPageHeadFragment, 'url_key'>, sku: string): string {
  return product.url_key ? `/${product.url_key}.html` : `/p/${encodeURIComponent(sku)}`
}

/** SPEC §2 `/p/{sku}`: null when no product has exactly this SKU. */
export async function loadProductBySku(ctx: LoaderContext, sku: string): Promise<PageData<ProductPageView & { canonicalPath: string }> | null> {
  const { products } = await ctx.graphql.query(PRODUCT_BY_SKU, { sku })
  const product = products?.items?.find((item) => item?.sku === sku)
  if (!product) return null
  return { critical: { ...productPageView(product, sku), canonicalPath: productCanonicalPath(product, sku) }, deferred: {} }
}
