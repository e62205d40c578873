/**
 * @module
 * Listing pages (SPEC §2): search, the printers landing page and the switch-and-save page, and the
 * renders of a category and of the paper finder that the catch-all resolved.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { PRINTERS_PATHS } from '../../shared/constants/printers'
import { SEARCH_PATH } from '../../shared/constants/shop'
import { SWITCH_SAVE_PATH } from '../../shared/constants/shop-paths'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { storePath } from '../../shared/rules/store-from-path'
import { NO_STORE } from '../cache/strategies'
import type { AppEnv } from '../env'
import { loadPrintersLanding, type CategoryPageView } from '../loaders/catalogue-page'
import { loadSearchPage } from '../loaders/search-page'
import { renderBasicPage } from './page-response'
import { validOrNotFound } from './valid-or-not-found'

/** A category's screen; printers categories are their own page kind (SPEC §2 printer pages). */
export function renderCategoryPage(c: Context<AppEnv>, category: CategoryPageView, canonicalPath: string, printers: boolean): Promise<Response> {
  return renderBasicPage(c, { kind: printers ? 'printers' : 'category', title: category.title, heading: category.name, description: category.description, canonicalPath })
}

/** SPEC §2: any path of two or more segments holding the finder's segment. */
export function renderPaperFinder(c: Context<AppEnv>, segments: readonly string[]): Promise<Response> {
  return renderBasicPage(c, { kind: 'paper-finder', title: c.var.t('page.paperFinder'), canonicalPath: `/${segments.join('/')}` })
}

/** A query parameter as the validator hands it over: one value, or all of a repeated one. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional()
const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * SPEC §2 /search (route name "search"): the term comes from q (or term), cleaned; a missing or
 * blank term is a 404. A repeated parameter counts by its first value.
 */
const searchQuery = z
  .object({ q: queryValue, term: queryValue })
  .transform((query) => cleanSearchTerm(firstValue(query.q) ?? firstValue(query.term)))
  .refine((term) => term !== '', 'blank search term')

export const catalogueRoutes = new Hono<AppEnv>()

catalogueRoutes.get(SEARCH_PATH, validOrNotFound('query', searchQuery), async (c) => {
  const outcome = await loadSearchPage(c.var.loaderContext, c.req.valid('query'))
  if (outcome.kind === 'redirect') {
    // An exact SKU or printer model goes straight to its page (without the search's query).
    c.header('Cache-Control', NO_STORE)
    return c.redirect(storePath(c.var.store, outcome.path), 301)
  }
  const { term, totalCount } = outcome.critical
  return renderBasicPage(c, {
    kind: 'search',
    title: c.var.t('page.search', { term }),
    lead: c.var.t('page.search.count', { count: totalCount }),
    personal: true,
  })
})

const printersLanding = async (c: Context<AppEnv>) => {
  const { critical } = await loadPrintersLanding(c.var.loaderContext)
  return renderBasicPage(c, { kind: 'printers', title: critical.name ?? c.var.t('page.printers'), canonicalPath: PRINTERS_PATHS[0] })
}
for (const path of PRINTERS_PATHS) catalogueRoutes.get(path, printersLanding)

catalogueRoutes.get(SWITCH_SAVE_PATH, (c) => renderBasicPage(c, { kind: 'switch-save', title: c.var.t('page.switchSave'), canonicalPath: SWITCH_SAVE_PATH }))
