/**
 * @module
 * The German store view's row of every product (migration 0017): the German texts its generator
 * wrote alongside the English ones, and the German wording of its text extensions.
 */
import { BRANDS } from '../catalogue/brands'
import type { CatalogueBuilder } from '../catalogue/catalogue-builder'
import { germanProductExtras } from './product-extras-de'
import type { ProductStoreTextRow } from '../common/rows'

export function germanProductTexts(builder: CatalogueBuilder, storeId: number): ProductStoreTextRow[] {
  return [...builder.germanCopy].map(([productId, { extras, ...copy }]) => {
    const product = builder.product(productId)
    const brand = BRANDS[builder.metaOf(productId).brand].name
    return { product_id: productId, store_id: storeId, ...copy, extras: { ...germanProductExtras(product.extras ?? {}, brand), ...extras } }
  })
}
