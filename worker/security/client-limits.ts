/**
 * @module
 * The abuse limits as a request meets them (`rate-limit.ts` keeps the counters): who the client is,
 * and the refusal when it has used up a window, which every door answers with 429 and
 * `Retry-After`: the page with the shop's words, the named-operation API as JSON.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { HttpError } from '../errors/http-error'
import { countAttempt, retryAfter, type AttemptLimit } from './rate-limit'

/** The client's address as Cloudflare sees it (wrangler dev and tests may send none). */
export const clientOf = (c: Context<AppEnv>): string => c.req.header('CF-Connecting-IP') ?? 'unknown'

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too many attempts from this client', { reason: 'error.tooManyAttempts' })
    this.name = 'TooManyAttempts'
  }
}

/** Seconds until this client may try again, or null when it may now. */
export const waitFor = (c: Context<AppEnv>, limit: AttemptLimit): Promise<number | null> => retryAfter(c.var.config.CACHE, limit, clientOf(c))

/** Throws `TooManyAttempts` when this client has used up the window. */
export async function refuseWhenLimited(c: Context<AppEnv>, limit: AttemptLimit): Promise<void> {
  const wait = await waitFor(c, limit)
  if (wait !== null) throw new TooManyAttempts(wait)
}

export const countFor = (c: Context<AppEnv>, limit: AttemptLimit): Promise<void> => countAttempt(c.var.config.CACHE, limit, clientOf(c))
