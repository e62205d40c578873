/**
 * @module
 * The catalogue query behind `products`: full-text search (FTS5), filters, sorting, paging and
 * facet counts in one D1 round trip. The SQL's shape is chosen from a fixed set of clauses by which
 * filters are present; every value is a bound parameter.
 */
import { indexedCategoryCounts, indexedFacetCounts } from './category-facet-index'

export type SortField = 'relevance' | 'position' | 'name' | 'price'
export type SortDirection = 'ASC' | 'DESC'

export type ProductQuery = {
  /** An FTS5 MATCH expression built by `ftsQuery`, or null for no text search. */
  match: string | null
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
}

export type FacetCount = { attribute_code: string; option_id: number; count: number }
export type CategoryFacetCount = { category_id: number; count: number }
export type PriceBucket = { bucket: number; count: number }

export type ProductSearchResult = {
  ids: number[]
  total: number
  facets: FacetCount[]
  categoryFacets: CategoryFacetCount[]
  priceBuckets: PriceBucket[]
  /** Width of a price bucket in base pence (0 when there are no prices). */
  priceStep: number
}

class Sql {
  readonly params: (string | number)[] = []
  bind(value: string | number): string {
    this.params.push(value)
    return `?${this.params.length}`
  }
  list(values: readonly (string | number)[]): string {
    return values.map((v) => this.bind(v)).join(', ')
  }
}

/** SQL for a product's final price: the special price while its window is open, else the price. */
function finalPrice(sql: Sql, today: string): string {
  const day = sql.bind(today)
  return `(CASE WHEN p.special_price_pence IS NOT NULL AND p.special_price_pence < p.price_pence
    AND (p.special_from_date IS NULL OR p.special_from_date <= ${day})
    AND (p.special_to_date IS NULL OR p.special_to_date >= ${day})
    THEN p.special_price_pence ELSE p.price_pence END)`
}

/** The category id when the query is a category page with no other filter (indexed facets apply). */
function isPlainCategoryListing(query: ProductQuery): number | null {
  const plain =
    query.match === null &&
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
 * Bucket width for price facets: 1, 2 or 5 times a power of ten (in pounds), so the range splits
 * into at most about six buckets, as Magento's automatic price steps do.
 */
export function priceStepPence(maxPence: number): number {
  if (maxPence <= 0) return 0
  const target = maxPence / 6
  const power = 10 ** Math.floor(Math.log10(target))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= target) ?? 10 * power
  return Math.max(100, Math.round(step / 100) * 100)
}

type Facets = { withFacets: boolean; attributes: readonly string[]; categoryIds: readonly number[] }

/** Counts per whole pound merged into price buckets of a round width. */
function priceFacet(pounds: readonly { pound: number; count: number }[]): { priceBuckets: PriceBucket[]; priceStep: number } {
  const maxPence = pounds.reduce((max, row) => Math.max(max, row.pound * 100 + 99), 0)
  const step = pounds.length ? priceStepPence(maxPence) : 0
  const buckets = new Map<number, number>()
  for (const { pound, count } of pounds) {
    const bucket = Math.floor((pound * 100) / step)
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + count)
  }
  return { priceBuckets: [...buckets].sort((a, b) => a[0] - b[0]).map(([bucket, count]) => ({ bucket, count })), priceStep: step }
}

/**
 * A category page with no other filter: the page walks the (category, position) index when in
 * default order, and the total and facet counts come from the layered-navigation index.
 */
