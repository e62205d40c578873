/**
 * @module
 * A category page with no other filter, read from the layered-navigation indexes: the total, the
 * facet counts and the price histogram, with the page in one batch.
 */
import type { Database } from './database'
import { indexedCategoryCounts, indexedFacetCounts } from './category-facet-index'
import { searchLive } from './live-search'
import { finalPrice, indexedPriceCounts, needsRefresh, refreshFinalPrices, storedPriceDay } from './price-index'
import type { CategoryFacetCount, FacetCount, ProductQuery, ProductSearchResult, SearchParts } from './product-query'
import { pageItem, parsePageItem, priceFacet, Sql } from './search-parts'

/** The category id when the query is a category page with no other filter (indexed facets apply). */
export function isPlainCategoryListing(query: ProductQuery): number | null {
  const plain =
    query.text === null &&
    query.categoryIds?.length === 1 &&
    !query.skus?.length &&
    !query.urlKeys?.length &&
    query.nameLike === undefined &&
    query.priceFrom === undefined &&
    query.priceTo === undefined &&
    [...query.attributes.values()].every((options) => options.length === 0) &&
    query.visibility === 'catalog'
  return plain ? query.categoryIds![0]! : null
}

/**
 * A category page with no other filter: the page walks the (category, position) index when in
 * default order, and the total, facet counts and price histogram come from the layered-navigation
 * indexes (the histogram only while the stored prices are today's).
 */
export async function searchCategoryPage(db: Database, query: ProductQuery, categoryId: number, facets: SearchParts): Promise<ProductSearchResult> {
  const byPosition = query.sort.every((s) => s.field === 'position' && s.direction === 'ASC')
  if (!byPosition && facets.withPage !== false) return searchLive(db, query, facets)
  const sql = new Sql()
  const category = sql.bind(categoryId)
  const stock = query.inStockOnly ? "AND p.stock_status = 'IN_STOCK'" : ''
  const from = `FROM category_products cp INDEXED BY category_products_by_position JOIN products p ON p.id = cp.product_id
    WHERE cp.category_id = ${category} AND p.status = 1 AND p.visibility IN (2, 4) ${stock}`
  const statements = [
    indexedCategoryCounts(db, [categoryId], query.inStockOnly),
    ...(facets.withPage === false
      ? []
      : [
          db
            .prepare(
              `SELECT p.id, ${pageItem('cp.product_id', facets, sql.shared('store', query.storeId))} AS item ${from} ORDER BY cp.position, cp.product_id LIMIT ${sql.bind(query.pageSize)} OFFSET ${sql.bind((query.currentPage - 1) * query.pageSize)}`,
            )
            .bind(...sql.params),
        ]),
  ]
  if (facets.withFacets) {
    statements.push(
      storedPriceDay(db),
      indexedPriceCounts(db, categoryId, query.inStockOnly),
      indexedFacetCounts(db, categoryId, facets.attributes, query.inStockOnly),
      ...(facets.categoryIds.length ? [indexedCategoryCounts(db, facets.categoryIds, query.inStockOnly)] : []),
    )
  }
  const results = await db.batch(statements)
  const rowsOf = <R>(i: number) => (results[i]?.results ?? []) as R[]
  let index = 0
  const total = rowsOf<{ count: number }>(index++)[0]?.count ?? 0
  const page = facets.withPage === false ? [] : rowsOf<{ id: number; item: string }>(index++)
  const ids = page.map((r) => r.id)
  const items = page.map((r) => parsePageItem(r.item))
  if (!facets.withFacets) return { ids, items, total, facets: [], categoryFacets: [], priceBuckets: [], priceStep: 0 }
  const day = rowsOf<{ day: string | null }>(index++)[0]?.day
  let pounds = rowsOf<{ pound: number; count: number }>(index++)
  const facetCounts = rowsOf<FacetCount>(index++)
  const categoryFacets = facets.categoryIds.length ? rowsOf<CategoryFacetCount>(index++).filter((f) => f.count > 0) : []
  if (day !== query.today) {
    // The stored prices are another day's: count live, and move them on for later requests.
    const price = new Sql()
    const priceCategory = price.bind(categoryId)
    const live = db
      .prepare(
        `SELECT CAST(${finalPrice(price.bind(query.today))} / 100 AS INTEGER) AS pound, COUNT(*) AS count FROM category_products cp JOIN products p ON p.id = cp.product_id
         WHERE cp.category_id = ${priceCategory} AND p.status = 1 AND p.visibility IN (2, 4) ${stock} GROUP BY pound`,
      )
      .bind(...price.params)
      .all<{ pound: number; count: number }>()
    const [{ results: rows }] = await Promise.all([live, needsRefresh(day, query.today) ? refreshFinalPrices(db, query.today) : undefined])
    pounds = rows
  }
  return { ids, items, total, facets: facetCounts, categoryFacets, ...priceFacet(pounds) }
}
