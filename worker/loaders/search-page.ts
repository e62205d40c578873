/**
 * @module
 * SPEC §2 /search: one page of what the back end finds for a term, with facets, or where it sends
 * the shopper instead (an exact SKU or printer model is a redirect to that page).
 */
import { SEARCH_LISTING } from '../../shared/graphql/documents/catalogue'
import { listingFilterInput, listingSortInput, type ListingState } from '../../shared/rules/listing-url'
import { sitePath } from '../../shared/rules/site-path'
import type { ListingView } from '../../shared/views/listing-view'
import { isPageOutOfRange } from '../graphql/errors'
import type { LoaderContext, PageData } from './loader-context'
import { listingView } from './listing-view'

export type SearchPageView = { term: string; listing: ListingView }

export type SearchOutcome = ({ kind: 'results' } & PageData<SearchPageView>) | { kind: 'redirect'; path: string } | { kind: 'past-last-page' }

export async function loadSearchPage(ctx: LoaderContext, state: ListingState): Promise<SearchOutcome> {
  const sort = listingSortInput(state.sort)
  try {
    const { products } = await ctx.graphql.query(SEARCH_LISTING, {
      search: state.term,
      filter: listingFilterInput(state),
      ...(sort ? { sort } : {}),
      pageSize: state.itemsPerPage,
      currentPage: state.page,
    })
    const target = sitePath(products?.page_info?.redirect_url ?? null)
    if (target) return { kind: 'redirect', path: target }
    return { kind: 'results', critical: { term: state.term, listing: listingView(products, state) }, deferred: {} }
  } catch (error) {
    if (isPageOutOfRange(error)) return { kind: 'past-last-page' }
    throw error
  }
}
