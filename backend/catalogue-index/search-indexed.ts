/**
 * @module
 * A catalogue query answered by the in-memory index (docs/performance.md "Catalogue at scale"):
 * D1 is asked for the generation and the page's rows; the search, the matches, the facets and the
 * order are worked out in the isolate.
 */
import type { Database } from '../db/database'
import { catalogueStateStatement, pageItemsInOrder, pageItemStatements, productIdsByUrlKeys, type CatalogueState } from '../db/catalogue-index-source'
import { needsRefresh, refreshFinalPrices } from '../db/price-index'
import type { ProductQuery, ProductSearchResult, SearchParts } from '../db/product-query'
import { priceFacet } from '../db/search-parts'
import { evaluateListing } from './evaluate-listing'
import { indexAt, type KeepAlive } from './held-index'
import { matchText } from './text-match'

export async function searchIndexed(db: Database, query: ProductQuery, parts: SearchParts, keepAlive: KeepAlive | null): Promise<ProductSearchResult> {
  const ranked = parts.withPage !== false && query.sort.some((s) => s.field === 'relevance')
  const [state, urlKeyIds] = await Promise.all([
    catalogueStateStatement(db).first<CatalogueState>(),
    query.urlKeys?.length ? productIdsByUrlKeys(db, query.urlKeys).then((ids) => new Set(ids)) : null,
  ])
  const index = await indexAt(db, state ?? { generation: 0, seq: null, mark: null, day: null }, keepAlive)
  const text = query.text && matchText(index, query.text, ranked)
  const listing = evaluateListing(index, query, parts, text, urlKeyIds)
  const [rows] = await Promise.all([
    listing.pageIds.length ? db.batch<{ id: number; item: string }>(pageItemStatements(db, listing.pageIds, query.storeId, parts)) : [],
    needsRefresh(state?.day, query.today) ? refreshFinalPrices(db, query.today) : undefined,
  ])
  return {
    ids: listing.pageIds,
    items: pageItemsInOrder(listing.pageIds, rows.flatMap((r) => r.results)),
    total: listing.total,
    facets: listing.facets,
    categoryFacets: listing.categoryFacets,
    ...(parts.withFacets ? priceFacet(listing.pounds) : { priceBuckets: [], priceStep: 0 }),
  }
}
