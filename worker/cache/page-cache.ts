/**
 * @module
 * Whole anonymous pages kept in the data centre's cache (issue 26 point 1): a page a shopper asks
 * for again is answered from here without rendering. Keys carry the URL (path, store view prefix
 * and query in a canonical order), the VAT display the page was drawn with, and the version of the
 * client files it links and of the settings it shows; the pages' generation travels with each copy, so a purge makes every copy
 * out of date at once while still leaving it to serve when the back end is down.
 *
 * The strict CSP stays: each answer gets this response's nonce, spliced into the kept HTML where
 * the page's own nonce was, so no two responses share one; the copy is kept compressed, so an
 * answer does no compressing either (`kept-page-body.ts` says how).
 */
import { dataCentreCache } from './data-centre-cache'
import { acceptsGzip, gzipParts, keptBodyBytes, keptBodyOf, parseKeptBody, plainBytes, plainWithNonce, serialiseKeptBody, type KeptBody } from './kept-page-body'

/** Says where a page came from: kept (HIT), made and kept (MISS), kept but out of date and served
 * because making it failed (STALE), or made without the cache (BYPASS). */
export type PageCacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS'

export const PAGE_CACHE_HEADER = 'X-Edge-Cache'

/** A shared page's lifetime in seconds, as its route decided (`renderPage`); on a kept copy, what is left. */
export const PAGE_LIFETIME_HEADER = 'X-Page-Lifetime'

/** Bumped when the kept copy's shape or meaning changes, so older copies are never read. */
const PAGE_FORMAT_VERSION = 'p2'

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
  /** The page's own `Content-Type` (the kept bytes are not the page as sent) and the bytes' layout. */
  contentType: 'X-Page-Content-Type',
  layout: 'X-Page-Layout',
} as const

export type PageKey = {
  url: URL
  excludingVat: boolean
  /** The shopper chose listings as a list (SPEC §2), which the page's `<html>` says from the first byte. */
  listLayout?: boolean
  /** The client files the page links (their hashed names change with every build) and the settings it shows. */
  assetsVersion: string
}

/** The cache key: one per URL with its query in a canonical order, VAT display, listing layout and client build. */
export function pageCacheKey({ url, excludingVat, listLayout = false, assetsVersion }: PageKey): Request {
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  const vat = (excludingVat ? 'ex' : 'inc') + (listLayout ? '-list' : '')
  const search = query.size > 0 ? `?${query}` : ''
  return new Request(`${url.origin}/__page/${PAGE_FORMAT_VERSION}/${encodeURIComponent(assetsVersion)}/${vat}${url.pathname}${search}`)
}

export type KeptPage = { headers: Headers; body: KeptBody; fresh: boolean }

/**
 * Copies this isolate kept or read lately, so a page asked for again skips even the cache's own
 * lookup (in the data centre, a round trip to its storage). Bounded; the oldest go first. Each
 * copy carries its headers, generation included, so it answers exactly as the cache's would.
 */
const MEMORY_BUDGET_BYTES = 8 * 1024 * 1024
type MemoryCopy = { headers: [string, string][]; body: KeptBody; bytes: number }
const memory = new Map<string, MemoryCopy>()
let memoryBytes = 0

function remember(url: string, headers: Headers, body: KeptBody): void {
  forget(url)
  const bytes = keptBodyBytes(body)
  if (bytes > MEMORY_BUDGET_BYTES / 8) return
  memory.set(url, { headers: [...headers], body, bytes })
  memoryBytes += bytes
  for (const [oldest, copy] of memory) {
    if (memoryBytes <= MEMORY_BUDGET_BYTES) break
    memory.delete(oldest)
    memoryBytes -= copy.bytes
  }
}

function forget(url: string): void {
  const copy = memory.get(url)
  if (!copy) return
  memory.delete(url)
  memoryBytes -= copy.bytes
}

const isFresh = (headers: Headers, generation: number, now: number) =>
  Number(headers.get(KEPT.generation)) === generation && Number(headers.get(KEPT.freshUntil)) > now

/** The kept copy of a page, and whether it is still fresh for this generation; null when none. */
export async function findPage(key: Request, generation: number, now: number): Promise<KeptPage | null> {
  const inMemory = memory.get(key.url)
  if (inMemory) {
    const headers = new Headers(inMemory.headers)
    if (isFresh(headers, generation, now)) return { headers, body: inMemory.body, fresh: true }
    forget(key.url)
  }
  const cache = dataCentreCache()
  if (!cache) return null
  try {
    const response = await cache.match(key)
    if (!response) return null
    const body = parseKeptBody(new Uint8Array(await response.arrayBuffer()), response.headers.get(KEPT.layout) ?? '')
    if (!body) return null
    const headers = new Headers(response.headers)
    headers.set('Content-Type', headers.get(KEPT.contentType) ?? 'text/html; charset=utf-8')
    const fresh = isFresh(headers, generation, now)
    if (fresh) remember(key.url, headers, body)
    return { headers, body, fresh }
  } catch (error) {
    console.error('page cache read failed', error)
    return null
  }
}

