/**
 * @module
 * The facet step of the catalogue query (`searchLive`): for the matches in `m` (`liveMatch`), the
 * count of each option of each facet attribute, of each asked-for category, and of each pound of
 * price (the histogram the price buckets are made from), as parts of the statement's UNION ALL.
 */
import type { LiveMatch } from './live-search-match'
import type { ProductQuery, SearchParts } from './product-query'
import type { Sql } from './search-parts'

export function facetParts(sql: Sql, query: ProductQuery, facets: SearchParts, match: LiveMatch): string[] {
  const { filtered, priceChecks, listingCategory, listingMatch, matchAll } = match
  const parts: string[] = []
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
  return parts
}
