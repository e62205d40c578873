/**
 * @module
 * A catalogue query answered by the in-memory index (README "Catalogue at scale"): D1 is asked for
 * the generation, the full-text matches (FTS5) and the page's rows; everything else is counted in
 * the isolate. A query the index does not answer (lookups by SKU or URL key, a name filter or a
 * sort by name) stays with SQL.
 */
import { catalogueStateStatement, pageItemsInOrder, pageItemStatements, textMatchStatement, type CatalogueState } from '../db/catalogue-index-source'
import { needsRefresh, refreshFinalPrices } from '../db/price-index'
import type { ProductQuery, ProductSearchResult, SearchParts } from '../db/product-query'
import { priceFacet } from '../db/search-parts'
import { evaluateListing, type TextMatches } from './evaluate-listing'
import { indexAt } from './held-index'

/** Whether the index answers `query`. */
export function isIndexed(query: ProductQuery): boolean {
  return !query.skus?.length && !query.urlKeys?.length && query.nameLike === undefined && query.visibility !== 'visible' && !query.sort.some((s) => s.field === 'name')
}

export async function searchIndexed(db: D1Database, query: ProductQuery, parts: SearchParts): Promise<ProductSearchResult> {
  const ranked = query.match !== null && parts.withPage !== false && query.sort.some((s) => s.field === 'relevance')
  const [state, textRows] = await Promise.all([
    catalogueStateStatement(db).first<CatalogueState>(),
    query.match === null ? null : textMatchStatement(db, query.match, ranked).raw<[number, number]>(),
  ])
  const text: TextMatches | null = textRows && { ids: textRows.map((row) => row[0]), ranks: ranked ? textRows.map((row) => row[1]) : null }
  const index = await indexAt(db, state?.generation ?? 0)
  const listing = evaluateListing(index, query, parts, text)
  const [rows] = await Promise.all([
    listing.pageIds.length ? db.batch<{ id: number; item: string }>(pageItemStatements(db, listing.pageIds, query.storeId, parts)) : [],
    needsRefresh(state?.day, query.today) ? refreshFinalPrices(db, query.today) : undefined,
  ])
  const items = pageItemsInOrder(
    listing.pageIds,
    rows.flatMap((r) => r.results),
  )
  return {
    ids: listing.pageIds,
    items,
    total: listing.total,
    facets: listing.facets,
    categoryFacets: listing.categoryFacets,
    ...(parts.withFacets ? priceFacet(listing.pounds) : { priceBuckets: [], priceStep: 0 }),
  }
}
