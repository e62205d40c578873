/**
 * @module
 * The catalogue query as one SQL statement, built from a fixed set of clauses by which filters are
 * present (every value a bound parameter): the matches, the page, the total and every facet.
 */
import type { Database } from './database'
import { finalPrice, liveFinalPrice, needsRefresh, refreshFinalPrices } from './price-index'
import type { ProductQuery, ProductSearchResult, SearchParts } from './product-query'
import { productName } from './products'
import { pageItem, parsePageItem, priceFacet, Sql } from './search-parts'

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
 * other options still show. One category reads the per-category listing.
 */
export async function searchLive(db: Database, query: ProductQuery, facets: SearchParts): Promise<ProductSearchResult> {
  const sql = new Sql()
  const visibility = { search: 'p.visibility IN (3, 4)', catalog: 'p.visibility IN (2, 4)', visible: 'p.visibility > 1' }[query.visibility]
  const where = ['p.status = 1', visibility]
  if (query.text !== null) throw new RangeError('a search is answered by the catalogue index')
  const listingCategory =
    query.categoryIds?.length === 1 && !query.skus?.length && !query.urlKeys?.length && query.nameLike === undefined
      ? sql.bind(query.categoryIds[0]!)
      : null
  if (query.categoryIds?.length && listingCategory === null) where.push(`p.id IN (SELECT product_id FROM category_products WHERE category_id IN (${sql.list(query.categoryIds)}))`)
  if (query.skus?.length) where.push(`p.sku IN (${sql.list(query.skus)})`)
  if (query.urlKeys?.length) where.push(`p.url_key IN (${sql.list(query.urlKeys)})`)
  const store = () => sql.shared('store', query.storeId)
  const byName = query.sort.some((s) => s.field === 'name')
  if (query.nameLike !== undefined) where.push(`${productName('p.id', store())} LIKE ${sql.bind(`%${query.nameLike.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)} ESCAPE '\\'`)
  if (query.inStockOnly) where.push("p.stock_status = 'IN_STOCK'")

  const filtered = [...query.attributes].filter(([, options]) => options.length > 0)
  const optionSets = filtered.map(
    ([code, options]) => `SELECT product_id FROM product_attribute_values WHERE attribute_code = ${sql.bind(code)} AND option_id IN (${sql.list(options)})`,
  )
  const flags = optionSets.map((set, i) => `(p.id IN (${set})) AS f${i}`)
  const priceChecks = [
    ...(query.priceFrom !== undefined ? [`fp >= ${sql.bind(query.priceFrom)}`] : []),
    ...(query.priceTo !== undefined ? [`fp <= ${sql.bind(query.priceTo)}`] : []),
  ]
  const today = sql.bind(query.today)
  /**
   * One category without text search reads the per-category listing (a primary-key range) instead
   * of looking up every member in products. With an attribute filter the match starts from that
   * filter's products (`drive`) and probes the category's listing, so only they are read; the other
   * filters are flags. `skip` leaves a filter out (its own facet ignores it).
   */
  const listingMatch = (category: string, drive: number | undefined, skip?: number) => {
    const from =
      drive === undefined
        ? 'category_listing l'
        : `(SELECT DISTINCT product_id FROM (${optionSets[drive]})) d CROSS JOIN category_listing l ON l.category_id = ${category} AND l.product_id = d.product_id`
    const livePrice = `(SELECT ${liveFinalPrice(today, 'lp')} FROM products lp WHERE lp.id = l.product_id)`
    const columns = optionSets.map((set, i) => (i === skip ? '' : i === drive ? `, 1 AS f${i}` : `, (l.product_id IN (${set})) AS f${i}`)).join('')
    return `SELECT l.product_id AS id, l.position, ${byName ? productName('l.product_id', store()) : "''"} AS name,
      (CASE WHEN (SELECT day FROM price_state) = ${today} THEN l.final_price_pence ELSE ${livePrice} END) AS fp ${columns}
      FROM ${from} WHERE l.category_id = ${category} AND l.status = 1 AND ${visibility.replace('p.', 'l.')} ${query.inStockOnly ? 'AND l.in_stock = 1' : ''}`
  }
  // A count alone reads m once: let SQLite fold it into the count rather than store every match.
  const countOnly = facets.withPage === false && !facets.withFacets
  const matched =
    listingCategory !== null
      ? listingMatch(listingCategory, filtered.length ? 0 : undefined)
      : `SELECT p.id, p.position, ${byName ? productName('p.id', store()) : "''"} AS name, ${finalPrice(today)} AS fp
    ${flags.map((f) => `, ${f}`).join('')} FROM products p WHERE ${where.join(' AND ')}`
  const m = `m AS ${countOnly ? '' : 'MATERIALIZED'} (${matched})`
  const matchAll = (except?: number, withPrice = true) =>
    [...filtered.map((_, i) => (i === except ? null : `m.f${i}`)).filter(Boolean), ...(withPrice ? priceChecks : [])].join(' AND ') || '1'

  const terms = query.sort.flatMap(({ field, direction }) => {
    switch (field) {
      case 'relevance':
        // Without a search, relevance orders nothing.
        return []
      case 'position':
        return [`m.position ${direction}`]
      case 'name':
        return [`m.name COLLATE NOCASE ${direction}`]
      case 'price':
        return [`m.fp ${direction}`]
    }
  })
  const order = [...terms, 'm.position ASC', 'm.id ASC'].join(', ')
  // The total's row also carries the stored prices' day, so a stale day is noticed at no cost.
  const parts = [
    `SELECT 'total' AS kind, (SELECT day FROM price_state) AS code, COUNT(*) AS a, 0 AS b FROM m WHERE ${matchAll()}`,
    ...(facets.withPage === false
      ? []
      : [
          // The window function keeps the page a subquery, so only its rows read their product.
          `SELECT 'page', ${pageItem('pg.id', facets, store())}, pg.id, pg.n FROM (SELECT m.id, ROW_NUMBER() OVER (ORDER BY ${order}) AS n FROM m WHERE ${matchAll()}
      ORDER BY n LIMIT ${sql.bind(query.pageSize)} OFFSET ${sql.bind((query.currentPage - 1) * query.pageSize)}) pg`,
        ]),
  ]
  if (facets.withFacets) {
    const unfiltered = facets.attributes.filter((code) => !filtered.some(([c]) => c === code))
    // Many codes: read each match's few values by product rather than seek every code.
    const facetPart = (codes: readonly string[], except?: number, from = 'm') =>
      `SELECT 'facet', v.attribute_code, v.option_id, COUNT(*) FROM ${from} CROSS JOIN product_attribute_values v INDEXED BY product_attribute_values_by_product
        ON v.product_id = m.id WHERE ${codes.length > 2 ? '+' : ''}v.attribute_code IN (${sql.list(codes)}) AND ${matchAll(except)} GROUP BY v.attribute_code, v.option_id`
    if (unfiltered.length) parts.push(facetPart(unfiltered))
    /**
     * The only attribute filter's own facet on a category listing counts the category's products
     * that pass the price and stock filters. The layered-navigation index (exact, migration 0008)
     * holds the category's counts, listed or in stock: without a price range they are the answer;
     * with one, the index's counts less those of the products outside the range when those are
     * fewer than the ones inside (estimated from the price index), else a count of the ones inside.
     * Both ways are exact; the estimate only picks the cheaper.
     */
    const indexedOwnFacet = (category: string, code: string): string[] => {
      const column = query.inStockOnly ? 'in_stock_count' : 'product_count'
      const boundCode = sql.bind(code)
      if (!priceChecks.length) {
        return [`SELECT 'facet', attribute_code, option_id, ${column} FROM category_facet_index WHERE category_id = ${category} AND attribute_code = ${boundCode} AND ${column} > 0`]
      }
      const pounds = [
        ...(query.priceFrom !== undefined ? [`pound >= ${sql.bind(Math.floor(query.priceFrom / 100))}`] : []),
        ...(query.priceTo !== undefined ? [`pound <= ${sql.bind(Math.floor(query.priceTo / 100))}`] : []),
      ].join(' AND ')
      const fewInRange = `COALESCE((SELECT COALESCE(SUM(${column}), 0) FROM category_price_index WHERE category_id = ${category} AND ${pounds}) * 2
        <= (SELECT ${column} FROM category_facet_index WHERE category_id = ${category} AND attribute_code = '' AND option_id = 0), 1)`
      // The way not taken scans category NULL: its key is computed once, so it reads no rows.
      const whole = (taken: string) => `(${listingMatch(`(CASE WHEN ${taken} THEN ${category} END)`, undefined, 0)}) m`
      return [
        facetPart([code], 0, whole(fewInRange)),
        `SELECT 'facet', f.attribute_code, f.option_id, f.${column} - COALESCE(o.n, 0) FROM category_facet_index f
          LEFT JOIN (SELECT v.option_id, COUNT(*) AS n FROM ${whole(`NOT ${fewInRange}`)} CROSS JOIN product_attribute_values v INDEXED BY product_attribute_values_by_product
            ON v.product_id = m.id WHERE v.attribute_code = ${boundCode} AND NOT COALESCE(${priceChecks.join(' AND ')}, 0) GROUP BY v.option_id) o
          ON o.option_id = f.option_id
          WHERE f.category_id = ${category} AND f.attribute_code = ${boundCode} AND f.${column} - COALESCE(o.n, 0) > 0 AND NOT ${fewInRange}`,
      ]
    }
    // A filtered attribute's own facet ignores its filter, so on a listing of several categories it
    // counts most of them: scanning that attribute's option lists against m beats a lookup per match.
    const ownFacet = (code: string, except: number): string[] => {
      if (listingCategory !== null) {
        if (filtered.length === 1 && query.visibility === 'catalog') return indexedOwnFacet(listingCategory, code)
        // m holds only the first filter's products: that filter's own facet starts from the next
        // filter's products, or from the whole category when it is the only one.
        return [except === 0 ? facetPart([code], 0, `(${listingMatch(listingCategory, filtered.length > 1 ? 1 : undefined, 0)}) m`) : facetPart([code], except)]
      }
      return [
        `SELECT 'facet', v.attribute_code, v.option_id, COUNT(*) FROM product_attribute_values v
          WHERE v.attribute_code = ${sql.bind(code)} AND v.product_id IN (SELECT m.id FROM m WHERE ${matchAll(except)}) GROUP BY v.attribute_code, v.option_id`,
      ]
    }
    filtered.forEach(([code], i) => {
      if (facets.attributes.includes(code)) parts.push(...ownFacet(code, i))
    })
    if (facets.categoryIds.length) {
      // CROSS JOIN keeps m outside: SQLite cannot know m is small and would scan the categories.
      parts.push(
        `SELECT 'category', NULL, cp.category_id, COUNT(*) FROM m CROSS JOIN category_products cp ON cp.product_id = m.id AND cp.category_id IN (${sql.list(facets.categoryIds)})
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
  const totalRow = results.find((r) => r.kind === 'total')
  if (needsRefresh(totalRow?.code, query.today)) await refreshFinalPrices(db, query.today)
  return {
    ids: page.map((r) => r.a),
    items: page.map((r) => parsePageItem(r.code!)),
    total: totalRow?.a ?? 0,
    facets: results.filter((r) => r.kind === 'facet').map((r) => ({ attribute_code: r.code!, option_id: r.a, count: r.b })),
    categoryFacets: results.filter((r) => r.kind === 'category' && r.b > 0).map((r) => ({ category_id: r.a, count: r.b })),
    ...(facets.withFacets ? priceFacet(results.filter((r) => r.kind === 'pound').map((r) => ({ pound: r.a, count: r.b }))) : { priceBuckets: [], priceStep: 0 }),
  }
}
