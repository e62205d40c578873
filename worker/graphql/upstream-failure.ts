/**
 * @module
 * Which way a back end failed, as the status the shopper's answer carries: out of time (504), busy
 * or in maintenance (503, with the back end's `Retry-After` or ours), anything else unreachable or
 * unreadable (502). The pages and both browser doors answer with the same status.
 */
import type { CombinedError } from '@urql/core'
import { UpstreamError } from './errors'

/** How long a shopper is asked to wait when the back end says it is busy without saying how long. */
export const BUSY_RETRY_AFTER_SECONDS = 10

/** A fetch given up because the request's budget ran out (`AbortSignal.timeout`), or aborted. */
export const isOutOfTime = (error: unknown): boolean => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/** The `Retry-After` to pass on: the back end's when it gave whole seconds, else ours. */
export function retryAfterOf(response: Response): string {
  const given = response.headers.get('Retry-After')?.trim() ?? ''
  return /^\d{1,6}$/.test(given) ? given : String(BUSY_RETRY_AFTER_SECONDS)
}

/** urql keeps the HTTP answer on its error, untyped; a Response or nothing. */
function answerOf(error: CombinedError): Response | undefined {
  const response: unknown = error.response
  return response instanceof Response ? response : undefined
}

export function upstreamFailure(error: CombinedError): UpstreamError {
  const detail = error.networkError?.message ?? error.message
  if (isOutOfTime(error.networkError)) return new UpstreamError(`GraphQL back end out of time: ${detail}`, { cause: error, status: 504 })
  const answer = answerOf(error)
  if (answer?.status === 503) {
    return new UpstreamError(`GraphQL back end busy: ${detail}`, { cause: error, status: 503, headers: { 'Retry-After': retryAfterOf(answer) } })
  }
  return new UpstreamError(`GraphQL back end unavailable: ${detail}`, { cause: error })
}
