/**
 * @module
 * What the catalogue query behind `products` asks (filters, sorting, paging, which facets) and what
 * it returns.
 */
import type { MediaRecord } from './product-relations'
import type { ProductRecord } from './products'

export type SortField = 'relevance' | 'position' | 'name' | 'price'
export type SortDirection = 'ASC' | 'DESC'

/** A shopper's search: its words (as the catalogue index splits text) and whether all or any must be found. */
export type TextSearch = { words: readonly string[]; mode: 'all' | 'any' }

export type ProductQuery = {
  /** A search, or null for none (answered by the catalogue index: docs/backend.md "Search"). */
  text: TextSearch | null
  categoryIds?: readonly number[]
  skus?: readonly string[]
  urlKeys?: readonly string[]
  /** Substring of the name. */
  nameLike?: string
  /** Inclusive final-price bounds in base-currency pence. */
  priceFrom?: number
  priceTo?: number
  /** Option ids by attribute code: a product matches one of each attribute's options. */
  attributes: ReadonlyMap<string, readonly number[]>
  inStockOnly: boolean
  /** Which visibility a listing needs: search results (3, 4), catalogue pages (2, 4), or any visible (a lookup by SKU or URL key). */
  visibility: 'search' | 'catalog' | 'visible'
  sort: readonly { field: SortField; direction: SortDirection }[]
  pageSize: number
  currentPage: number
  /** Today, YYYY-MM-DD, for special-price windows. */
  today: string
  /** The store view whose product names and texts the page carries and a name filter or sort reads. */
  storeId: number
}

export type FacetCount = { attribute_code: string; option_id: number; count: number }
export type CategoryFacetCount = { category_id: number; count: number }
export type PriceBucket = { bucket: number; count: number }

/** A page's product, and its media when they were asked for. */
export type PageItem = { product: ProductRecord; media: MediaRecord[] | null }

export type ProductSearchResult = {
  ids: number[]
  /** The page's products in page order, read by the statement that picks the page. */
  items: PageItem[]
  total: number
  facets: FacetCount[]
  categoryFacets: CategoryFacetCount[]
  priceBuckets: PriceBucket[]
  /** Width of a price bucket in base pence (0 when there are no prices). */
  priceStep: number
}

/** Which parts of the answer a caller needs. */
export type SearchParts = {
  withFacets: boolean
  attributes: readonly string[]
  categoryIds: readonly number[]
  /** False when nobody asked for the items: the page (and its ranking) is skipped. */
  withPage?: boolean
  /** Whether the page's items carry their media. */
  withMedia?: boolean
}
