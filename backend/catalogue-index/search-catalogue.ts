/**
 * @module
 * Which engine answers a catalogue query. Without a search, a category page in its default order
 * reads the layered-navigation indexes and a lookup by SKU or URL key (a product page) its unique
 * keys: one D1 statement each, and a cold isolate need not read the catalogue first. Every other
 * listing, and every search, is answered by the in-memory index.
 */
import type { Database } from '../db/database'
import { isPlainCategoryListing } from '../db/category-page-search'
import type { ProductQuery, ProductSearchResult, SearchParts } from '../db/product-query'
import { searchProducts } from '../db/product-search'
import type { KeepAlive } from './held-index'
import { searchIndexed } from './search-indexed'

/** `keepAlive`: the request's `waitUntil`, under which the catalogue index's reading is shared (held-index.ts). */
export function searchCatalogue(db: Database, query: ProductQuery, parts: SearchParts, keepAlive: KeepAlive | null): Promise<ProductSearchResult> {
  const plainInOrder =
    isPlainCategoryListing(query) !== null && (parts.withPage === false || query.sort.every((s) => s.field === 'position' && s.direction === 'ASC'))
  const lookup = query.text === null && Boolean(query.skus?.length || query.urlKeys?.length)
  return plainInOrder || lookup ? searchProducts(db, query, parts) : searchIndexed(db, query, parts, keepAlive)
}
