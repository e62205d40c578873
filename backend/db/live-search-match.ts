/**
 * @module
 * The first step of the catalogue query (`searchLive`): what matches, as the materialised CTE `m`
 * (each match with its position, name, final price and a flag per attribute filter), and how the
 * later steps read it: which rows pass every filter, or every filter but one (a facet of a filtered
 * attribute ignores its own filter, so its other options still show).
 */
import { finalPrice, liveFinalPrice } from './price-index'
import type { ProductQuery, SearchParts } from './product-query'
import { productName } from './products'
import type { Sql } from './search-parts'

export type LiveMatch = {
  /** `m AS (...)`, for the statement's WITH. */
  cte: string
  /** The attribute filters with at least one option, in the order of their flags `f0`, `f1`, ... */
  filtered: readonly (readonly [code: string, options: readonly number[]])[]
  /** The price range's conditions on `fp`. */
  priceChecks: readonly string[]
  /** The one category a listing reads (its bound placeholder), or null. */
  listingCategory: string | null
  /** A category listing's match; `drive` starts from one filter's products, `skip` leaves one out. */
  listingMatch: (category: string, drive: number | undefined, skip?: number) => string
  /** The condition a row of `m` passes: every filter except `except`, and the price range unless told not to. */
  matchAll: (except?: number, withPrice?: boolean) => string
}

export function liveMatch(sql: Sql, query: ProductQuery, facets: SearchParts): LiveMatch {
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
  const matchAll = (except?: number, withPrice = true) =>
    [...filtered.map((_, i) => (i === except ? null : `m.f${i}`)).filter(Boolean), ...(withPrice ? priceChecks : [])].join(' AND ') || '1'
  return { cte: `m AS ${countOnly ? '' : 'MATERIALIZED'} (${matched})`, filtered, priceChecks, listingCategory, listingMatch, matchAll }
}
