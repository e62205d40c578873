/**
 * @module
 * SPEC §2 /switch-save: the switch-and-save page, the same for everyone (no cookie, no personal
 * data), canonical at /switch-save in each store view.
 */
import { Hono } from 'hono'
import { SHOP_NAME } from '../../shared/constants/shop'
import { SWITCH_SAVE_PATH } from '../../shared/constants/shop-paths'
import { OWN_BRAND_WARRANTY_YEARS, SWITCH_SAVE_MAX_SAVING_PERCENT } from '../../shared/constants/switch-save'
import { storePath } from '../../shared/rules/store-from-path'
import { SwitchSavePage } from '../../client/pages/switch-save-page'
import type { AppEnv } from '../env'
import { loadSwitchSavePage } from '../loaders/switch-save-page'
import { renderPage } from '../render/render-page'
import { breadcrumbListJsonLd, itemListJsonLd } from '../seo/listing-json-ld'

export const switchSaveRoutes = new Hono<AppEnv>().get(SWITCH_SAVE_PATH, async (c) => {
  const { store, t } = c.var
  const { critical: view } = await loadSwitchSavePage(c.var.loaderContext)
  const origin = new URL(c.req.url).origin
  const absolute = (path: string) => new URL(storePath(store, path), origin).href
  const title = t('page.switchSave')
  return renderPage(c, <SwitchSavePage store={store} t={t} view={view} />, {
    title: t('page.titleSuffix', { title, shop: SHOP_NAME }),
    description: t('switchSave.description', { percent: SWITCH_SAVE_MAX_SAVING_PERCENT, years: OWN_BRAND_WARRANTY_YEARS }),
    canonicalPath: storePath(store, SWITCH_SAVE_PATH),
    jsonLd: [
      breadcrumbListJsonLd([{ name: t('breadcrumbs.home'), url: absolute('/') }, { name: title, url: absolute(SWITCH_SAVE_PATH) }]),
      itemListJsonLd(
        view.pairs.map((pair) => pair.alternative),
        1,
        absolute,
      ),
    ],
  })
})
