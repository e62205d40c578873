/**
 * @module
 * The service worker's decisions, as pure functions (the worker script in service-worker.ts only
 * wires them to the cache): which requests it answers and how, and which caches are stale.
 *
 * - `/assets/*` (hashed, immutable): cache first; the build precaches them all.
 * - Page navigations: network first, so every page comes fresh from the worker (prices, stock,
 *   the shopper's state); only when the network fails does the cached offline page answer.
 * - Everything else (API calls, GraphQL, images, soft navigation's fetches) is left to the
 *   browser untouched: the worker's own caching rules apply.
 */

export type Strategy = 'cache-first' | 'network-first' | 'browser'

/** The parts of a request the choice depends on. */
export type RequestFacts = { method: string; mode: RequestMode; url: string }

const ASSET_PATH = /^\/assets\//

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'browser'
  const url = new URL(request.url)
  if (url.origin !== origin) return 'browser'
  if (request.mode === 'navigate') return 'network-first'
  return ASSET_PATH.test(url.pathname) ? 'cache-first' : 'browser'
}

const CACHE_PREFIX = 'shop-'

/** One cache per build: a new build's worker fills its own and drops the old ones. */
export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`
}

/** Caches of earlier builds; other caches on the origin are not ours to delete. */
export function isStaleCache(name: string, version: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== cacheName(version)
}
