/**
 * @module
 * SPEC §2: /, /pwa.html and /Home are the home page; the canonical link names / for all three.
 */
import { Hono, type Context } from 'hono'
import { FREE_DELIVERY_OVER_PENCE, SHOP_NAME } from '../../shared/constants/shop'
import { HOME_PATHS } from '../../shared/constants/shop-paths'
import { formatMoney } from '../../shared/rules/format-money'
import { storePath } from '../../shared/rules/store-from-path'
import { HomePage } from '../../client/pages/home-page'
import type { AppEnv } from '../env'
import { loadHomePage } from '../loaders/home-page'
import { renderPage } from '../render/render-page'
import { SHARED_PAGE_FRESH_SECONDS } from '../cache/strategies'
import { sharedPage } from '../middleware/shared-page'
import { organizationJsonLd, webSiteJsonLd } from '../seo/site-json-ld'

async function home(c: Context<AppEnv>) {
  const { store, t } = c.var
  const page = await loadHomePage(c.var.loaderContext)
  const origin = new URL(c.req.url).origin
  return renderPage(c, <HomePage store={store} t={t} view={page.critical} />, {
    title: t('home.title', { shop: SHOP_NAME }),
    description: t('home.description', { amount: formatMoney(FREE_DELIVERY_OVER_PENCE, store, { dropZeroPence: true }) }),
    canonicalPath: storePath(store, '/'),
    jsonLd: [organizationJsonLd(origin, store), webSiteJsonLd(origin, store)],
    social: { type: 'website' },
  }, { freshForSeconds: SHARED_PAGE_FRESH_SECONDS })
}

export const homeRoutes = new Hono<AppEnv>()
for (const path of HOME_PATHS) homeRoutes.get(path, sharedPage(), home)
