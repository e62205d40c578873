/**
 * @module
 * What can go wrong on a GraphQL call, as errors the one error handler understands (SPEC §8).
 */
import { HttpError } from '../errors/http-error'

/**
 * The back end could not be reached or answered without a GraphQL result: a 502 page; 504 when it
 * did not answer within the request's budget, 503 (with `Retry-After`) when it said it is busy.
 */
export class UpstreamError extends HttpError {
  constructor(message: string, options?: { cause?: unknown; status?: 502 | 503 | 504; headers?: Record<string, string> }) {
    super(options?.status ?? 502, message, options)
    this.name = 'UpstreamError'
  }
}

/** The back end answered with GraphQL errors; the first message is the one reported (SPEC §8). */
export class GraphQLCallError extends HttpError {
  constructor(
    message: string,
    readonly category: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(500, message, options)
    this.name = 'GraphQLCallError'
  }
}

/**
 * SPEC §8 "Authorization-category error": the customer's token is no longer accepted. Pages clear
 * the customer and cart cookies, leave a "please sign in again" notice and go home.
 */
export class SessionEnded extends HttpError {
  constructor(message = 'The customer session has ended.', options?: { cause?: unknown }) {
    super(401, message, options)
    this.name = 'SessionEnded'
  }
}

/** Magento's error category for a missing, expired or foreign customer token. */
export const AUTHORIZATION_CATEGORY = 'graphql-authorization'

/** Magento's error category for an identifier that names nothing. */
export const NO_SUCH_ENTITY_CATEGORY = 'graphql-no-such-entity'

/** Magento's error category for arguments it refuses (a page past the last one, among others). */
export const INPUT_CATEGORY = 'graphql-input'

/** Magento's answer to a `currentPage` past the last page of results (SPEC: the page is a 404). */
export const isPageOutOfRange = (error: unknown): boolean =>
  error instanceof GraphQLCallError && error.category === INPUT_CATEGORY && /^currentPage value \d+ specified is greater than/.test(error.message)