export type KeepOptions = {
  generation: number
  freshForSeconds: number
  now: number
  nonce: string | undefined
  /** Asked once the body has been read: false when a section of the page failed and was left out. */
  whole?: () => boolean
}

/**
 * Keeps a made page (its body is read here to the end); the caller keeps the request alive with
 * `waitUntil`. `nonce` is the one the page was made with, whose places each answer fills anew. The
 * browser's own `Cache-Control` is kept beside the copy for answering from it.
 */
export async function keepPage(key: Request, page: Response, { generation, freshForSeconds, now, nonce, whole }: KeepOptions): Promise<void> {
  const cache = dataCentreCache()
  const headers = new Headers(page.headers)
  headers.set(KEPT.generation, String(generation))
  headers.set(KEPT.freshUntil, String(now + freshForSeconds * 1000))
  headers.set(KEPT.browserCacheControl, page.headers.get('Cache-Control') ?? '')
  headers.delete(PAGE_CACHE_HEADER)
  try {
    const made = await page.arrayBuffer()
    // Known only once the last section has streamed: a page that left an extra out is not kept.
    if (whole && !whole()) {
      console.error('page not kept: a section of it failed', key.url)
      return
    }
    const body = await keptBodyOf(made, nonce)
    remember(key.url, headers, body)
    if (!cache) return
    const { bytes, layout } = serialiseKeptBody(body)
    const stored = new Headers(headers)
    stored.set(KEPT.contentType, headers.get('Content-Type') ?? '')
    stored.set(KEPT.layout, layout)
    // Opaque bytes to the cache: not the page as a browser would read it.
    stored.set('Content-Type', 'application/octet-stream')
    stored.set('Cache-Control', `public, max-age=${PAGE_KEEP_SECONDS}`)
    await cache.put(key, new Response(bytes, { status: 200, headers: stored }))
  } catch (error) {
    console.error('page cache write failed', error)
  }
}

/** Past this many plain bytes before the last nonce, splicing would send more than compressing saves. */
const PLAIN_LIMIT_BYTES = 16 * 1024

export type AnswerOptions = {
  /** This response's nonce (the one in its CSP header). */
  nonce: string | undefined
  /** The request's `Accept-Encoding`: gzip is sent as kept; otherwise the page is inflated. */
  acceptEncoding: string | undefined
  status: PageCacheStatus
  now: number
}

/**
 * The answer made from a kept copy: this response's nonce in every place the page's own was, the
 * browser's `Cache-Control`, the lifetime that is left (none once out of date), and the status.
 */
export function answerFromKept(kept: KeptPage, { nonce = '', acceptEncoding, status, now }: AnswerOptions): Response {
  const headers = new Headers(kept.headers)
  const freshUntil = Number(headers.get(KEPT.freshUntil))
  const browser = headers.get(KEPT.browserCacheControl) ?? ''
  for (const name of Object.values(KEPT)) headers.delete(name)
  const secondsLeft = status === 'STALE' ? 0 : Math.max(0, Math.floor((freshUntil - now) / 1000))
  if (browser) headers.set('Cache-Control', browser)
  else headers.delete('Cache-Control')
  headers.set(PAGE_LIFETIME_HEADER, String(secondsLeft))
  headers.set(PAGE_CACHE_HEADER, status)
  headers.append('Vary', 'Accept-Encoding')
  // A page whose nonce comes late (a streamed section's script) would go out mostly uncompressed:
  // it goes plain, and the runtime compresses it as it does any page.
  if (!acceptsGzip(acceptEncoding) || plainBytes(kept.body) > PLAIN_LIMIT_BYTES) return new Response(plainWithNonce(kept.body, nonce), { status: 200, headers })
  // A blob of the parts: the kept rest is not copied into a new buffer for each answer.
  const gzip = new Blob(gzipParts(kept.body, nonce))
  headers.set('Content-Encoding', 'gzip')
  headers.set('Content-Length', String(gzip.size))
  // Sent as it is: the runtime must not compress the compressed bytes again.
  return new Response(gzip, { status: 200, headers, encodeBody: 'manual' })
}
