/**
 * @module
 * The service worker (SPEC §4: registered at /sw.js). Not part of the page bundle: the client
 * build bundles this file on its own into `public/sw.js`, filling in the build's version and the
 * list of its hashed files. It precaches the bundle, the stylesheet and the offline pages, answers
 * `/assets/*` from the cache and sends navigations to the network first (sw-strategy.ts).
 */
import { offlinePageFor, offlinePagePaths } from './offline-paths'
import { cacheName, isStaleCache, strategyFor } from './sw-strategy'

/** Set by the build: a hash of what this worker serves. */
declare const SW_VERSION: string
/** Set by the build: every hashed file of the client bundle, the stylesheet and the icon. */
declare const SW_PRECACHE: readonly string[]

// The page's DOM typings describe a window; these are the few service-worker types used here.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface ServiceWorkerScope {
  readonly location: Location
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const scope = self as unknown as ServiceWorkerScope
const CACHE = cacheName(SW_VERSION)

/** Hashed files never change under their name: an earlier build's copy is as good as a download. */
async function reuseOrFetch(cache: Cache, url: string): Promise<void> {
  const earlier = url.startsWith('/assets/') ? await caches.match(url) : undefined
  if (earlier) return cache.put(url, earlier)
  // `reload`: straight from the network, never an older copy from the HTTP cache.
  return cache.add(new Request(url, { cache: 'reload' }))
}

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE)
  await Promise.all([...SW_PRECACHE, ...offlinePagePaths()].map((url) => reuseOrFetch(cache, url)))
  // A new build's worker takes over at once: pages it serves from then on are the new build's,
  // and a page still running the old bundle recovers from a missing chunk by reloading.
  await scope.skipWaiting()
}

async function dropStaleCaches(): Promise<void> {
  const names = await caches.keys()
  await Promise.all(names.filter((name) => isStaleCache(name, SW_VERSION)).map((name) => caches.delete(name)))
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE })
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(CACHE)
    await cache.put(request, response.clone())
  }
  return response
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const offline = await caches.match(offlinePageFor(new URL(request.url).pathname), { cacheName: CACHE })
    if (offline) return offline
    throw error
  }
}

scope.addEventListener('install', (event) => event.waitUntil(precache()))
scope.addEventListener('activate', (event) => event.waitUntil(dropStaleCaches()))
scope.addEventListener('fetch', (event) => {
  switch (strategyFor(event.request, scope.location.origin)) {
    case 'cache-first':
      return event.respondWith(cacheFirst(event.request))
    case 'network-first':
      return event.respondWith(networkFirst(event.request))
    case 'browser':
      return undefined
  }
})
