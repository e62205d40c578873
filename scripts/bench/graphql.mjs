// GraphQL GETs for the benchmarks: the URL of a query with its variables, and one checked call.

/** Catalogue queries ask to revalidate, so they measure the back end, not the edge cache's copy. */
export const BACK_END = { 'Cache-Control': 'no-cache' }

export function graphqlUrl(base, query, variables) {
  const url = new URL('/graphql', base)
  url.searchParams.set('query', query)
  url.searchParams.set('variables', JSON.stringify(variables))
  return url
}

/** The data of one call; throws on a GraphQL error. */
export async function graphqlCheck(url) {
  const body = await (await fetch(url, { headers: BACK_END })).json()
  if (body.errors) throw new Error(`GraphQL error: ${body.errors[0].message}`)
  return body.data
}

/** A listing with its facets, as a storefront asks for one. */
export const LISTING = `query Listing($filter: ProductAttributeFilterInput, $search: String, $pageSize: Int) {
  products(filter: $filter, search: $search, pageSize: $pageSize) {
    total_count
    items { uid sku name url_key stock_status small_image { url } price_range { minimum_price { final_price { value currency } regular_price { value } } } }
    aggregations { attribute_code label count options { label value count } }
    page_info { total_pages redirect_url }
  }
}`
