/**
 * @module
 * `/__admin/stock`: staff find a product by SKU, see its quantity and stock status, and set the
 * quantity (issue 18 point 6). Back in stock, the shoppers who asked (SPEC §7
 * requestStockNotification) get their e-mail once, and the shop's cached copies of the product are
 * cleared so its page shows it in stock at the next view. Against a real Magento, stock is set in
 * Magento's admin and the page says so.
 */
import { Hono, type Context } from 'hono'
import { ADMIN_TEXTS } from '../../../client/admin/admin-texts'
import type { FieldErrors, StockView } from '../../../client/admin/admin-views'
import { StockPage } from '../../../client/admin/stock-page'
import { purgeProduct } from '../../cache/staff-purges'
import type { AppEnv } from '../../env'
import { renderAdminPage } from '../../render/render-admin-page'
import { fieldErrors, stockForm, stockQuery, stockSku, textFields } from './staff-forms'
import type { StockService } from './staff-services'
import { validOrNotFound } from '../../middleware/valid-or-not-found'

type StockState = { sku: string; stock: StockView | null; errors?: FieldErrors; notice?: string | undefined; status?: number }

function renderStock(c: Context<AppEnv>, state: StockState): Promise<Response> {
  const page = <StockPage sku={state.sku} stock={state.stock} magentoUrl={c.var.config.MAGENTO_GRAPHQL_URL} errors={state.errors ?? {}} notice={state.notice} />
  return renderAdminPage(c, page, { title: ADMIN_TEXTS.stockTitle, status: state.status ?? 200 })
}

export function adminStockRoutes(stock: StockService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/', validOrNotFound('query', stockQuery), async (c) => {
    const query = c.req.valid('query')
    const asked = query.sku?.trim() ?? ''
    if (!asked || c.var.config.MAGENTO_GRAPHQL_URL) return renderStock(c, { sku: asked, stock: null })
    const sku = stockSku.safeParse(asked)
    if (!sku.success) return renderStock(c, { sku: asked, stock: null, errors: fieldErrors(sku.error), status: 400 })
    const found = await stock.find(c.env.DB, sku.data)
    if (!found) return renderStock(c, { sku: asked, stock: null, errors: { sku: ADMIN_TEXTS.notFound(sku.data) }, status: 404 })
    const notice = query.saved ? ADMIN_TEXTS.stockSaved(found.qty, found.inStock, query.sent ?? 0) : undefined
    return renderStock(c, { sku: found.sku, stock: found, notice })
  })

  routes.post('/', async (c) => {
    if (c.var.config.MAGENTO_GRAPHQL_URL) return renderStock(c, { sku: '', stock: null, status: 404 })
    const body = textFields(await c.req.parseBody())
    const form = stockForm.safeParse(body)
    if (!form.success) {
      const errors = fieldErrors(form.error)
      const sku = stockSku.safeParse(body['sku'] ?? '')
      const found = sku.success ? await stock.find(c.env.DB, sku.data) : null
      return renderStock(c, { sku: body['sku'] ?? '', stock: found, errors, status: 400 })
    }
    const { sku, qty } = form.data
    const change = await stock.set(c.env.DB, sku, qty, new URL(c.req.url).origin, new Date().toISOString())
    if (!change) return renderStock(c, { sku, stock: null, errors: { sku: ADMIN_TEXTS.notFound(sku) }, status: 404 })
    await purgeProduct(c.var.cache, change.after.paths)
    const next = new URLSearchParams({ sku: change.after.sku, saved: '1', sent: String(change.alertsSent) })
    return c.redirect(`/__admin/stock?${next}`, 303)
  })

  return routes
}
