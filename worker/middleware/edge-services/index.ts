/**
 * @module
 * Puts the request's GraphQL transport, KV cache and validated session cookies on the context, and
 * the two bundled as the loaders' context; after a write, remembers where it left the database. Which back end the transport reaches is decided by the
 * composition root.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { createCache } from '../../cache/kv-cache'
import { readSessionCookies, setDatabaseBookmarkCookie } from '../../cookies/session-cookies'
import type { AppEnv } from '../../env'
import { createTransport, type BackendChoice } from '../../graphql/transport'
import { waitUntil } from '../../runtime/wait-until'

export function edgeServices(chooseBackend: (c: Context<AppEnv>) => BackendChoice): MiddlewareHandler<AppEnv> {
  return async function edgeServices(c, next) {
    const session = readSessionCookies(c)
    c.set('session', session)
    const backend = chooseBackend(c)
    c.set('backend', backend)
    const graphql = createTransport({ ...backend, store: c.var.store, customerToken: session.customerToken })
    const cache = createCache({ kv: c.env.CACHE, waitUntil: (promise) => waitUntil(c, promise) })
    c.set('graphql', graphql)
    c.set('cache', cache)
    c.set('loaderContext', { graphql, cache, store: c.var.store, rootCategoryId: c.var.config.ROOT_CATEGORY_ID, requestId: c.var.requestId, failures: { count: 0 } })
    await next()
    // A write's bookmark goes with its answer (never a cacheable GET's, nor a refusal's), so the
    // shopper's next requests read what they have just written, even from a read replica.
    const wrote = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400
    const bookmark = wrote ? (backend.bookmark?.() ?? null) : null
    if (bookmark !== null && bookmark !== session.databaseBookmark) setDatabaseBookmarkCookie(c, bookmark)
  }
}
