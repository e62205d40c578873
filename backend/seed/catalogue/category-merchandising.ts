/**
 * @module
 * Category extensions that depend on the finished products: bestsellers and best values (SKUs, on
 * brand and top pages) and the review summary of what a page lists.
 */
import type { CatalogueBuilder } from './catalogue-builder'
import type { CatalogueProduct } from '../common/rows'

const LIST_LENGTH = 4

export function applyCategoryMerchandising(builder: CatalogueBuilder): void {
  const productsOf = new Map<number, CatalogueProduct[]>()
  for (const [productId, categories] of builder.membership) {
    const product = builder.product(productId)
    for (const id of categories) {
      let list = productsOf.get(id)
      if (!list) productsOf.set(id, (list = []))
      list.push(product)
    }
  }
  for (const category of builder.categories) {
    const products = (productsOf.get(category.id) ?? []).filter((p) => p.status === 1 && p.visibility !== 1)
    const extras = (category.extras ??= {})
    const listed = category.kind === 'brand' || category.level === 2
    if (listed) {
      const available = products.filter((p) => p.stock_status === 'IN_STOCK')
      extras.bestsellers = [...available].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).slice(0, LIST_LENGTH).map((p) => p.sku)
      const perPage = (p: CatalogueProduct) => (typeof p.extras?.per_page_price === 'number' ? p.extras.per_page_price : Number.POSITIVE_INFINITY)
      const withYield = available.filter((p) => Number.isFinite(perPage(p)) && p.extras?.per_print_type === 'per page')
      extras.best_values = (withYield.length ? withYield.sort((a, b) => perPage(a) - perPage(b) || a.id - b.id) : available.sort((a, b) => a.price_pence - b.price_pence || a.id - b.id))
        .slice(0, LIST_LENGTH)
        .map((p) => p.sku)
    }
    const reviewed = products.filter((p) => (p.review_count ?? 0) > 0)
    const count = reviewed.reduce((n, p) => n + (p.review_count ?? 0), 0)
    if (count > 0 && category.level >= 2) {
      const percent = Math.round(reviewed.reduce((sum, p) => sum + (p.rating_summary ?? 0) * (p.review_count ?? 0), 0) / count)
      extras.review_stars = { percent, count }
      if (category.kind !== 'section') extras.review_text = `Rated ${(percent / 20).toFixed(1)} out of 5 from ${count.toLocaleString('en-GB')} customer reviews of products on this page.`
    }
  }
}
