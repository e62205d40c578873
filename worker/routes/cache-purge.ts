/**
 * @module
 * `POST /__cache/purge`: lets marketing swap a CMS block or a redirect at once instead of waiting
 * for the cache lifetime. Bearer token from `CACHE_PURGE_TOKEN`, checked by Hono's bearer auth;
 * without it configured, purging is off (404). Body: `{ "kind": "cmsBlocks" }` for a whole kind,
 * or with `"store"` and `"ids"` for single entries.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bearerAuth } from 'hono/bearer-auth'
import { timingSafeEqual } from 'hono/utils/buffer'
import { z } from 'zod'
import { CACHE_KINDS, type CacheKind } from '../cache/kv-cache'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { NO_STORE_HEADERS } from '../cache/strategies'

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

/** Every refusal alike (missing, malformed or wrong token): a 401 with the challenge header. */
const unauthorized = (c: Context) => c.json({ error: 'A valid bearer token is required.' }, 401, { ...NO_STORE_HEADERS, 'WWW-Authenticate': 'Bearer' })

/** Purging is off (404) until a token is configured. */
const purgingConfigured: MiddlewareHandler<AppEnv> = async function purgingConfigured(c, next) {
  if (!c.var.config.CACHE_PURGE_TOKEN) throw new NotFound('cache purging is not configured')
  await next()
}

/** Hono's bearer auth, which compares the token in constant time, against the configured token. */
const purgeToken = bearerAuth({
  verifyToken: (token, c: Context<AppEnv>) => timingSafeEqual(c.var.config.CACHE_PURGE_TOKEN ?? '', token),
  noAuthenticationHeader: { message: unauthorized },
  invalidAuthenticationHeader: { message: unauthorized },
  invalidToken: { message: unauthorized },
})

export const cachePurgeRoutes = new Hono<AppEnv>().post('/__cache/purge', purgingConfigured, purgeToken, async (c) => {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return c.json({ error: 'The body must be JSON.' }, 400, NO_STORE_HEADERS)
  }
  const parsed = purgeRequest.safeParse(body)
  if (!parsed.success) {
    return c.json({ error: 'Expected {"kind"} or {"kind","store","ids"}.', kinds: CACHE_KINDS, issues: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`) }, 400, NO_STORE_HEADERS)
  }
  const request = parsed.data
  const removed = 'ids' in request ? await c.var.cache.purge(request.kind, { storeCode: request.store, ids: request.ids }) : await c.var.cache.purge(request.kind)
  return c.json({ purged: request.kind, entries: 'ids' in request ? removed : 'all' }, 200, NO_STORE_HEADERS)
})
