/**
 * @module
 * The printer finder's own page ("Find cartridges for your printer"): /printer-finder, then
 * ?brand={slug}, then &series={series URL path}. Each step is a page of plain links, so the finder
 * works without JavaScript; with it, the island loads the next step in place.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { SHOP_NAME } from '../../shared/constants/shop'
import { PRINTER_FINDER_PATH } from '../../shared/constants/printers'
import { storePath } from '../../shared/rules/store-from-path'
import { PrinterFinderPage } from '../../client/pages/printer-finder-page'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { loadPrinterFinder } from '../loaders/printer-finder'
import { renderPage } from '../render/render-page'
import { SHARED_PAGE_FRESH_SECONDS } from '../cache/strategies'
import { sharedPage } from '../middleware/shared-page'
import { validOrNotFound } from '../middleware/valid-or-not-found'

/**
 * A brand is a slug; a series is a category URL path. A value of another shape, a repeated one, or
 * a series without a brand is the spec's 404 (SPEC §2: a failed validate step); other parameters
 * (tracking tags) are ignored.
 */
const finderQuery = z
  .object({
    brand: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
    series: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+){2}$/).max(250).optional(),
  })
  .refine((query) => query.series === undefined || query.brand !== undefined, 'a series needs its brand')

export const printerFinderRoutes = new Hono<AppEnv>().get(PRINTER_FINDER_PATH, sharedPage(), validOrNotFound('query', finderQuery), async (c) => {
  const { store, t } = c.var
  const choice = c.req.valid('query')
  const page = await loadPrinterFinder(c.var.loaderContext, choice)
  if (!page) throw new NotFound(`no printer finder brand ${choice.brand ?? ''}`)
  return renderPage(c, <PrinterFinderPage store={store} t={t} view={page.critical} />, {
    title: t('page.titleSuffix', { title: t('finder.heading'), shop: SHOP_NAME }),
    description: t('finder.intro'),
    // One indexable page: the steps are the same page with a choice made.
    canonicalPath: storePath(store, PRINTER_FINDER_PATH),
  }, { freshForSeconds: SHARED_PAGE_FRESH_SECONDS })
})
