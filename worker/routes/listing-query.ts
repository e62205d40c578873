/**
 * @module
 * The listing state of a page request (SPEC §2 "Listings", §5), and the one redirect it may need:
 * a legacy `price` or `print_speed_filters` parameter is stripped once, with a 301 to the clean URL.
 */
import type { Context } from 'hono'
import { listingUrl, parseListingQuery, type ListingState } from '../../shared/rules/listing-url'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { storePath } from '../../shared/rules/store-from-path'
import { NO_STORE } from '../cache/strategies'
import type { AppEnv } from '../env'

export type ListingRequest = { state: ListingState; redirect: Response | null }

export function listingRequest(c: Context<AppEnv>, path: string, { withTerm }: { withTerm: boolean }): ListingRequest {
  const { state, legacy } = parseListingQuery(new URL(c.req.url).searchParams, withTerm ? cleanSearchTerm : undefined)
  if (!legacy) return { state, redirect: null }
  c.header('Cache-Control', NO_STORE)
  return { state, redirect: c.redirect(storePath(c.var.store, listingUrl(path, state)), 301) }
}