async function searchCategoryPage(db: D1Database, query: ProductQuery, categoryId: number, facets: Facets): Promise<ProductSearchResult> {
  const byPosition = query.sort.every((s) => s.field === 'position' && s.direction === 'ASC')
  if (!byPosition) return searchLive(db, query, facets)
  const sql = new Sql()
  const category = sql.bind(categoryId)
  const stock = query.inStockOnly ? "AND p.stock_status = 'IN_STOCK'" : ''
  const from = `FROM category_products cp INDEXED BY category_products_by_position JOIN products p ON p.id = cp.product_id
    WHERE cp.category_id = ${category} AND p.status = 1 AND p.visibility IN (2, 4) ${stock}`
  const statements = [
    db
      .prepare(`SELECT p.id ${from} ORDER BY cp.position, cp.product_id LIMIT ${sql.bind(query.pageSize)} OFFSET ${sql.bind((query.currentPage - 1) * query.pageSize)}`)
      .bind(...sql.params),
    indexedCategoryCounts(db, [categoryId], query.inStockOnly),
  ]
  if (facets.withFacets) {
    const price = new Sql()
    const priceCategory = price.bind(categoryId)
    statements.push(
      indexedFacetCounts(db, categoryId, facets.attributes, query.inStockOnly),
      ...(facets.categoryIds.length ? [indexedCategoryCounts(db, facets.categoryIds, query.inStockOnly)] : []),
      db
        .prepare(
          `SELECT CAST(${finalPrice(price, query.today)} / 100 AS INTEGER) AS pound, COUNT(*) AS count FROM category_products cp JOIN products p ON p.id = cp.product_id
           WHERE cp.category_id = ${priceCategory} AND p.status = 1 AND p.visibility IN (2, 4) ${stock} GROUP BY pound`,
        )
        .bind(...price.params),
    )
  }
  const results = await db.batch(statements)
  const rowsOf = <R>(i: number) => (results[i]?.results ?? []) as R[]
  let index = 0
  const ids = rowsOf<{ id: number }>(index++).map((r) => r.id)
  const total = rowsOf<{ count: number }>(index++)[0]?.count ?? 0
  if (!facets.withFacets) return { ids, total, facets: [], categoryFacets: [], priceBuckets: [], priceStep: 0 }
  const facetCounts = rowsOf<FacetCount>(index++)
  const categoryFacets = facets.categoryIds.length ? rowsOf<CategoryFacetCount>(index++).filter((f) => f.count > 0) : []
  return { ids, total, facets: facetCounts, categoryFacets, ...priceFacet(rowsOf<{ pound: number; count: number }>(index++)) }
}

/** D1 allows few terms in one compound SELECT, so longer unions are nested in groups. */
const MAX_COMPOUND_TERMS = 4

function unionAll(parts: readonly string[]): string {
  if (parts.length <= MAX_COMPOUND_TERMS) return parts.join(' UNION ALL ')
  const groups: string[] = []
  for (let i = 0; i < parts.length; i += MAX_COMPOUND_TERMS) {
    groups.push(`SELECT * FROM (${parts.slice(i, i + MAX_COMPOUND_TERMS).join(' UNION ALL ')})`)
  }
  return unionAll(groups)
}

/**
 * Any other query, in one statement: the match is computed once (a materialised CTE with the
 * final price and a flag per attribute filter), then the page, the total, the price histogram and
 * every facet group read from it. A facet of a filtered attribute ignores its own filter, so its
 * other options still show.
 */
