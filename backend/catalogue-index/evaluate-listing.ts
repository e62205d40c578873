/**
 * @module
 * A catalogue query answered from the in-memory index: the same matches, total, page order, facet
 * counts, category counts and price histogram as the SQL of `searchLive`, computed in one pass
 * over the candidates (docs/performance.md "Catalogue at scale").
 */
import type { CategoryFacetCount, FacetCount, ProductQuery, SearchParts } from '../db/product-query'
import { finalPrices, type CatalogueIndex } from './catalogue-index'
import { nameOrder, nocase as asciiLower, storeName } from './product-names'
import type { TextMatches } from './text-match'
import { firstK } from './top-k'

export type IndexedListing = {
  /** The page's product ids, in order. */
  pageIds: number[]
  total: number
  facets: FacetCount[]
  categoryFacets: CategoryFacetCount[]
  /** Matches per whole pound of final price, ignoring the price filter. */
  pounds: { pound: number; count: number }[]
}

const VISIBLE: Record<ProductQuery['visibility'], (v: number) => boolean> = {
  search: (v) => v === 3 || v === 4,
  catalog: (v) => v === 2 || v === 4,
  visible: (v) => v > 1,
}

/** Dense numbers of the candidates: the text's matches, the categories' products, or everything. */
function candidatesOf(index: CatalogueIndex, query: ProductQuery, text: TextMatches | null): ArrayLike<number> {
  const categories = query.categoryIds?.map((id) => index.categories.get(id) ?? new Int32Array(0))
  if (text === null && categories?.length === 1) return categories[0]!
  let inCategories: Uint8Array | null = null
  if (categories) {
    inCategories = new Uint8Array(index.size)
    for (const list of categories) for (const dense of list) inCategories[dense] = 1
  }
  if (text !== null) return inCategories === null ? text.dense : text.dense.filter((dense) => inCategories[dense])
  if (inCategories !== null) {
    const found: number[] = []
    for (let d = 0; d < index.size; d++) if (inCategories[d]) found.push(d)
    return found
  }
  return index.byPosition
}


/** The SKU, URL key and name filters as one test of a product, or null when there are none. */
function lookupFilter(index: CatalogueIndex, query: ProductQuery, urlKeyIds: ReadonlySet<number> | null): ((dense: number) => boolean) | null {
  const tests: ((dense: number) => boolean)[] = []
  if (query.skus?.length) {
    const skus = new Set(query.skus.map(asciiLower))
    tests.push((dense) => skus.has(asciiLower(index.skus[dense]!)))
  }
  if (urlKeyIds !== null) tests.push((dense) => urlKeyIds.has(index.ids[dense]!))
  if (query.nameLike !== undefined) {
    const part = asciiLower(query.nameLike)
    tests.push((dense) => asciiLower(storeName(index, query.storeId, dense)).includes(part))
  }
  return tests.length ? (dense) => tests.every((test) => test(dense)) : null
}

/** A mask of the products that have one of `optionIds` of attribute `code`. */
function optionMask(index: CatalogueIndex, code: string, optionIds: readonly number[]): Uint8Array {
  const mask = new Uint8Array(index.size)
  const byOption = index.options.get(code)
  for (const optionId of optionIds) for (const dense of byOption?.get(optionId) ?? []) mask[dense] = 1
  return mask
}

/** Counts of the wanted values over the products of `lists`. */
function countValues(index: CatalogueIndex, lists: readonly number[][], wanted: (value: number) => boolean): FacetCount[] {
  const counts = new Int32Array(index.values.length)
  for (const list of lists) {
    for (const dense of list) {
      for (let v = index.valueStart[dense]!, end = index.valueStart[dense + 1]!; v < end; v++) counts[index.valueOf[v]!] = counts[index.valueOf[v]!]! + 1
    }
  }
  const facets: FacetCount[] = []
  counts.forEach((count, value) => {
    if (count > 0 && wanted(value)) facets.push({ attribute_code: index.values[value]!.code, option_id: index.values[value]!.optionId, count })
  })
  return facets
}

/**
 * The page order: the query's sort terms, then position and id. Relevance is the search's rank,
 * lower first for "best first" (DESC); a name compares as SQLite's NOCASE does.
 */
