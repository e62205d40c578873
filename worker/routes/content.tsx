/**
 * @module
 * Content pages (SPEC §2): CMS pages by identifier and by the Vue Storefront page routes, the
 * yearly slavery statements, contact, FAQ, news and diagnostic, and the render of a CMS page the
 * catch-all resolved. The page anatomy's example, in order: validate, load, render.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { CONTENT_PAGE_PATHS } from '../../shared/constants/content-pages'
import { FAQ_PATH, NEWS_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { ContentPage } from '../../client/pages/content-page'
import { DiagnosticPage } from '../../client/pages/diagnostic-page'
import { FaqPage } from '../../client/pages/faq-page'
import { faqSections } from '../../shared/html/faq-sections'
import { faqPageJsonLd } from '../seo/faq-json-ld'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { loadContentPage, type ContentPageView } from '../loaders/content-page'
import { renderPage } from '../render/render-page'
import { loadAssetManifest } from '../render/asset-manifest'
import { loadDiagnostics } from '../loaders/diagnostics'
import { NO_STORE_HEADERS, SHARED_PAGE_FRESH_SECONDS } from '../cache/strategies'
import { sharedPage } from '../middleware/shared-page'
import { breadcrumbListJsonLd } from '../seo/listing-json-ld'
import { documentTitle } from '../render/document-title'
import { validOrNotFound } from '../middleware/valid-or-not-found'

/** A content page's screen (issue 18 point 1); `canonicalPath` is where the page lives whatever path reached it. */
export function renderContentPage(c: Context<AppEnv>, page: ContentPageView, canonicalPath: string): Promise<Response> {
  const { store, t } = c.var
  const origin = new URL(c.req.url).origin
  const absolute = (path: string) => new URL(storePath(store, path), origin).href
  const crumbs = [
    { name: t('breadcrumbs.home'), url: absolute('/') },
    { name: page.heading, url: absolute(canonicalPath) },
  ]
  return renderPage(c, <ContentPage store={store} t={t} heading={page.heading} html={page.html} />, {
    title: documentTitle(t, page.title),
    description: page.description ?? undefined,
    keywords: page.keywords ?? undefined,
    canonicalPath: storePath(store, canonicalPath),
    jsonLd: [breadcrumbListJsonLd(crumbs)],
    social: { type: 'article' },
  }, { freshForSeconds: SHARED_PAGE_FRESH_SECONDS })
}

async function contentPage(c: Context<AppEnv>, identifier: string, canonicalPath: string): Promise<Response> {
  const page = await loadContentPage(c.var.loaderContext, identifier, new URL(c.req.url).origin)
  if (!page) throw new NotFound(`no content page ${identifier}`)
  return renderContentPage(c, page.critical, canonicalPath)
}

/** The CMS page the FAQ shows. */
const FAQ_IDENTIFIER = 'faq'

/** SPEC §2: /slavery-{year} is the statement for that year. */
const statementParam = z.object({ statement: z.string().regex(/^slavery-\d{4}$/) })
/** Vue Storefront's generic page routes name a CMS page by its identifier. */
const identifierQuery = z.object({ identifier: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/) })

export const contentRoutes = new Hono<AppEnv>()

for (const [path, identifier] of Object.entries(CONTENT_PAGE_PATHS)) contentRoutes.get(path, sharedPage(), (c) => contentPage(c, identifier, path))

contentRoutes.get('/:statement{slavery-[0-9]{4}}', sharedPage(), validOrNotFound('param', statementParam), (c) => {
  const { statement } = c.req.valid('param')
  return contentPage(c, statement, `/${statement}`)
})

for (const path of ['/Page', '/Cms/Cms']) {
  contentRoutes.get(path, sharedPage(), validOrNotFound('query', identifierQuery), (c) => {
    const { identifier } = c.req.valid('query')
    return contentPage(c, identifier, `/${identifier}`)
  })
}


/** Issue 18 point 3: for support; measured on every visit, so never stored, and not for search engines. */
contentRoutes.get('/diagnostic', async (c) => {
  const { store, t, config } = c.var
  const assets = await loadAssetManifest(c.env.ASSETS, { everyTime: config.ENVIRONMENT === 'development' })
  const colo = (c.req.raw.cf as { colo?: unknown } | undefined)?.colo
  const facts = await loadDiagnostics({
    store,
    graphql: c.var.graphql,
    kv: config.CACHE,
    backendKind: config.MAGENTO_GRAPHQL_URL ? 'magento' : 'embedded',
    clientEntry: assets.entry,
    environment: config.ENVIRONMENT,
    location: typeof colo === 'string' ? colo : null,
  })
  return renderPage(c, <DiagnosticPage store={store} t={t} facts={facts} />, { title: documentTitle(t, t('page.diagnostic')), robots: 'noindex' }, { headers: NO_STORE_HEADERS })
})

/** Issue 18 point 3: the FAQ is the CMS page `faq`, shown as questions that open; a back end without it has no FAQ (404). */
contentRoutes.get(FAQ_PATH, sharedPage(), async (c) => {
  const { store, t } = c.var
  const origin = new URL(c.req.url).origin
  const page = await loadContentPage(c.var.loaderContext, FAQ_IDENTIFIER, origin)
  if (!page) throw new NotFound('the back end has no FAQ page')
  const faq = faqSections(page.critical.html)
  const url = new URL(storePath(store, FAQ_PATH), origin).href
  const crumbs = [
    { name: t('breadcrumbs.home'), url: new URL(storePath(store, '/'), origin).href },
    { name: page.critical.heading, url },
  ]
  return renderPage(c, <FaqPage store={store} t={t} heading={page.critical.heading} faq={faq} />, {
    title: documentTitle(t, page.critical.title),
    description: page.critical.description ?? undefined,
    keywords: page.critical.keywords ?? undefined,
    canonicalPath: storePath(store, FAQ_PATH),
    jsonLd: [breadcrumbListJsonLd(crumbs), faqPageJsonLd(faq, url)],
    social: { type: 'website' },
  }, { freshForSeconds: SHARED_PAGE_FRESH_SECONDS })
})
// SPEC §2 /news: the CMS page `news`, which marketing keeps up to date.
contentRoutes.get(NEWS_PATH, sharedPage(), (c) => contentPage(c, 'news', NEWS_PATH))
