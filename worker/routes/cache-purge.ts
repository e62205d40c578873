/**
 * @module
 * `POST /__cache/purge`: lets marketing swap a CMS block or a redirect at once instead of waiting
 * for the cache lifetime. Bearer token from `CACHE_PURGE_TOKEN`; without it configured, purging is
 * off (404). Body: `{ "kind": "cmsBlocks" }` for a whole kind, or with `"store"` and `"ids"` for
 * single entries.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { CACHE_KINDS, type CacheKind } from '../cache/kv-cache'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'

const purgeRequest = z.union([
  z.object({ kind: z.enum(CACHE_KINDS as [CacheKind, ...CacheKind[]]) }).strict(),
  z
    .object({
      kind: z.enum(CACHE_KINDS as [CacheKind, ...CacheKind[]]),
      store: z.string().regex(/^[a-z0-9_]{1,32}$/),
      ids: z.array(z.string().min(0).max(2048)).min(1).max(100),
    })
    .strict(),
])

/** Constant-time comparison, so the token cannot be guessed byte by byte from timings. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder()
  const [a, b] = await Promise.all([given, expected].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))))
  // A Workers extension, hidden by the DOM library's SubtleCrypto type (see tsconfig.json).
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }
  return subtle.timingSafeEqual(a!, b!)
}

const NO_STORE = { 'Cache-Control': 'no-store' }

export const cachePurgeRoutes = new Hono<AppEnv>().post('/__cache/purge', async (c) => {
  const expected = c.var.config.CACHE_PURGE_TOKEN
  if (!expected) throw new NotFound('cache purging is not configured')
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
  if (!given || !(await sameSecret(given, expected))) {
    return c.json({ error: 'A valid bearer token is required.' }, 401, { ...NO_STORE, 'WWW-Authenticate': 'Bearer' })
  }
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return c.json({ error: 'The body must be JSON.' }, 400, NO_STORE)
  }
  const parsed = purgeRequest.safeParse(body)
  if (!parsed.success) {
    return c.json({ error: 'Expected {"kind"} or {"kind","store","ids"}.', kinds: CACHE_KINDS, issues: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`) }, 400, NO_STORE)
  }
  const request = parsed.data
  const removed = 'ids' in request ? await c.var.cache.purge(request.kind, { storeCode: request.store, ids: request.ids }) : await c.var.cache.purge(request.kind)
  return c.json({ purged: request.kind, entries: 'ids' in request ? removed : 'all' }, 200, NO_STORE)
})
