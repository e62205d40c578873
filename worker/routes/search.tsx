/**
 * @module
 * SPEC §2 /search (route name "search"): the term comes from q (or term); a missing or blank term
 * is a 404, and a term the back end redirects (an exact SKU or printer model) is a 301.
 */
import { Hono } from 'hono'
import { SEARCH_PATH } from '../../shared/constants/shop'
import { SEARCH_SUMMARY } from '../../shared/graphql/documents/search'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { storePath } from '../../shared/rules/store-from-path'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { sitePath } from '../guards/url-resolver'
import { renderBasicPage } from './page-response'

/** SPEC §9: the default search page size. */
export const SEARCH_PAGE_SIZE = 20

export const searchRoutes = new Hono<AppEnv>().get(SEARCH_PATH, async (c) => {
  const term = cleanSearchTerm(c.req.query('q') ?? c.req.query('term'))
  if (!term) throw new NotFound('blank search term')
  const { products } = await c.var.graphql.query(SEARCH_SUMMARY, { search: term, pageSize: SEARCH_PAGE_SIZE })
  const target = sitePath(products?.page_info?.redirect_url ?? null)
  if (target) {
    c.header('Cache-Control', 'no-store')
    return c.redirect(storePath(c.var.store, target), 301)
  }
  const t = c.var.t
  return renderBasicPage(c, {
    kind: 'search',
    title: t('page.search', { term }),
    lead: t('page.search.count', { count: products?.total_count ?? 0 }),
    personal: true,
  })
})
