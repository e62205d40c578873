/**
 * @module
 * SPEC §2 paper and labels finder: any path of two or more segments holding `find-paper-and-labels`,
 * which the catch-all hands over. The steps, their URLs and their 404s are the rule in
 * `shared/rules/paper-finder.ts`; each step is an indexable listing, canonical at its own path with
 * the listing's canonical query, and anonymous like a category page.
 */
import type { Context } from 'hono'
import { listingUrl } from '../../shared/rules/listing-url'
import { paperFinderPath, paperFinderRoute } from '../../shared/rules/paper-finder'
import { storePath } from '../../shared/rules/store-from-path'
import { PaperFinderPage, paperFinderHeading, paperFinderTrail } from '../../client/pages/paper-finder-page'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { loadPaperFinder } from '../loaders/paper-finder'
import { renderPage } from '../render/render-page'
import { SHARED_PAGE_FRESH_SECONDS } from '../cache/strategies'
import { breadcrumbListJsonLd, itemListJsonLd, listingBreadcrumbs } from '../seo/listing-json-ld'
import { listingTitle } from './catalogue'
import { listingRequest } from '../seo/listing-query'
import { redirectInStore } from '../render/redirect-in-store'

export async function renderPaperFinder(c: Context<AppEnv>, segments: readonly string[]): Promise<Response> {
  const { store, t } = c.var
  const route = paperFinderRoute(segments)
  if (route.kind === 'not-found') throw new NotFound(`no paper finder step /${segments.join('/')}`)
  if (route.kind === 'redirect') return redirectInStore(c, route.path, 301)
  const path = paperFinderPath(route.steps)
  const { state, redirect } = listingRequest(c, path, { withTerm: false })
  if (redirect) return redirect
  const page = await loadPaperFinder(c.var.loaderContext, route.steps, state)
  if (!page) throw new NotFound(`no paper finder page ${path} (page ${state.page})`)
  const view = page.critical
  const heading = paperFinderHeading(t, view)
  const origin = new URL(c.req.url).origin
  const absolute = (target: string) => new URL(storePath(store, target), origin).href
  const crumbs = listingBreadcrumbs(t('breadcrumbs.home'), paperFinderTrail(t, view), { name: heading, url: absolute(path) }, absolute)
  const firstPosition = (view.listing.state.page - 1) * view.listing.state.itemsPerPage + 1
  return renderPage(c, <PaperFinderPage store={store} t={t} view={view} />, {
    title: listingTitle(c, heading, view.listing.state),
    description: t('paperFinder.description'),
    canonicalPath: storePath(store, listingUrl(path, view.listing.state)),
    jsonLd: [breadcrumbListJsonLd(crumbs), itemListJsonLd(view.listing.products, firstPosition, absolute)],
  }, { freshForSeconds: SHARED_PAGE_FRESH_SECONDS })
}
