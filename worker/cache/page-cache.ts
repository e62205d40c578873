/**
 * @module
 * Whole anonymous pages kept in the data centre's cache (issue 26 point 1): a page a shopper asks
 * for again is answered from here without rendering. Keys carry the URL (path, store view prefix
 * and query in a canonical order), the VAT display the page was drawn with, and the version of the
 * client files it links and of the settings it shows; the pages' generation travels with each copy, so a purge makes every copy
 * out of date at once while still leaving it to serve when the back end is down.
 *
 * The strict CSP stays: each answer gets this response's nonce, written into the kept HTML while
 * it streams (`HTMLRewriter`), so no two responses share one.
 */
import { dataCentreCache } from './data-centre-cache'

/** Says where a page came from: kept (HIT), made and kept (MISS), kept but out of date and served
 * because making it failed (STALE), or made without the cache (BYPASS). */
export type PageCacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS'

export const PAGE_CACHE_HEADER = 'X-Edge-Cache'

/** A shared page's lifetime in seconds, as its route decided (`renderPage`); on a kept copy, what is left. */
export const PAGE_LIFETIME_HEADER = 'X-Page-Lifetime'

/** Bumped when the kept copy's shape or meaning changes, so older copies are never read. */
const PAGE_FORMAT_VERSION = 'p1'

/**
 * How long a copy is kept after it was made: far past its freshness, so that a back end outage is
 * answered with the last good page rather than an error page (DESIGN "Caching").
 */
export const PAGE_KEEP_SECONDS = 24 * 60 * 60

/** What a kept copy carries about itself, in headers of its own (never sent to the browser). */
const KEPT = {
  generation: 'X-Page-Generation',
  freshUntil: 'X-Page-Fresh-Until',
  browserCacheControl: 'X-Page-Cache-Control',
} as const

export type PageKey = {
  url: URL
  excludingVat: boolean
  /** The client files the page links (their hashed names change with every build) and the settings it shows. */
  assetsVersion: string
}

/** The cache key: one per URL with its query in a canonical order, VAT display and client build. */
export function pageCacheKey({ url, excludingVat, assetsVersion }: PageKey): Request {
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  const vat = excludingVat ? 'ex' : 'inc'
  const search = query.size > 0 ? `?${query}` : ''
  return new Request(`${url.origin}/__page/${PAGE_FORMAT_VERSION}/${encodeURIComponent(assetsVersion)}/${vat}${url.pathname}${search}`)
}

export type KeptPage = { response: Response; fresh: boolean }

/**
 * Copies this isolate kept or read lately, so a page asked for again skips even the cache's own
 * lookup (in the data centre, a round trip to its storage). Bounded; the oldest go first. Each
 * copy carries its headers, generation included, so it answers exactly as the cache's would.
 */
const MEMORY_BUDGET_BYTES = 8 * 1024 * 1024
type MemoryCopy = { headers: [string, string][]; body: ArrayBuffer }
const memory = new Map<string, MemoryCopy>()
let memoryBytes = 0

function remember(url: string, headers: Headers, body: ArrayBuffer): void {
  forget(url)
  if (body.byteLength > MEMORY_BUDGET_BYTES / 8) return
  memory.set(url, { headers: [...headers], body })
  memoryBytes += body.byteLength
  for (const [oldest, copy] of memory) {
    if (memoryBytes <= MEMORY_BUDGET_BYTES) break
    memory.delete(oldest)
    memoryBytes -= copy.body.byteLength
  }
}

function forget(url: string): void {
  const copy = memory.get(url)
  if (!copy) return
  memory.delete(url)
  memoryBytes -= copy.body.byteLength
}

function kept(headers: Headers, body: BodyInit, generation: number, now: number): KeptPage {
  const keptGeneration = Number(headers.get(KEPT.generation))
  const freshUntil = Number(headers.get(KEPT.freshUntil))
  return { response: new Response(body, { status: 200, headers }), fresh: keptGeneration === generation && freshUntil > now }
}

/** The kept copy of a page, and whether it is still fresh for this generation; null when none. */
export async function findPage(key: Request, generation: number, now: number): Promise<KeptPage | null> {
  const inMemory = memory.get(key.url)
  if (inMemory) {
    const found = kept(new Headers(inMemory.headers), inMemory.body, generation, now)
    if (found.fresh) return found
    forget(key.url)
  }
  const cache = dataCentreCache()
  if (!cache) return null
  try {
    const response = await cache.match(key)
    if (!response) return null
    const found = kept(response.headers, response.body ?? '', generation, now)
    if (!found.fresh) return found
    const body = await found.response.arrayBuffer()
    remember(key.url, response.headers, body)
    return kept(response.headers, body, generation, now)
  } catch (error) {
    console.error('page cache read failed', error)
    return null
  }
}

export type KeepOptions = { generation: number; freshForSeconds: number; now: number }

/**
 * Keeps a made page (its body is read here to the end); the caller keeps the request alive with
 * `waitUntil`. The browser's own `Cache-Control` is kept beside the copy for answering from it.
 */
export async function keepPage(key: Request, page: Response, { generation, freshForSeconds, now }: KeepOptions): Promise<void> {
  const cache = dataCentreCache()
  const headers = new Headers(page.headers)
  headers.set(KEPT.generation, String(generation))
  headers.set(KEPT.freshUntil, String(now + freshForSeconds * 1000))
  headers.set(KEPT.browserCacheControl, page.headers.get('Cache-Control') ?? '')
  headers.set('Cache-Control', `public, max-age=${PAGE_KEEP_SECONDS}`)
  headers.delete(PAGE_CACHE_HEADER)
  try {
    const body = await page.arrayBuffer()
    remember(key.url, headers, body)
    await cache?.put(key, new Response(body, { status: 200, headers }))
  } catch (error) {
    console.error('page cache write failed', error)
  }
}

/**
 * The answer made from a kept copy: this response's nonce on every element that carries one, the
 * browser's `Cache-Control`, the lifetime that is left (none once out of date), and the status.
 */
export function answerFromKept(kept: Response, nonce: string | undefined, status: PageCacheStatus, now: number): Response {
  const headers = new Headers(kept.headers)
  const freshUntil = Number(headers.get(KEPT.freshUntil))
  const browser = headers.get(KEPT.browserCacheControl) ?? ''
  for (const name of Object.values(KEPT)) headers.delete(name)
  const secondsLeft = status === 'STALE' ? 0 : Math.max(0, Math.floor((freshUntil - now) / 1000))
  if (browser) headers.set('Cache-Control', browser)
  else headers.delete('Cache-Control')
  headers.set(PAGE_LIFETIME_HEADER, String(secondsLeft))
  headers.set(PAGE_CACHE_HEADER, status)
  const body = nonce === undefined ? kept.body : withNonce(kept, nonce).body
  return new Response(body, { status: 200, headers })
}

/** Writes `nonce` into every `nonce` attribute of the HTML as it streams through. */
function withNonce(page: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .transform(page)
}
