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

type Omit = { attribute?: string; price?: boolean }

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

/** WHERE conditions of the query, leaving out one attribute or the price (for its own facet). */
function conditions(query: ProductQuery, sql: Sql, omit: Omit = {}): string {
  const visibility = { search: 'p.visibility IN (3, 4)', catalog: 'p.visibility IN (2, 4)', visible: 'p.visibility > 1' }[query.visibility]
  const where = ['p.status = 1', visibility]
  if (query.match !== null) where.push(`p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ${sql.bind(query.match)})`)
  if (query.categoryIds?.length) where.push(`p.id IN (SELECT product_id FROM category_products WHERE category_id IN (${sql.list(query.categoryIds)}))`)
  if (query.skus?.length) where.push(`p.sku IN (${sql.list(query.skus)})`)
  if (query.urlKeys?.length) where.push(`p.url_key IN (${sql.list(query.urlKeys)})`)
  if (query.nameLike !== undefined) {
    where.push(`p.name LIKE ${sql.bind(`%${query.nameLike.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)} ESCAPE '\\'`)
  }
  if (!omit.price && (query.priceFrom !== undefined || query.priceTo !== undefined)) {
    const price = finalPrice(sql, query.today)
    if (query.priceFrom !== undefined) where.push(`${price} >= ${sql.bind(query.priceFrom)}`)
    if (query.priceTo !== undefined) where.push(`${price} <= ${sql.bind(query.priceTo)}`)
  }
  for (const [code, options] of query.attributes) {
    if (code === omit.attribute || options.length === 0) continue
    where.push(
      `p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_code = ${sql.bind(code)} AND option_id IN (${sql.list(options)}))`,
    )
  }
  if (query.inStockOnly) where.push("p.stock_status = 'IN_STOCK'")
  return where.join(' AND ')
}

function orderBy(query: ProductQuery, sql: Sql): { join: string; order: string } {
  const terms: string[] = []
  let join = ''
  for (const { field, direction } of query.sort) {
    switch (field) {
      case 'relevance':
        if (query.match === null) break
        // bm25 is lower for better matches; "relevance DESC" means best first.
        join = `JOIN (SELECT rowid AS id, bm25(product_search, 10.0, 8.0, 6.0, 4.0) AS rank FROM product_search WHERE product_search MATCH ${sql.bind(query.match)}) s ON s.id = p.id`
        terms.push(`s.rank ${direction === 'DESC' ? 'ASC' : 'DESC'}`)
        break
      case 'position':
        terms.push(`p.position ${direction}`)
        break
      case 'name':
        terms.push(`p.name COLLATE NOCASE ${direction}`)
        break
      case 'price':
        terms.push(`${finalPrice(sql, query.today)} ${direction}`)
        break
    }
  }
  terms.push('p.position ASC', 'p.id ASC')
  return { join, order: terms.join(', ') }
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

/**
 * Runs a catalogue query. Facet counts (for `facetAttributes` and `categoryFacetIds`) and price
 * buckets are computed only when `withFacets` is set, as they cost most of the time.
 */
export async function searchProducts(
  db: D1Database,
  query: ProductQuery,
  facets: { withFacets: boolean; attributes: readonly string[]; categoryIds: readonly number[] },
): Promise<ProductSearchResult> {
  const facetAttributes = facets.withFacets ? facets.attributes : []
  const categoryFacetIds = facets.withFacets ? facets.categoryIds : []
  const statements: D1PreparedStatement[] = []

  const plainCategory = isPlainCategoryListing(query)
  const page = new Sql()
  if (plainCategory !== null && query.sort.every((s) => s.field === 'position' && s.direction === 'ASC')) {
    // A category page in its default order walks (category, position) and stops after a page.
    const category = page.bind(plainCategory)
    const stock = query.inStockOnly ? "AND p.stock_status = 'IN_STOCK'" : ''
    statements.push(
      db
        .prepare(
          `SELECT p.id FROM category_products cp INDEXED BY category_products_by_position JOIN products p ON p.id = cp.product_id
           WHERE cp.category_id = ${category} AND p.status = 1 AND p.visibility IN (2, 4) ${stock}
           ORDER BY cp.position, cp.product_id LIMIT ${page.bind(query.pageSize)} OFFSET ${page.bind((query.currentPage - 1) * query.pageSize)}`,
        )
        .bind(...page.params),
    )
  } else {
    const pageWhere = conditions(query, page)
    const { join, order } = orderBy(query, page)
    const limit = page.bind(query.pageSize)
    const offset = page.bind((query.currentPage - 1) * query.pageSize)
    statements.push(db.prepare(`SELECT p.id FROM products p ${join} WHERE ${pageWhere} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`).bind(...page.params))
  }

  // The total: from the index for a category page, else counted (with facets and no price filter,
  // the price histogram's counts add up to it).
  const totalFromHistogram = plainCategory === null && facets.withFacets && query.priceFrom === undefined && query.priceTo === undefined
  if (plainCategory !== null) statements.push(indexedCategoryCounts(db, [plainCategory], query.inStockOnly))
  else if (!totalFromHistogram) {
    const count = new Sql()
    statements.push(db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${conditions(query, count)}`).bind(...count.params))
  }

  // Attributes without an active filter share one count over the full match; a filtered attribute
  // counts over the match without its own filter, so its other options still show.
  const unfiltered = facetAttributes.filter((code) => !query.attributes.get(code)?.length)
  const filtered = facetAttributes.filter((code) => query.attributes.get(code)?.length)
  const facetGroups = [...(unfiltered.length ? [{ codes: unfiltered, omit: {} }] : []), ...filtered.map((code) => ({ codes: [code], omit: { attribute: code } }))]
  for (const group of facetGroups) {
    if (plainCategory !== null && group.codes === unfiltered) {
      statements.push(indexedFacetCounts(db, plainCategory, group.codes, query.inStockOnly))
      continue
    }
    // Driven from the matching products through their (product, attribute) index: the cost follows
    // the size of the match, not of the catalogue.
    const sql = new Sql()
    const codes = sql.list(group.codes)
    const where = conditions(query, sql, group.omit)
    statements.push(
      db
        .prepare(
          `SELECT v.attribute_code, v.option_id, COUNT(*) AS count FROM products p
           JOIN product_attribute_values v INDEXED BY product_attribute_values_by_product ON v.product_id = p.id AND v.attribute_code IN (${codes})
           WHERE ${where} GROUP BY v.attribute_code, v.option_id`,
        )
        .bind(...sql.params),
    )
  }

  if (categoryFacetIds.length && plainCategory !== null) {
    statements.push(indexedCategoryCounts(db, categoryFacetIds, query.inStockOnly))
  } else if (categoryFacetIds.length) {
    const sql = new Sql()
    const where = conditions(query, sql)
    statements.push(
      db
        .prepare(
          `SELECT cp.category_id, COUNT(*) AS count FROM category_products cp JOIN products p ON p.id = cp.product_id
           WHERE cp.category_id IN (${sql.list(categoryFacetIds)}) AND ${where} GROUP BY cp.category_id`,
        )
        .bind(...sql.params),
    )
  }

  // One scan gives the price facet: counts per whole pound, merged into buckets below.
  if (facets.withFacets) {
    const sql = new Sql()
    const where = conditions(query, sql, { price: true })
    statements.push(
      db.prepare(`SELECT CAST(${finalPrice(sql, query.today)} / 100 AS INTEGER) AS pound, COUNT(*) AS count FROM products p WHERE ${where} GROUP BY pound`).bind(...sql.params),
    )
  }

  const results = await db.batch(statements)
  const rowsOf = <R>(i: number) => (results[i]?.results ?? []) as R[]
  let index = 0
  const ids = rowsOf<{ id: number }>(index++).map((r) => r.id)
  const counted =
    plainCategory !== null
      ? (rowsOf<{ count: number }>(index++)[0]?.count ?? 0)
      : totalFromHistogram
        ? 0
        : (rowsOf<{ n: number }>(index++)[0]?.n ?? 0)
  const facetCounts = facetGroups.flatMap(() => rowsOf<FacetCount>(index++))
  const categoryFacets = categoryFacetIds.length ? rowsOf<CategoryFacetCount>(index++).filter((f) => f.count > 0) : []
  const pounds = facets.withFacets ? rowsOf<{ pound: number; count: number }>(index++) : []
  const total = totalFromHistogram ? pounds.reduce((sum, row) => sum + row.count, 0) : counted
  const maxPence = pounds.reduce((max, row) => Math.max(max, row.pound * 100 + 99), 0)
  const step = pounds.length ? priceStepPence(maxPence) : 0
  const buckets = new Map<number, number>()
  for (const { pound, count } of pounds) {
    const bucket = Math.floor((pound * 100) / step)
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + count)
  }
  const priceBuckets = [...buckets].sort((a, b) => a[0] - b[0]).map(([bucket, count]) => ({ bucket, count }))
  return { ids, total, facets: facetCounts, categoryFacets, priceBuckets, priceStep: step }
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
