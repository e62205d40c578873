/**
 * @module
 * The catalogue query as one SQL statement, built from a fixed set of clauses by which filters are
 * present (every value a bound parameter), step by step: the matches (`liveMatch`), the total and the
 * page, every facet (`facetParts`), then the rows read back as the result.
 */
import type { Database } from './database'
import { facetParts } from './live-search-facets'
import { liveMatch, type LiveMatch } from './live-search-match'
import { needsRefresh, refreshFinalPrices } from './price-index'
import type { ProductQuery, ProductSearchResult, SearchParts } from './product-query'
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

type ResultRow = { kind: string; code: string | null; a: number; b: number }

/** The page's order: the query's sort, then the shop's position, then the id (a stable order). */
function orderOf(query: ProductQuery): string {
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
  return [...terms, 'm.position ASC', 'm.id ASC'].join(', ')
}

/** The total, and the page unless nobody asked for it. */
function totalAndPage(sql: Sql, query: ProductQuery, facets: SearchParts, match: LiveMatch): string[] {
  // The total's row also carries the stored prices' day, so a stale day is noticed at no cost.
  const total = `SELECT 'total' AS kind, (SELECT day FROM price_state) AS code, COUNT(*) AS a, 0 AS b FROM m WHERE ${match.matchAll()}`
  if (facets.withPage === false) return [total]
  // The window function keeps the page a subquery, so only its rows read their product.
  const page = `SELECT 'page', ${pageItem('pg.id', facets, sql.shared('store', query.storeId))}, pg.id, pg.n FROM (SELECT m.id, ROW_NUMBER() OVER (ORDER BY ${orderOf(query)}) AS n FROM m WHERE ${match.matchAll()}
      ORDER BY n LIMIT ${sql.bind(query.pageSize)} OFFSET ${sql.bind((query.currentPage - 1) * query.pageSize)}) pg`
  return [total, page]
}

/** The statement's rows as the search's result. */
function resultOf(results: readonly ResultRow[], facets: SearchParts): ProductSearchResult {
  const page = results.filter((r) => r.kind === 'page').sort((x, y) => x.b - y.b)
  return {
    ids: page.map((r) => r.a),
    items: page.map((r) => parsePageItem(r.code!)),
    total: results.find((r) => r.kind === 'total')?.a ?? 0,
    facets: results.filter((r) => r.kind === 'facet').map((r) => ({ attribute_code: r.code!, option_id: r.a, count: r.b })),
    categoryFacets: results.filter((r) => r.kind === 'category' && r.b > 0).map((r) => ({ category_id: r.a, count: r.b })),
    ...(facets.withFacets ? priceFacet(results.filter((r) => r.kind === 'pound').map((r) => ({ pound: r.a, count: r.b }))) : { priceBuckets: [], priceStep: 0 }),
  }
}

/**
 * Any other query, in one statement: the match is computed once (a materialised CTE with the
 * final price and a flag per attribute filter), then the page, the total, the price histogram and
 * every facet group read from it. One category reads the per-category listing.
 */
export async function searchLive(db: Database, query: ProductQuery, facets: SearchParts): Promise<ProductSearchResult> {
  const sql = new Sql()
  const match = liveMatch(sql, query, facets)
  const parts = [...totalAndPage(sql, query, facets, match), ...(facets.withFacets ? facetParts(sql, query, facets, match) : [])]
  if (sql.params.length > 100) throw new RangeError('too many filter values for one query')
  const { results } = await db
    .prepare(`WITH ${match.cte} ${unionAll(parts)}`)
    .bind(...sql.params)
    .all<ResultRow>()
  if (needsRefresh(results.find((r) => r.kind === 'total')?.code, query.today)) await refreshFinalPrices(db, query.today)
  return resultOf(results, facets)
}
