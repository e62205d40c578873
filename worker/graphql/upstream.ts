/**
 * @module
 * The GraphQL fetch for a real Magento (`MAGENTO_GRAPHQL_URL`): the request goes out as built,
 * bounded in time so a hung back end becomes an error page or a stale cache hit, not a hung page.
 */
import type { GraphQLFetch } from './transport'

/** A page should not wait longer than this for Magento. */
export const UPSTREAM_TIMEOUT_MS = 10_000

export function upstreamGraphQLFetch(timeoutMs = UPSTREAM_TIMEOUT_MS): GraphQLFetch {
  return (request) => fetch(request, { signal: AbortSignal.timeout(timeoutMs) })
}
