/**
 * @module
 * The listing state of a page request (SPEC §2 "Listings", §5), and the one redirect it may need:
 * a legacy `price` or `print_speed_filters` parameter is stripped once, with a 301 to the clean URL,
 * and a parameter at its default (`sort=`, `itemsPerPage` of the page's default, `p=1`, as the sort
 * form without scripts sends them) is dropped the same way, so defaults never show in a URL.
 */
import type { Context } from 'hono'
import { DEFAULT_ITEMS_PER_PAGE, listingUrl, parseListingQuery, queryWithoutDefaults, type ListingState } from '../../shared/rules/listing-url'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { storePath } from '../../shared/rules/store-from-path'
import { personal } from '../cache/strategies'
import type { AppEnv } from '../env'

export type ListingRequest = { state: ListingState; redirect: Response | null }

type ListingRequestOptions = {
  withTerm: boolean
  /** The page's own page size when the URL names none (SPEC §9). */
  defaultItemsPerPage?: number
}

export function listingRequest(c: Context<AppEnv>, path: string, { withTerm, defaultItemsPerPage = DEFAULT_ITEMS_PER_PAGE }: ListingRequestOptions): ListingRequest {
  const query = new URL(c.req.url).searchParams
  const { state, legacy } = parseListingQuery(query, withTerm ? cleanSearchTerm : undefined, defaultItemsPerPage)
  if (legacy) return { state, redirect: permanentRedirect(c, listingUrl(path, state)) }
  const withoutDefaults = queryWithoutDefaults(query, defaultItemsPerPage)
  if (withoutDefaults === null) return { state, redirect: null }
  const rest = withoutDefaults.toString()
  return { state, redirect: permanentRedirect(c, rest ? `${path}?${rest}` : path) }
}

function permanentRedirect(c: Context<AppEnv>, path: string): Response {
  personal(c)
  return c.redirect(storePath(c.var.store, path), 301)
}
