/**
 * @module
 * Attempts-per-window limits kept in KV, for what would otherwise let anyone guess or spray: the
 * guest order lookup, failed sign-ins, password reset requests. Per client address (a digest of it
 * names the key, never the address). KV is not atomic and is eventually consistent, so a burst may
 * slip a few attempts past a limit: it damps guessing, it is not an exact quota.
 */
export type RateLimit = { limit: number; windowSeconds: number }

/** A limit with the name its counters are kept under. */
export type AttemptLimit = RateLimit & { bucket: string }

/**
 * Failed sign-ins from one client, whatever the e-mail addresses: Magento's lockout counts per
 * account, so without this a client could try one password on many accounts.
 */
export const SIGN_IN_FAILURES: AttemptLimit = { bucket: 'sign-in-failures', limit: 10, windowSeconds: 60 }

/** Password reset requests from one client (each sends an e-mail), whatever the addresses. */
export const PASSWORD_RESET_REQUESTS: AttemptLimit = { bucket: 'password-reset', limit: 10, windowSeconds: 60 }

type Window = { count: number; until: number }

async function keyFor(bucket: string, client: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${bucket}:${client}`)))
  return `rate:${bucket}:${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

async function windowOf(kv: KVNamespace, key: string, now: number): Promise<Window | null> {
  const seen = await kv.get<Window>(key, 'json')
  return seen && seen.until > now ? seen : null
}

/** Seconds until this client may try again, or null when it may now. */
export async function retryAfter(kv: KVNamespace, { bucket, limit }: AttemptLimit, client: string, now = Date.now()): Promise<number | null> {
  const current = await windowOf(kv, await keyFor(bucket, client), now)
  return current && current.count >= limit ? Math.max(1, Math.ceil((current.until - now) / 1000)) : null
}

/** Counts one attempt (a failure, or a request) against the client's window. */
export async function countAttempt(kv: KVNamespace, { bucket, windowSeconds }: AttemptLimit, client: string, now = Date.now()): Promise<void> {
  const key = await keyFor(bucket, client)
  const current = (await windowOf(kv, key, now)) ?? { count: 0, until: now + windowSeconds * 1000 }
  // KV's shortest expiry is 60 seconds.
  await kv.put(key, JSON.stringify({ count: current.count + 1, until: current.until }), { expirationTtl: Math.max(60, Math.ceil((current.until - now) / 1000)) })
}

/** Counts an attempt; false when this client has used up the window's attempts. */
export async function allowAttempt(kv: KVNamespace, bucket: string, client: string, { limit, windowSeconds }: RateLimit, now = Date.now()): Promise<boolean> {
  const window = { bucket, limit, windowSeconds }
  if ((await retryAfter(kv, window, client, now)) !== null) return false
  await countAttempt(kv, window, client, now)
  return true
}
