/**
 * @module
 * Serves the shop's pages from the data centre's cache (issue 26 point 1). Runs before the page
 * routes: a fresh copy is answered at once, with no route, loader or render. Otherwise the route
 * runs, and a page it marked shared (`sharedPage`) with a lifetime is kept as it streams to the
 * shopper. When making the page fails (the back end is down) an out-of-date copy is served.
 *
 * Not from the cache, nor kept: a page with a one-off notice for this shopper, and a request that
 * asks for a fresh page (`Cache-Control: no-cache`: a hard reload, the benchmark's uncached rows).
 * Every page answer says which it was in `X-Edge-Cache` (HIT, MISS, STALE or BYPASS).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { showsExcludingVat } from '../price-display-default'
import { pagesGeneration } from '../../cache/generations'
import { answerFromKept, findPage, keepPage, pageCacheKey, PAGE_CACHE_HEADER, PAGE_LIFETIME_HEADER, type KeptPage } from '../../cache/page-cache'
import type { WorkerConfig } from '../../config'
import type { AppEnv } from '../../env'
import { loadAssetManifest } from '../../render/asset-manifest'
import { waitUntil } from '../../runtime/wait-until'

/**
 * The settings a page's HTML depends on, as one short string of the key: a deploy that changes one
 * (a tag manager, the chat vendor, the root category) never serves a page made under the old one.
 * Not the back end's URL: a copy made before an outage must stay reachable to be served during it.
 */
const settingsVersions = new WeakMap<WorkerConfig, string>()
function settingsVersion(config: WorkerConfig): string {
  let version = settingsVersions.get(config)
  if (version === undefined) {
    const { ENVIRONMENT, ROOT_CATEGORY_ID, DEFAULT_STORE_CODE, DEFAULT_LOCALE, EXTERNAL_CHECKOUT_ENABLED, EXTERNAL_CHECKOUT_URL, CHAT_SCRIPT_URL, TAG_MANAGER_ID } = config
    const text = JSON.stringify([ENVIRONMENT, ROOT_CATEGORY_ID, DEFAULT_STORE_CODE, DEFAULT_LOCALE, EXTERNAL_CHECKOUT_ENABLED, EXTERNAL_CHECKOUT_URL, CHAT_SCRIPT_URL, TAG_MANAGER_ID])
    // FNV-1a: short and stable; a clash would only share a page between two configurations.
    let hash = 0x811c9dc5
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
    version = (hash >>> 0).toString(36)
    settingsVersions.set(config, version)
  }
  return version
}

const isPage = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/html')

/** The seconds a made page may be kept fresh: the lifetime its route gave it, if any. */
function keepableFor(response: Response): number | null {
  if (response.status !== 200 || !isPage(response) || !response.body) return null
  if (response.headers.has('Set-Cookie') || /\bno-store\b/.test(response.headers.get('Cache-Control') ?? '')) return null
  const seconds = Number(response.headers.get(PAGE_LIFETIME_HEADER) ?? 0)
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : null
}

/** A shopper's hard reload (and the benchmark's uncached rows): made anew, the kept copy untouched. */
const asksForFresh = (c: Context<AppEnv>) => /\bno-cache\b/.test(c.req.header('Cache-Control') ?? '') || /\bno-cache\b/.test(c.req.header('Pragma') ?? '')

function markStatus(c: Context<AppEnv>, status: 'MISS' | 'BYPASS') {
  if (!isPage(c.res)) return
  try {
    c.res.headers.set(PAGE_CACHE_HEADER, status)
  } catch {
    // A response with immutable headers (a proxied one) simply goes without the label.
  }
}

export function pageCache(): MiddlewareHandler<AppEnv> {
  return async function pageCache(c, next) {
    const method = c.req.method
    if ((method !== 'GET' && method !== 'HEAD') || c.var.notice || c.var.config.PAGE_CACHE === 'off') {
      await next()
      return markStatus(c, 'BYPASS')
    }
    const now = Date.now()
    const url = new URL(c.req.url)
    const excludingVat = showsExcludingVat(c)
    const listLayout = c.var.session.listingLayout === 'list'
    const { config } = c.var
    const [assets, generation] = await Promise.all([
      loadAssetManifest(c.env.ASSETS, { everyTime: config.ENVIRONMENT === 'development' }).catch(() => null),
      pagesGeneration(c.env.CACHE, now),
    ])
    // Without the client build there is no page to keep; the render says so itself.
    if (!assets) return next()
    const key = pageCacheKey({ url, excludingVat, listLayout, assetsVersion: `${assets.entry}|${assets.css}|${assets.islandTexts.en_GB}|${assets.islandTexts.de_DE}|${settingsVersion(config)}` })
    const fresh = asksForFresh(c)
    const kept: KeptPage | null = fresh ? null : await findPage(key, generation, now)
    const answer = { nonce: c.get('secureHeadersNonce'), acceptEncoding: c.req.header('Accept-Encoding'), now }
    if (kept?.fresh) return answerFromKept(kept, { ...answer, status: 'HIT' })

    await next()
    const made = c.res
    // A request past the cache leaves it as it was: a purge, not a reload, is what makes copies new.
    const freshForSeconds = c.var.sharedPage && method === 'GET' && !fresh ? keepableFor(made) : null
    if (freshForSeconds !== null && made.body) {
      const [forShopper, forCache] = made.body.tee()
      const failures = c.var.loaderContext.failures
      waitUntil(c, keepPage(key, new Response(forCache, made), { generation, freshForSeconds, now, nonce: answer.nonce, whole: () => (failures?.count ?? 0) === 0 }))
      c.res = undefined
      c.res = new Response(forShopper, made)
      return markStatus(c, 'MISS')
    }
    if (made.status >= 500 && kept) {
      // The last good page beats an error page; it says it is out of date, and no browser keeps it.
      c.res = undefined
      c.res = answerFromKept(kept, { ...answer, status: 'STALE' })
      return
    }
    markStatus(c, 'BYPASS')
  }
}
