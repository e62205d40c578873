/**
 * @module
 * The composition root: the only place that wires middleware, routes and `backend/` together.
 */
import { Hono, type Context } from 'hono'
import {
  findOutbox,
  findStaffCmsEntry,
  findStaffReview,
  findStaffStock,
  handleCatalogueImage,
  handleGraphQLRequest,
  latestOutbox,
  listStaffCmsEntries,
  listStaffCmsVersions,
  listStaffReviews,
  moderateStaffReview,
  restoreStaffCmsVersion,
  saveStaffCmsEntry,
  setStaffStock,
  staffCmsPagePaths,
  STAFF_REVIEWS_PER_PAGE,
  type OutboxMessage,
} from '../backend'
import { STORES_BY_PATH_SEGMENT } from '../shared/constants/stores'
import shopExtensionsSDL from '../shared/graphql/shop-extensions.graphqls'
import type { AppEnv } from './env'
import { handleError } from './errors/handle-error'
import { NotFound } from './errors/http-error'
import { flashMessage } from './middleware/flash-message'
import { upstreamGraphQLFetch } from './graphql/upstream'
import { configuration } from './middleware/config'
import { edgeServices } from './middleware/edge-services'
import type { BackendChoice } from './graphql/transport'
import { requestContext } from './middleware/request-context'
import { securityHeaders } from './middleware/security-headers'
import { captchaClientSettings } from './security/captcha'
import { sameOriginWrite } from './guards/same-origin-write'
import { adminAreaRoutes } from './routes/staff/staff-area'
import type { StaffServices } from './routes/staff/staff-services'
import { cachePurgeRoutes } from './routes/cache-purge'
import { devMailboxRoutes, type ReadOutbox } from './routes/dev-mailbox'
import { graphqlEndpointRoutes } from './routes/graphql-endpoint'
import { magentoApiRoutes } from './routes/magento-api'
import { offlineRoutes } from './routes/offline'
import { seoRoutes } from './routes/seo'
import { storefrontPages } from './routes/storefront'

/** The embedded back end's path inside this worker; also what in-process requests are addressed to. */
const EMBEDDED_GRAPHQL_PATH = '/graphql'

/**
 * Where GraphQL goes for this request: the real Magento when `MAGENTO_GRAPHQL_URL` is set,
 * otherwise the embedded back end, called in-process (no network hop).
 */
function chooseBackend(c: Context<AppEnv>, upstreamBudgetMs: number | undefined): BackendChoice {
  const { config } = c.var
  const upstream = config.MAGENTO_GRAPHQL_URL
  if (upstream) return { fetch: upstreamGraphQLFetch(upstreamBudgetMs), endpoint: upstream }
  const captcha = captchaClientSettings({ secret: config.CAPTCHA_SECRET, verifyUrl: config.CAPTCHA_VERIFY_URL, siteKey: config.CAPTCHA_SITE_KEY })
  // D1 read replication: the request's reads may go to a nearby copy, no older than the shopper's
  // last write (its bookmark) when they made one.
  const db = c.env.DB.withSession(c.var.session.databaseBookmark ?? 'first-unconstrained')
  // The catalogue index's reading, shared with the requests that arrive meanwhile, outlives this
  // request should its shopper go away (backend/catalogue-index/held-index.ts).
  const keepAlive = (promise: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(promise)
    } catch {
      // No execution context (a test's app.request): nothing to keep alive past.
    }
  }
  const options = { db, extensionSDL: shopExtensionsSDL, development: config.ENVIRONMENT === 'development', captcha, keepAlive }
  return { fetch: (request) => handleGraphQLRequest(request, options), endpoint: new URL(EMBEDDED_GRAPHQL_PATH, c.req.url).href, bookmark: () => db.getBookmark() }
}

/** An outbox row in the development mailbox's and the staff area's terms. */
const sentEmail = (m: OutboxMessage) => ({ id: m.id, to: m.to_email, kind: m.kind, subject: m.subject, body: m.body, sentAt: m.created_at })

/** The embedded back end's outbox, in the development mailbox's terms. */
const readOutbox: ReadOutbox = async (db) => (await latestOutbox(db)).map(sentEmail)

/** The staff area's services: the embedded back end's CMS editor, stock setting, outbox and review moderation. */
const staffServices: StaffServices = {
  cms: {
    list: listStaffCmsEntries,
    find: findStaffCmsEntry,
    save: saveStaffCmsEntry,
    versions: listStaffCmsVersions,
    restore: restoreStaffCmsVersion,
    pagePaths: staffCmsPagePaths,
  },
  stock: { find: findStaffStock, set: setStaffStock },
  outbox: { find: async (db, filter) => (await findOutbox(db, filter)).map(sentEmail) },
  reviews: { list: listStaffReviews, find: findStaffReview, moderate: moderateStaffReview, perPage: STAFF_REVIEWS_PER_PAGE },
}

export type AppOptions = {
  /** Extra routes mounted ahead of the shop's pages (whose catch-all takes every other GET); for tests. */
  extraRoutes?: (app: Hono<AppEnv>) => void
  /** The time a request may spend waiting for a real Magento (`UPSTREAM_BUDGET_MS`); for tests of a hung one. */
  upstreamBudgetMs?: number
}

export function createApp(options: AppOptions = {}): Hono<AppEnv> {
  // SPEC §2: a page is keyed by its path without the trailing slash, so /de/ and /de are one page.
  const app = new Hono<AppEnv>({ strict: false })
  app.use(requestContext(), securityHeaders(), configuration(), edgeServices((c) => chooseBackend(c, options.upstreamBudgetMs)), flashMessage())
  // Every write, not only /graphql, must come from our own pages (DESIGN "Security model").
  app.use(sameOriginWrite())
  app.route('/', graphqlEndpointRoutes)
  // Before the pages: their catch-all would otherwise take every GET.
  app.route('/api/magento', magentoApiRoutes)
  app.route('/', cachePurgeRoutes)
  // Staff only (issue 18 point 6, issue 25 point 11): the block editor, stock setting, sent e-mails
  // and review queue, behind their own sign-in.
  app.route('/', adminAreaRoutes(staffServices))
  app.route('/', seoRoutes)
  // The service worker's offline pages (SPEC §4); /sw.js itself is a static asset of the build.
  app.route('/', offlineRoutes)
  // Development only: the e-mails the embedded back end would have sent.
  app.route('/', devMailboxRoutes(readOutbox))
  // Product, top-category and brand pictures of the seeded catalogue (SPEC §9: default image base /img/).
  app.get('/img/*', (c) => handleCatalogueImage(c.req.path.slice('/img/'.length), c.env.DB, { size: c.req.query('size'), width: c.req.query('width'), height: c.req.query('height') }))
  options.extraRoutes?.(app)
  const pages = storefrontPages()
  // Store prefixes first: the default store's catch-all would otherwise claim /de/... paths.
  for (const segment of STORES_BY_PATH_SEGMENT.keys()) app.route(`/${segment}`, pages)
  app.route('/', pages)
  // Through the error handler, so a failing not-found page still falls back with status 404.
  app.notFound((c) => handleError(new NotFound(), c))
  app.onError(handleError)
  return app
}
