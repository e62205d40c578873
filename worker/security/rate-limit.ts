/**
 * @module
 * A small attempts-per-window limit kept in KV, for forms that would otherwise let anyone guess
 * (the guest order lookup: an order number, an e-mail and a postcode). KV is not atomic and is
 * eventually consistent, so a burst may slip a few attempts past the limit: it damps guessing, it
 * is not an exact quota. Keys name a digest of the client's address, not the address.
 */
export type RateLimit = { limit: number; windowSeconds: number }

async function keyFor(bucket: string, client: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${bucket}:${client}`)))
  return `rate:${bucket}:${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Counts an attempt; false when this client has used up the window's attempts. */
export async function allowAttempt(kv: KVNamespace, bucket: string, client: string, { limit, windowSeconds }: RateLimit, now = Date.now()): Promise<boolean> {
  const key = await keyFor(bucket, client)
  const seen = (await kv.get<{ count: number; until: number }>(key, 'json')) ?? null
  const current = seen && seen.until > now ? seen : { count: 0, until: now + windowSeconds * 1000 }
  if (current.count >= limit) return false
  // KV's shortest expiry is 60 seconds.
  await kv.put(key, JSON.stringify({ count: current.count + 1, until: current.until }), { expirationTtl: Math.max(60, Math.ceil((current.until - now) / 1000)) })
  return true
}