async function searchLive(db: D1Database, query: ProductQuery, facets: Facets): Promise<ProductSearchResult> {
  const sql = new Sql()
  const visibility = { search: 'p.visibility IN (3, 4)', catalog: 'p.visibility IN (2, 4)', visible: 'p.visibility > 1' }[query.visibility]
  const where = ['p.status = 1', visibility]
  const join =
    query.match === null
      ? ''
      : `JOIN (SELECT rowid AS id, bm25(product_search, 10.0, 8.0, 6.0, 4.0) AS rank FROM product_search WHERE product_search MATCH ${sql.bind(query.match)}) s ON s.id = p.id`
  if (query.categoryIds?.length) where.push(`p.id IN (SELECT product_id FROM category_products WHERE category_id IN (${sql.list(query.categoryIds)}))`)
  if (query.skus?.length) where.push(`p.sku IN (${sql.list(query.skus)})`)
  if (query.urlKeys?.length) where.push(`p.url_key IN (${sql.list(query.urlKeys)})`)
  if (query.nameLike !== undefined) where.push(`p.name LIKE ${sql.bind(`%${query.nameLike.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)} ESCAPE '\\'`)
  if (query.inStockOnly) where.push("p.stock_status = 'IN_STOCK'")

  const filtered = [...query.attributes].filter(([, options]) => options.length > 0)
  const flags = filtered.map(
    ([code, options], i) =>
      `(p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_code = ${sql.bind(code)} AND option_id IN (${sql.list(options)}))) AS f${i}`,
  )
  const priceChecks = [
    ...(query.priceFrom !== undefined ? [`fp >= ${sql.bind(query.priceFrom)}`] : []),
    ...(query.priceTo !== undefined ? [`fp <= ${sql.bind(query.priceTo)}`] : []),
  ]
  const m = `m AS MATERIALIZED (SELECT p.id, p.position, p.name, ${finalPrice(sql, query.today)} AS fp, ${join ? 's.rank' : '0'} AS rank
    ${flags.map((f) => `, ${f}`).join('')} FROM products p ${join} WHERE ${where.join(' AND ')})`
  const matchAll = (except?: number, withPrice = true) =>
    [...filtered.map((_, i) => (i === except ? null : `m.f${i}`)).filter(Boolean), ...(withPrice ? priceChecks : [])].join(' AND ') || '1'

  const terms = query.sort.flatMap(({ field, direction }) => {
    switch (field) {
      case 'relevance':
        // bm25 is lower for better matches; "relevance DESC" means best first.
        return query.match === null ? [] : [`m.rank ${direction === 'DESC' ? 'ASC' : 'DESC'}`]
      case 'position':
        return [`m.position ${direction}`]
      case 'name':
        return [`m.name COLLATE NOCASE ${direction}`]
      case 'price':
        return [`m.fp ${direction}`]
    }
  })
  const order = [...terms, 'm.position ASC', 'm.id ASC'].join(', ')
  const parts = [
    `SELECT 'page' AS kind, NULL AS code, id AS a, n AS b FROM (SELECT m.id, ROW_NUMBER() OVER (ORDER BY ${order}) AS n FROM m WHERE ${matchAll()}
      ORDER BY n LIMIT ${sql.bind(query.pageSize)} OFFSET ${sql.bind((query.currentPage - 1) * query.pageSize)})`,
    `SELECT 'total', NULL, COUNT(*), 0 FROM m WHERE ${matchAll()}`,
  ]
  if (facets.withFacets) {
    const unfiltered = facets.attributes.filter((code) => !filtered.some(([c]) => c === code))
    const facetPart = (codes: readonly string[], except?: number) =>
      `SELECT 'facet', v.attribute_code, v.option_id, COUNT(*) FROM m JOIN product_attribute_values v INDEXED BY product_attribute_values_by_product
        ON v.product_id = m.id AND v.attribute_code IN (${sql.list(codes)}) WHERE ${matchAll(except)} GROUP BY v.attribute_code, v.option_id`
    if (unfiltered.length) parts.push(facetPart(unfiltered))
    filtered.forEach(([code], i) => {
      if (facets.attributes.includes(code)) parts.push(facetPart([code], i))
    })
    if (facets.categoryIds.length) {
      parts.push(
        `SELECT 'category', NULL, cp.category_id, COUNT(*) FROM m JOIN category_products cp ON cp.product_id = m.id AND cp.category_id IN (${sql.list(facets.categoryIds)})
          WHERE ${matchAll()} GROUP BY cp.category_id`,
      )
    }
    parts.push(`SELECT 'pound', NULL, CAST(fp / 100 AS INTEGER), COUNT(*) FROM m WHERE ${matchAll(undefined, false)} GROUP BY 3`)
  }
  if (sql.params.length > 100) throw new RangeError('too many filter values for one query')
  const { results } = await db
    .prepare(`WITH ${m} ${unionAll(parts)}`)
    .bind(...sql.params)
    .all<{ kind: string; code: string | null; a: number; b: number }>()

  const page = results.filter((r) => r.kind === 'page').sort((x, y) => x.b - y.b)
  return {
    ids: page.map((r) => r.a),
    total: results.find((r) => r.kind === 'total')?.a ?? 0,
    facets: results.filter((r) => r.kind === 'facet').map((r) => ({ attribute_code: r.code!, option_id: r.a, count: r.b })),
    categoryFacets: results.filter((r) => r.kind === 'category' && r.b > 0).map((r) => ({ category_id: r.a, count: r.b })),
    ...(facets.withFacets ? priceFacet(results.filter((r) => r.kind === 'pound').map((r) => ({ pound: r.a, count: r.b }))) : { priceBuckets: [], priceStep: 0 }),
  }
}

/**
 * Runs a catalogue query. Facet counts (for `facets.attributes` and `facets.categoryIds`) and price
 * buckets are computed only when `withFacets` is set, as they cost most of the time.
 */
export function searchProducts(db: D1Database, query: ProductQuery, facets: Facets): Promise<ProductSearchResult> {
  const category = isPlainCategoryListing(query)
  return category !== null ? searchCategoryPage(db, query, category, facets) : searchLive(db, query, facets)
}

/**
 * An FTS5 expression for shopper text: each word a quoted prefix term, all required (or any, for
 * the fallback). Quotes and operators in the text lose their meaning. Null when no word is left.
 * @example ftsQuery('HP 305xl') // '"hp"* "305xl"*'
 */
export function ftsQuery(text: string, mode: 'all' | 'any' = 'all'): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12)
  if (words.length === 0) return null
  return words.map((w) => `"${w}"*`).join(mode === 'all' ? ' ' : ' OR ')
}
