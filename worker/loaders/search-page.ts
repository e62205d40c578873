/**
 * @module
 * SPEC §2 /search: what the back end finds for a term, or where it sends the shopper instead (an
 * exact SKU or printer model is a redirect to that page).
 */
import { SEARCH_SUMMARY } from '../../shared/graphql/documents/search'
import { sitePath } from '../../shared/rules/site-path'
import type { LoaderContext, PageData } from './loader-context'

/** SPEC §9: the default search page size. */
export const SEARCH_PAGE_SIZE = 20

export type SearchPageView = { term: string; totalCount: number }

export type SearchOutcome = ({ kind: 'results' } & PageData<SearchPageView>) | { kind: 'redirect'; path: string }

export async function loadSearchPage(ctx: LoaderContext, term: string): Promise<SearchOutcome> {
  const { products } = await ctx.graphql.query(SEARCH_SUMMARY, { search: term, pageSize: SEARCH_PAGE_SIZE })
  const target = sitePath(products?.page_info?.redirect_url ?? null)
  if (target) return { kind: 'redirect', path: target }
  return { kind: 'results', critical: { term, totalCount: products?.total_count ?? 0 }, deferred: {} }
}
