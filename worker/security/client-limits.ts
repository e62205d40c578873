/**
 * @module
 * The abuse limits as a request meets them (`rate-limit.ts` keeps the counters): who the client is,
 * and the refusal when it has used up a window, which every door answers with 429 and
 * `Retry-After`: a page with the shop's words, the named-operation API as JSON, /graphql in
 * Magento's error shape.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { HttpError } from '../errors/http-error'
import { countAttempt, retryAfter, type AttemptLimit } from './rate-limit'

/** The client's address as Cloudflare sees it (wrangler dev and tests may send none). */
export const clientOf = (c: Context<AppEnv>): string => c.req.header('CF-Connecting-IP') ?? 'unknown'

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too many attempts from this client', { reason: 'error.tooManyAttempts', headers: retryHeader(retryAfterSeconds) })
    this.name = 'TooManyAttempts'
  }
}

/** The `Retry-After` header of a refusal, when there is a wait to tell. */
export const retryHeader = (seconds: number | undefined): Record<string, string> => (seconds ? { 'Retry-After': String(seconds) } : {})

/** The windows one attempt meets: the client's, and the address's where the limit keeps one. */
function windowsOf(c: Context<AppEnv>, limit: AttemptLimit, address: string | undefined): [AttemptLimit, string][] {
  const byClient: [AttemptLimit, string] = [limit, clientOf(c)]
  if (!limit.perAddress || !address) return [byClient]
  return [byClient, [{ ...limit, ...limit.perAddress, bucket: `${limit.bucket}:address` }, address.trim().toLowerCase()]]
}

/** Seconds until this client (and address) may try again, or null when it may now. */
export async function waitFor(c: Context<AppEnv>, limit: AttemptLimit, address?: string): Promise<number | null> {
  const waits = await Promise.all(windowsOf(c, limit, address).map(([window, who]) => retryAfter(c.var.config.CACHE, window, who)))
  const longest = Math.max(...waits.map((wait) => wait ?? 0))
  return longest > 0 ? longest : null
}

/** Throws `TooManyAttempts` when this client (or address) has used up the window. */
export async function refuseWhenLimited(c: Context<AppEnv>, limit: AttemptLimit, address?: string): Promise<void> {
  const wait = await waitFor(c, limit, address)
  if (wait !== null) throw new TooManyAttempts(wait)
}

/** Counts one attempt against the client's window (and the address's). */
export async function countFor(c: Context<AppEnv>, limit: AttemptLimit, address?: string): Promise<void> {
  await Promise.all(windowsOf(c, limit, address).map(([window, who]) => countAttempt(c.var.config.CACHE, window, who)))
}

/**
 * Before an attempt: the seconds to wait when the window is used up; otherwise null, and the attempt
 * is counted now when every attempt counts (refusals are counted by the caller once refused).
 */
export async function spendOrWait(c: Context<AppEnv>, limit: AttemptLimit, address?: string): Promise<number | null> {
  const wait = await waitFor(c, limit, address)
  if (wait === null && limit.counts === 'every') await countFor(c, limit, address)
  return wait
}

/** `spendOrWait` for doors that answer a used-up window with the shop's error page or JSON. */
export async function spendAttempt(c: Context<AppEnv>, limit: AttemptLimit, address?: string): Promise<void> {
  const wait = await spendOrWait(c, limit, address)
  if (wait !== null) throw new TooManyAttempts(wait)
}
