/**
 * @module
 * The composition root: the only place that wires middleware, routes and (from the reference back
 * end on) `backend/` together.
 */
import { Hono } from 'hono'
import { handleGraphQLRequest, handleProductImage, latestOutbox } from '../backend'
import { STORES_BY_PATH_SEGMENT } from '../shared/constants/stores'
import shopExtensionsSDL from '../shared/graphql/shop-extensions.graphqls'
import type { AppEnv } from './env'
import { handleError } from './errors/handle-error'
import { NotFound } from './errors/http-error'
import { configuration } from './middleware/config'
import { requestContext } from './middleware/request-context'
import { securityHeaders } from './middleware/security-headers'
import { renderPage } from './render/render-page'
import { MailboxPage } from '../client/pages/mailbox-page'
import { sameOriginWrite } from './guards/same-origin-write'
import { homeRoutes } from './routes/home'

/** The shop's pages, mounted once per store view (at / and under each store's path prefix). */
function storefrontPages(): Hono<AppEnv> {
  return new Hono<AppEnv>().route('/', homeRoutes)
}

export function createApp(): Hono<AppEnv> {
  // SPEC §2: a page is keyed by its path without the trailing slash, so /de/ and /de are one page.
  const app = new Hono<AppEnv>({ strict: false })
  app.use(requestContext(), securityHeaders(), configuration())
  // The embedded back end answers /graphql unless a real Magento is configured.
  // TODO(#6): the guarded proxy to MAGENTO_GRAPHQL_URL.
  app.use('/graphql', sameOriginWrite())
  app.all('/graphql', async (c, next) => {
    if (c.var.config.MAGENTO_GRAPHQL_URL) return next()
    return handleGraphQLRequest(c.req.raw, {
      db: c.env.DB,
      extensionSDL: shopExtensionsSDL,
      development: c.var.config.ENVIRONMENT === 'development',
    })
  })
  // Development only: the e-mails the embedded back end would have sent.
  app.get('/__dev/mailbox', async (c) => {
    if (c.var.config.ENVIRONMENT !== 'development') throw new NotFound()
    const messages = (await latestOutbox(c.env.DB)).map((m) => ({ id: m.id, to: m.to_email, kind: m.kind, subject: m.subject, body: m.body, sentAt: m.created_at }))
    return renderPage(c, <MailboxPage store={c.var.store} t={c.var.t} messages={messages} />, { title: c.var.t('mailbox.title'), robots: 'noindex' }, { headers: { 'Cache-Control': 'no-store' } })
  })
  // Product pictures of the seeded catalogue (SPEC §9: default image base /img/).
  app.get('/img/*', (c) => handleProductImage(c.req.path.slice('/img/'.length), c.env.DB))
  const pages = storefrontPages()
  app.route('/', pages)
  for (const segment of Object.keys(STORES_BY_PATH_SEGMENT)) app.route(`/${segment}`, pages)
  // Through the error handler, so a failing not-found page still falls back with status 404.
  app.notFound((c) => handleError(new NotFound(), c))
  app.onError(handleError)
  return app
}
