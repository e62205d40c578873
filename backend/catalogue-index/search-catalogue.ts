/**
 * @module
 * Which engine answers a catalogue query. A category page in its default order reads the
 * layered-navigation indexes (one D1 batch, no isolate memory needed); lookups by SKU or URL key,
 * name filters and name sorts stay with SQL; every other listing and search is answered by the
 * in-memory index.
 */
import { isPlainCategoryListing } from '../db/category-page-search'
import type { ProductQuery, ProductSearchResult, SearchParts } from '../db/product-query'
import { searchProducts } from '../db/product-search'
import { isIndexed, searchIndexed } from './search-indexed'

export function searchCatalogue(db: D1Database, query: ProductQuery, parts: SearchParts): Promise<ProductSearchResult> {
  const plainInOrder =
    isPlainCategoryListing(query) !== null && (parts.withPage === false || query.sort.every((s) => s.field === 'position' && s.direction === 'ASC'))
  return !plainInOrder && isIndexed(query) ? searchIndexed(db, query, parts) : searchProducts(db, query, parts)
}