function comparator(index: CatalogueIndex, query: ProductQuery, prices: Int32Array, ranks: Float64Array | null): (a: number, b: number) => number {
  const names = query.sort.some((s) => s.field === 'name') ? nameOrder(index, query.storeId) : null
  const terms = query.sort.flatMap(({ field, direction }) => {
    const sign = direction === 'ASC' ? 1 : -1
    switch (field) {
      case 'relevance':
        return ranks === null ? [] : [(a: number, b: number) => (ranks[a]! - ranks[b]!) * -sign]
      case 'position':
        return [(a: number, b: number) => (index.position[a]! - index.position[b]!) * sign]
      case 'price':
        return [(a: number, b: number) => (prices[a]! - prices[b]!) * sign]
      case 'name':
        return [(a: number, b: number) => (names![a]! - names![b]!) * sign]
    }
  })
  return (a, b) => {
    for (const term of terms) {
      const order = term(a, b)
      if (order !== 0) return order
    }
    return index.orderRank[a]! - index.orderRank[b]!
  }
}

/**
 * `urlKeyIds` are the ids of the products with the query's URL keys, when it names any (the index
 * holds no URL keys: D1's unique key finds them).
 */
export function evaluateListing(
  index: CatalogueIndex,
  query: ProductQuery,
  parts: SearchParts,
  text: TextMatches | null,
  urlKeyIds: ReadonlySet<number> | null = null,
): IndexedListing {
  const visible = VISIBLE[query.visibility]
  const lookup = lookupFilter(index, query, query.urlKeys?.length ? (urlKeyIds ?? new Set()) : null)
  const filters = [...query.attributes].filter(([, options]) => options.length > 0)
  const masks = filters.map(([code, options]) => optionMask(index, code, options))
  const prices = finalPrices(index, query.today)
  const from = query.priceFrom ?? -Infinity
  const to = query.priceTo ?? Infinity
  const priceFilter = filters.length // the failure number of the price range

  // One pass: a candidate failing nothing is a match; failing only one filter, it still counts in
  // that filter's own facet (which ignores its filter), or in the price histogram for the price.
  const matched: number[] = []
  const onlyFailed: number[][] = Array.from({ length: filters.length + 1 }, () => [])
  const candidates = candidatesOf(index, query, text)
  for (let c = 0; c < candidates.length; c++) {
    const dense = candidates[c]!
    if (index.status[dense] !== 1 || !visible(index.visibility[dense]!) || (query.inStockOnly && !index.inStock[dense]) || (lookup && !lookup(dense))) continue
    let failed = -1
    let failures = 0
    for (let f = 0; f < masks.length && failures < 2; f++) {
      if (!masks[f]![dense]) {
        failed = f
        failures++
      }
    }
    const price = prices[dense]!
    if (failures < 2 && (price < from || price > to)) {
      failed = priceFilter
      failures++
    }
    if (failures === 0) matched.push(dense)
    else if (failures === 1) onlyFailed[failed]!.push(dense)
  }

  let pageIds: number[] = []
  if (parts.withPage !== false) {
    const offset = (query.currentPage - 1) * query.pageSize
    const ranks = text?.rank ?? null
    const page = firstK(matched, offset + query.pageSize, comparator(index, query, prices, ranks)).slice(offset)
    pageIds = page.map((dense) => index.ids[dense]!)
  }
  if (!parts.withFacets) return { pageIds, total: matched.length, facets: [], categoryFacets: [], pounds: [] }

  const filteredCodes = new Set(filters.map(([code]) => code))
  const unfiltered = new Set(parts.attributes.filter((code) => !filteredCodes.has(code)))
  const facets = unfiltered.size ? countValues(index, [matched], (v) => unfiltered.has(index.values[v]!.code)) : []
  filters.forEach(([code], f) => {
    if (parts.attributes.includes(code)) facets.push(...countValues(index, [matched, onlyFailed[f]!], (v) => index.values[v]!.code === code))
  })

  const categoryFacets: CategoryFacetCount[] = []
  if (parts.categoryIds.length) {
    const isMatch = new Uint8Array(index.size)
    for (const dense of matched) isMatch[dense] = 1
    for (const categoryId of [...new Set(parts.categoryIds)].sort((a, b) => a - b)) {
      let count = 0
      for (const dense of index.categories.get(categoryId) ?? []) count += isMatch[dense]!
      if (count > 0) categoryFacets.push({ category_id: categoryId, count })
    }
  }

  const byPound = new Map<number, number>()
  for (const list of [matched, onlyFailed[priceFilter]!]) {
    for (const dense of list) {
      const pound = Math.floor(prices[dense]! / 100)
      byPound.set(pound, (byPound.get(pound) ?? 0) + 1)
    }
  }
  const pounds = [...byPound].map(([pound, count]) => ({ pound, count }))
  return { pageIds, total: matched.length, facets, categoryFacets, pounds }
}
