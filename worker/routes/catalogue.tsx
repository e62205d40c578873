/**
 * @module
 * Listing pages (SPEC §2): search and the printers landing page, and the render of a category that
 * the catch-all resolved. The switch-and-save page and the paper finder have their own modules.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { KNOWN_PRINTERS_CATEGORY_PATHS, PRINTERS_PATHS } from '../../shared/constants/printers'
import { SEARCH_PATH } from '../../shared/constants/shop'
import { canonicalListingUrl, hasFilters, listingUrl, SEARCH_ITEMS_PER_PAGE, type ListingState } from '../../shared/rules/listing-url'
import type { StoreView } from '../../shared/constants/stores'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { storePath } from '../../shared/rules/store-from-path'
import { CategoryPage } from '../../client/pages/category-page'
import { SearchPage } from '../../client/pages/search-page'
import { NO_STORE_HEADERS, personal, SHARED_PAGE_FRESH_SECONDS } from '../cache/strategies'
import { sharedPage } from '../middleware/shared-page'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { loadCategoryListing } from '../loaders/category-listing'
import type { CategoryPageView } from '../loaders/catalogue-page'
import { loadRoute } from '../loaders/cached-reads'
import { loadSearchPage } from '../loaders/search-page'
import { renderPage } from '../render/render-page'
import { breadcrumbListJsonLd, itemListJsonLd, listingBreadcrumbs } from '../seo/listing-json-ld'
import { listingRequest } from '../seo/listing-query'
import { validOrNotFound } from '../middleware/valid-or-not-found'
import { documentTitle } from '../render/document-title'

/** The document title of a listing: its name, and the page number after the first page. */
export function listingTitle(c: Context<AppEnv>, title: string, state: ListingState): string {
  const named = state.page > 1 ? c.var.t('listing.pageTitle', { title, page: state.page }) : title
  return documentTitle(c.var.t, named)
}

/** A listing with its canonical URL, or a filter combination that search engines should not index. */
function indexing(store: StoreView, canonical: string | null): { canonicalPath: string } | { robots: 'noindex' } {
  return canonical === null ? { robots: 'noindex' } : { canonicalPath: storePath(store, canonical) }
}

/**
 * A category's page (SPEC §2 "Listings"; printers categories and printer models too): the listing
 * its URL asks for, a 301 when the URL carries a legacy parameter, a 404 past the last page.
 */
export async function renderCategoryPage(c: Context<AppEnv>, uid: string, head: CategoryPageView, canonicalPath: string): Promise<Response> {
  const { store, t } = c.var
  const { state, redirect } = listingRequest(c, canonicalPath, { withTerm: false })
  if (redirect) return redirect
  const page = await loadCategoryListing(c.var.loaderContext, uid, state)
  if (!page) throw new NotFound(`no page ${state.page} of category ${uid}`)
  const category = page.critical
  const origin = new URL(c.req.url).origin
  const absolute = (path: string) => new URL(storePath(store, path), origin).href
  const crumbs = listingBreadcrumbs(t('breadcrumbs.home'), category.breadcrumbs, { name: category.name, url: absolute(canonicalPath) }, absolute)
  const firstPosition = (state.page - 1) * state.itemsPerPage + 1
  // SPEC §2: a fixed list of known paths are printers categories (printer products, not supplies).
  const kind = KNOWN_PRINTERS_CATEGORY_PATHS.has(canonicalPath.slice(1)) ? 'printers' : 'category'
  return renderPage(c, <CategoryPage store={store} t={t} category={category} kind={kind} />, {
    title: listingTitle(c, head.title, state),
    description: head.description ?? undefined,
    ...indexing(store, canonicalListingUrl(canonicalPath, state)),
    jsonLd: [breadcrumbListJsonLd(crumbs), itemListJsonLd(category.listing.products, firstPosition, absolute)],
    // A shared link shows the first product's picture: categories have no picture of their own on every level.
    social: { type: 'website', image: category.listing.products.find((product) => product.image)?.image?.url },
  }, { freshForSeconds: SHARED_PAGE_FRESH_SECONDS })
}

/** A query parameter as the validator hands it over: one value, or all of a repeated one. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional()
const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * SPEC §2 /search (route name "search"): the term comes from q (or term), cleaned; a missing or
 * blank term is a 404. The rest of the query is the listing state (`listingRequest`).
 */
const searchQuery = z
  .object({ q: queryValue, term: queryValue })
  .transform((query) => cleanSearchTerm(firstValue(query.q) ?? firstValue(query.term)))
  .refine((term) => term !== '', 'blank search term')

export const catalogueRoutes = new Hono<AppEnv>()

catalogueRoutes.get(SEARCH_PATH, validOrNotFound('query', searchQuery), async (c) => {
  const { store, t } = c.var
  // SPEC §9: search shows 20 a page by default; category URLs keep 10.
  const request = listingRequest(c, SEARCH_PATH, { withTerm: true, defaultItemsPerPage: SEARCH_ITEMS_PER_PAGE })
  if (request.redirect) return request.redirect
  const state = { ...request.state, term: c.req.valid('query') }
  const outcome = await loadSearchPage(c.var.loaderContext, state)
  if (outcome.kind === 'past-last-page') throw new NotFound(`no page ${state.page} of the search`)
  if (outcome.kind === 'redirect') {
    // An exact SKU or printer model goes straight to its page (without the search's query).
    personal(c)
    return c.redirect(storePath(store, outcome.path), 301)
  }
  const { term, listing } = outcome.critical
  // Search pages are per query: never indexed (with filters or without) and never stored.
  return renderPage(
    c,
    <SearchPage store={store} t={t} term={term} listing={listing} />,
    { title: listingTitle(c, t('page.search', { term }), state), robots: 'noindex', canonicalPath: hasFilters(state) ? undefined : storePath(store, listingUrl(SEARCH_PATH, state)) },
    { headers: NO_STORE_HEADERS },
  )
})

/** SPEC §2 /printers.html and /Printers: the printers category's page, canonical at /printers.html. */
const printersLanding = async (c: Context<AppEnv>) => {
  const canonicalPath = PRINTERS_PATHS[0]
  const route = await loadRoute(c.var.loaderContext, canonicalPath.slice(1))
  if (!route || !('uid' in route) || route.__typename !== 'CategoryTree') throw new NotFound('no printers category')
  const name = route.name ?? c.var.t('page.printers')
  return renderCategoryPage(c, route.uid, { title: route.meta_title || name, name, description: route.meta_description }, canonicalPath)
}
for (const path of PRINTERS_PATHS) catalogueRoutes.get(path, sharedPage(), printersLanding)
