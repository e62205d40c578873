/**
 * @module
 * The catalogue query behind `products` in SQL, without a search (the catalogue index answers
 * those): filters, sorting, paging and facet counts in one D1 round trip. A plain category page
 * reads the layered-navigation indexes (category-page-search); any other query is one statement
 * (live-search).
 */
import type { Database } from './database'
import { isPlainCategoryListing, searchCategoryPage } from './category-page-search'
import { searchLive } from './live-search'
import type { ProductQuery, ProductSearchResult, SearchParts } from './product-query'

export { type CategoryFacetCount, type FacetCount, type PageItem, type PriceBucket, type ProductQuery, type ProductSearchResult, type SearchParts, type SortDirection, type SortField, type TextSearch } from './product-query'
export { priceStepPence } from './search-parts'

/**
 * Runs a catalogue query. Facet counts (for `facets.attributes` and `facets.categoryIds`) and price
 * buckets are computed only when `withFacets` is set, as they cost most of the time.
 */
export function searchProducts(db: Database, query: ProductQuery, facets: SearchParts): Promise<ProductSearchResult> {
  const category = isPlainCategoryListing(query)
  return category !== null ? searchCategoryPage(db, query, category, facets) : searchLive(db, query, facets)
}
