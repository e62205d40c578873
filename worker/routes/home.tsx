import { Hono } from 'hono'
import { FREE_DELIVERY_OVER_PENCE, SHOP_NAME } from '../../shared/constants/shop'
import { formatMoney } from '../../shared/rules/format-money'
import { storePath } from '../../shared/rules/store-from-path'
import { HomePage } from '../../client/pages/home-page'
import type { AppEnv } from '../env'
import { renderPage } from '../render/render-page'

export const homeRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { store, t } = c.var
  return renderPage(c, <HomePage store={store} t={t} />, {
    title: t('home.title', { shop: SHOP_NAME }),
    description: t('home.description', { amount: formatMoney(FREE_DELIVERY_OVER_PENCE, store, { dropZeroPence: true }) }),
    canonicalPath: storePath(store, '/'),
  })
})
