/**
 * @module
 * CSRF protection for every write (DESIGN, security model): a request that changes data must come
 * from our own origin. OWASP's rule decides: the `Origin` header when the browser sent one; else
 * `Sec-Fetch-Site`; else the `Referer`. A request with none of them (a server-side Magento client)
 * passes. A refused JSON request gets a Magento-shaped error; a refused form post gets the shop's
 * error page saying why, in the store view's words.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { HttpError } from '../errors/http-error'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether the request comes from another site, as far as its headers tell. */
export function fromAnotherSite(headers: { get(name: string): string | null }, ownOrigin: string): boolean {
  const origin = headers.get('Origin')
  if (origin !== null) return origin !== ownOrigin
  const fetchSite = headers.get('Sec-Fetch-Site')
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const referer = headers.get('Referer')
  if (referer === null) return false
  try {
    return new URL(referer).origin !== ownOrigin
  } catch {
    return true
  }
}

/** A script's or a Magento client's request, which reads JSON, rather than a page's form. */
function wantsJson(c: Context<AppEnv>): boolean {
  const type = c.req.header('Content-Type') ?? ''
  const accept = c.req.header('Accept') ?? ''
  return type.includes('application/json') || type.includes('application/graphql') || (accept.includes('application/json') && !accept.includes('text/html'))
}

export function sameOriginWrite(): MiddlewareHandler<AppEnv> {
  return async function sameOriginWrite(c, next) {
    if (READS.has(c.req.method) || !fromAnotherSite(c.req.raw.headers, new URL(c.req.url).origin)) return next()
    if (wantsJson(c)) {
      return c.json({ errors: [{ message: 'Cross-origin requests may not change data.', extensions: { category: 'graphql-authorization' } }] }, 403)
    }
    throw new HttpError(403, 'a form posted from another site', { reason: 'error.crossSite' })
  }
}
