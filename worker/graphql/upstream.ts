/**
 * @module
 * The GraphQL fetch for a real Magento (`MAGENTO_GRAPHQL_URL`): the request goes out as built,
 * within one time budget for the whole shopper's request however many calls its page makes, so a
 * hung back end becomes an error page or a stale copy, not a hung page.
 */
import type { GraphQLFetch } from './transport'
import { isOutOfTime } from './upstream-failure'

/** A page should not wait longer than this for Magento, all its calls together. */
export const UPSTREAM_BUDGET_MS = 10_000

/**
 * Only a GET is sent twice: the transport sends queries within the URL limit as GET and every
 * mutation as POST (the /graphql door refuses a mutation by GET before it gets here), so a retry
 * can never place an order or add a line twice. A longer query going as POST is not retried.
 */
const mayRetry = (request: Request, error: unknown, budget: AbortSignal) => request.method === 'GET' && !budget.aborted && !isOutOfTime(error)

/**
 * Made once per shopper's request by the composition root. The budget starts with the first call;
 * a read whose connection failed (refused, reset) is sent once more within what is left of it.
 */
export function upstreamGraphQLFetch(budgetMs = UPSTREAM_BUDGET_MS): GraphQLFetch {
  let budget: AbortSignal | undefined
  return async (request) => {
    budget ??= AbortSignal.timeout(budgetMs)
    const signal = budget
    try {
      return await fetch(request.method === 'GET' ? new Request(request) : request, { signal })
    } catch (error) {
      if (!mayRetry(request, error, signal)) throw error
      console.warn('GraphQL back end unreachable; sending the read once more', error)
      return fetch(request, { signal })
    }
  }
}
