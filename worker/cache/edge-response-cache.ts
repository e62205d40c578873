/**
 * @module
 * The data centre's HTTP cache (the Workers Cache API) for anonymous GraphQL reads: a worker's
 * responses are not cached by the CDN on their own, so the endpoint stores public answers here
 * for their `max-age` and answers repeats without reaching the back end. Per location, not global;
 * entries simply expire (KV holds what must be purgeable).
 */

import { dataCentreCache } from './data-centre-cache'

/** Says whether an answer came from this cache, for monitoring and tests. */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache'

/** Whose answer it is: the store view and the back end, which the request URL alone does not carry. */
export type ReadScope = { storeCode: string; backend: string }

function keyFor(url: string, scope: ReadScope): Request {
  const key = new URL(url)
  key.searchParams.set('__store', scope.storeCode)
  key.searchParams.set('__backend', scope.backend)
  return new Request(key.href, { method: 'GET' })
}

export async function cachedRead(url: string, scope: ReadScope): Promise<Response | null> {
  const cache = dataCentreCache()
  if (!cache) return null
  try {
    const hit = await cache.match(keyFor(url, scope))
    if (!hit) return null
    const response = new Response(hit.body, hit)
    response.headers.set(EDGE_CACHE_HEADER, 'HIT')
    return response
  } catch (error) {
    console.error('edge cache read failed', error)
    return null
  }
}

/** Stores a public answer; the caller keeps the request alive with `waitUntil`. */
export async function storeRead(url: string, scope: ReadScope, response: Response): Promise<void> {
  const cache = dataCentreCache()
  if (!cache) return
  try {
    await cache.put(keyFor(url, scope), response)
  } catch (error) {
    console.error('edge cache write failed', error)
  }
}
