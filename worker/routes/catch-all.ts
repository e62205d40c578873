/**
 * @module
 * SPEC §2 catch-all: every path no family claimed. The paper finder is recognised by its segment;
 * anything else is resolved once through the back end's route lookup (`url-resolver`), and the
 * entity it names is handed to its family's render function. No page logic of its own lives here.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { PAPER_FINDER_SEGMENT } from '../../shared/constants/shop-paths'
import type { RoutedEntity } from '../../shared/graphql/documents/route'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { guard } from '../guards/registry'
import { categoryPageView } from '../loaders/catalogue-page'
import { contentPageFrom } from '../loaders/content-page'
import { loadRoute } from '../loaders/cached-reads'
import { renderCategoryPage } from './catalogue'
import { renderContentPage } from './content'
import { renderPaperFinder } from './paper-finder'
import { redirectInStore } from '../render/redirect-in-store'
import { renderProductPage } from './product'
import { validOrNotFound } from '../middleware/valid-or-not-found'
import { sharedPage } from '../middleware/shared-page'

/** The page for an entity the route lookup returned, by its family. */
export async function renderRoutedEntity(c: Context<AppEnv>, route: RoutedEntity, lookupPath: string): Promise<Response> {
  const canonicalPath = `/${(route.relative_url ?? lookupPath).replace(/^\/+/, '')}`
  if (route.__typename === 'CmsPage') {
    const page = await contentPageFrom(c.var.loaderContext, route, route.identifier || lookupPath, new URL(c.req.url).origin)
    return renderContentPage(c, page, canonicalPath)
  }
  if (route.__typename === 'CategoryTree') return renderCategoryPage(c, route.uid, categoryPageView(route, lookupPath), canonicalPath)
  // A product type the lookup answered without its fields (a bare `RoutableUrl`) has no page to show.
  if (!('sku' in route)) throw new NotFound(`route ${lookupPath} names no product`)
  return renderProductPage(c, route)
}

/** SPEC §2 /printers/{categoryName}: a printers category by name, with or without the suffix. */
const printersName = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) })

export const catchAllRoutes = new Hono<AppEnv>()

// Names with a suffix (`printers/{name}.html`) are ordinary paths for the route lookup below.
catchAllRoutes.get('/printers/:name{[A-Za-z0-9_-]+}', sharedPage(), validOrNotFound('param', printersName), async (c) => {
  const lookup = `printers/${c.req.valid('param').name}.html`
  const route = await loadRoute(c.var.loaderContext, lookup)
  if (!route || route.type !== 'CATEGORY') throw new NotFound(`no printers category ${lookup}`)
  if (route.redirect_code === 301 || route.redirect_code === 302) return redirectInStore(c, `/${route.relative_url ?? lookup}`, route.redirect_code)
  return renderRoutedEntity(c, route, lookup)
})

// Every path that reaches the catch-all names a shared page (category, product, content, paper
// finder) or none; `sharedPage` runs once here for both handlers.
catchAllRoutes.get('*', sharedPage(), async (c, next) => {
  const segments = c.var.storePath.split('/').filter(Boolean)
  if (segments.length >= 2 && segments.includes(PAPER_FINDER_SEGMENT)) return renderPaperFinder(c, segments)
  return next()
})

catchAllRoutes.get('*', guard('url-resolver'), (c) => {
  const route = c.var.resolvedRoute
  if (!route) throw new NotFound()
  return renderRoutedEntity(c, route, c.var.storePath.replace(/^\/+|\/+$/g, ''))
})
