/**
 * @module
 * CSRF protection for JSON writes (DESIGN, security model): `hono/csrf` only covers form posts, so
 * every non-GET request to /graphql from a browser must come from our own origin. Requests without
 * an Origin header and without `Sec-Fetch-Site` (server-side Magento clients) pass.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

export function sameOriginWrite(): MiddlewareHandler<AppEnv> {
  return async function sameOriginWrite(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const origin = c.req.header('Origin')
    const fetchSite = c.req.header('Sec-Fetch-Site')
    const ownOrigin = new URL(c.req.url).origin
    const foreign = origin !== undefined ? origin !== ownOrigin : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'
    if (foreign) {
      return c.json({ errors: [{ message: 'Cross-origin requests may not change data.', extensions: { category: 'graphql-authorization' } }] }, 403)
    }
    return next()
  }
}
