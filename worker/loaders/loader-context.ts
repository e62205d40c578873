/**
 * @module
 * What a loader may use: the request's GraphQL transport and KV cache, the store view the cache is
 * keyed by, and the request id for its log lines. Not the Hono context: a loader cannot read a
 * cookie, write a header or render, so it can be called from any route, guard or test the same way.
 */
import type { StoreView } from '../../shared/constants/stores'
import type { Cache } from '../cache/kv-cache'
import type { GraphQLTransport } from '../graphql/transport'

export type LoaderContext = {
  readonly graphql: GraphQLTransport
  readonly cache: Cache
  readonly store: StoreView
  /** SPEC §9: the root of the category tree (configurable). */
  readonly rootCategoryId: number
  /** For log lines: which request a failure belongs to. */
  readonly requestId: string
  /**
   * How many of the request's extras failed and were left out (`logAndReturn`): a page missing
   * some is not kept for other shoppers, so the last whole copy stays.
   */
  readonly failures?: { count: number }
}

/**
 * What a page loader returns (STYLE "A route, its guard and its loader"): `critical` is awaited
 * before the first byte and holds what decides the status and the head; `deferred` holds promises
 * for what may stream later inside a `<Suspense>` section. Each deferred promise settles to an empty
 * value after logging and never rejects, so a slow or failing extra never fails the page.
 */
export type PageData<Critical, Deferred extends Record<string, Promise<unknown>> = Record<never, never>> = {
  critical: Critical
  deferred: Deferred
}

/** Logs an extra that failed and was left out, and counts it against the page (`failures`). */
export function noteFailure(ctx: LoaderContext, what: string, error: unknown): void {
  console.error(`[${ctx.requestId}] ${what} unavailable`, error)
  if (ctx.failures) ctx.failures.count += 1
}

/** A deferred read's failure handler: logs it and settles to the given empty value instead. */
export function logAndReturn<T>(ctx: LoaderContext, what: string, empty: T): (error: unknown) => T {
  return (error) => {
    noteFailure(ctx, what, error)
    return empty
  }
}
