/**
 * @module
 * robots.txt and the sitemap: `/sitemap.xml` is an index of per-store files,
 * `/sitemap/{store}/categories.xml`, `/sitemap/{store}/products-{n}.xml` and `/sitemap/{store}/cms.xml`,
 * where `{store}` is a store code (`default`, `de`). Each URL carries its hreflang alternates.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { DEFAULT_STORE, GERMAN_STORE, type StoreView } from '../../shared/constants/stores'
import { LISTING_FILTER_KEYS } from '../../shared/rules/listing-url'
import { storePath } from '../../shared/rules/store-from-path'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { createTransport, type GraphQLTransport } from '../graphql/transport'
import { storeAlternates } from '../seo/alternates'
import { categoryPaths, contentPaths, countSitemapProducts, productPaths, productSitemapCount } from '../seo/sitemap-paths'
import { sitemapIndexXml, urlSetXml } from '../seo/sitemap-xml'
import { CACHE_ONE_HOUR } from '../cache/strategies'

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_ONE_HOUR }

/** The store views the sitemap covers, by the code in its paths. */
const SITEMAP_STORES: readonly StoreView[] = [DEFAULT_STORE, GERMAN_STORE]

/**
 * Shop paths crawlers should leave alone. The storefront ones are matched exactly or with a query or
 * sub-path: a bare `Disallow: /cart` would also hide `/cartridge-corner-….html` products.
 */
const PRIVATE_PAGES = ['/cart', '/checkout', '/customer', '/search', '/graphql'] as const
const PRIVATE_FOLDERS = ['/api/', '/__dev/', '/__cache/', '/__admin/'] as const

/**
 * Listing parameters that only filter, reorder or re-cut a listing (issue 18 point 5): the pages
 * they make are filter combinations or copies, so crawlers keep to the plain listings and their
 * pages (`p`), which the sitemap and the pagination links lead to.
 */
const LISTING_VARIANT_PARAMETERS = [...LISTING_FILTER_KEYS, 'sort', 'itemsPerPage'] as const

export function robotsTxt(origin: string): string {
  const rules = [
    ...SITEMAP_STORES.flatMap((store) => [
      ...PRIVATE_PAGES.flatMap((page) => {
        const path = storePath(store, page)
        return [`${path}$`, `${path}?`, `${path}/`]
      }),
      ...PRIVATE_FOLDERS.map((folder) => storePath(store, folder)),
    ]),
    // `?` then anything: the parameter first in the query or after another.
    ...LISTING_VARIANT_PARAMETERS.flatMap((parameter) => [`/*?${parameter}=`, `/*&${parameter}=`]),
  ]
  return ['User-agent: *', 'Allow: /', ...rules.map((rule) => `Disallow: ${rule}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}

const sitemapStore = z.string().transform((code, ctx) => {
  const store = SITEMAP_STORES.find((s) => s.code === code)
  if (!store) {
    ctx.addIssue({ code: 'custom', message: 'unknown store' })
    return z.NEVER
  }
  return store
})
const storeParam = z.object({ store: sitemapStore })
const productFileParam = z.object({
  store: sitemapStore,
  file: z
    .string()
    .regex(/^products-[1-9]\d{0,5}\.xml$/)
    .transform((file) => Number(file.slice('products-'.length, -'.xml'.length))),
})

/** SPEC §2: a failed validate step is a 404 (the whole zod result never reaches the client). */
function notFoundWhenInvalid(result: { success: boolean }): void {
  if (!result.success) throw new NotFound()
}

/** A transport for `store`: the request's own when the store matches, else one to the same back end. */
function transportFor(c: Context<AppEnv>, store: StoreView): GraphQLTransport {
  if (store.code === c.var.store.code) return c.var.graphql
  return createTransport({ ...c.var.backend, store, customerToken: null })
}

const sitemapFile = (origin: string, store: StoreView, name: string) => `${origin}/sitemap/${store.code}/${name}`

/** A file of the store's own URLs, each with the same page in every store view. */
function urlSetResponse(c: Context<AppEnv>, store: StoreView, paths: readonly string[]): Response {
  const origin = new URL(c.req.url).origin
  const urls = paths.map((path) => ({ loc: new URL(storePath(store, path), origin).href, alternates: storeAlternates(path, origin) }))
  return c.body(urlSetXml(urls), 200, XML_HEADERS)
}

export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': CACHE_ONE_HOUR }))
  .get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin
    const productTotals = await Promise.all(SITEMAP_STORES.map((store) => countSitemapProducts(transportFor(c, store))))
    const files = SITEMAP_STORES.flatMap((store, i) => [
      sitemapFile(origin, store, 'categories.xml'),
      ...Array.from({ length: productSitemapCount(productTotals[i] ?? 0) }, (_, n) => sitemapFile(origin, store, `products-${n + 1}.xml`)),
      sitemapFile(origin, store, 'cms.xml'),
    ])
    return c.body(sitemapIndexXml(files), 200, XML_HEADERS)
  })
  .get('/sitemap/:store/categories.xml', zValidator('param', storeParam, notFoundWhenInvalid), async (c) => {
    const { store } = c.req.valid('param')
    const rootUid = btoa(String(c.var.config.ROOT_CATEGORY_ID))
    return urlSetResponse(c, store, await categoryPaths(transportFor(c, store), rootUid))
  })
  .get('/sitemap/:store/cms.xml', zValidator('param', storeParam, notFoundWhenInvalid), async (c) => {
    const { store } = c.req.valid('param')
    return urlSetResponse(c, store, await contentPaths(transportFor(c, store)))
  })
  .get('/sitemap/:store/:file', zValidator('param', productFileParam, notFoundWhenInvalid), async (c) => {
    const { store, file } = c.req.valid('param')
    const graphql = transportFor(c, store)
    const total = await countSitemapProducts(graphql)
    if (file > productSitemapCount(total)) throw new NotFound()
    return urlSetResponse(c, store, await productPaths(graphql, file, total))
  })
