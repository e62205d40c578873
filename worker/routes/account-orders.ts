/**
 * @module
 * The customer's orders (issue 17 point 5): the history a page at a time, an order's detail, quick
 * reorder (what they bought before, a click each to the basket), the reviews they wrote, and reorder, which puts the order's lines back into the basket (a plain form; 303 to the basket, or
 * back to the order naming the lines that could not be added, so a reload adds nothing twice), and
 * cancelling an order the back end says may be cancelled, with one of the store's reasons (303 back
 * to the order with a notice). Behind `is-authenticated`; an order that is not this customer's is a 404.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { orderPath } from '../../client/components/account/order-history'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { CART_PATH } from '../../shared/constants/shop'
import { ACCOUNT_PAGE_PATHS } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { reorder } from '../actions/reorder'
import { personal } from '../cache/strategies'
import { setCartCookie, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { NotFound } from '../errors/http-error'
import { guard } from '../guards/registry'
import { loadMyReviews } from '../loaders/my-reviews'
import { loadBoughtBefore, loadCancellationReasons, loadOrderDetail, loadOrderHistory } from '../loaders/orders'
import { cancelOrder } from '../actions/cancel-order'
import { formLimit } from '../middleware/form-limit'
import { renderAccountPage } from '../render/render-account-page'
import { validOrNotFound } from '../middleware/valid-or-not-found'

const authenticated = guard('is-authenticated')
const orderParam = z.object({ orderId: z.string().regex(/^[A-Za-z0-9-]{1,32}$/) })
const historyQuery = z.object({ p: z.coerce.number().int().min(1).max(1000).default(1) })
/** After a reorder: the SKUs that could not be added (checked against the order's own lines). */
const detailQuery = z.object({ missing: z.string().max(2000).optional() })

async function orderOf(c: Context<AppEnv>, number: string) {
  const order = await loadOrderDetail(c.var.loaderContext, number, c.var.config.MAGENTO_VERSION)
  if (!order) throw new NotFound('not an order of this customer')
  return order
}

export const accountOrderRoutes = new Hono<AppEnv>()

accountOrderRoutes.get(ACCOUNT_PAGE_PATHS.orders, authenticated, validOrNotFound('query', historyQuery), async (c) => {
  const history = await loadOrderHistory(c.var.loaderContext, c.req.valid('query').p, c.var.config.MAGENTO_VERSION)
  if (history.page > 1 && history.orders.length === 0) throw new NotFound('past the last page of orders')
  return renderAccountPage(c, { kind: 'orders', history })
})

accountOrderRoutes.get(`${ACCOUNT_PAGE_PATHS.orders}/:orderId`, authenticated, validOrNotFound('param', orderParam), validOrNotFound('query', detailQuery), async (c) => {
  const order = await orderOf(c, c.req.valid('param').orderId)
  const missing = new Set((c.req.valid('query').missing ?? '').split(',').map((sku) => sku.toLowerCase()))
  const reorderProblems = order.lines.filter((line) => missing.has(line.sku.toLowerCase())).map((line) => line.name)
  const cancelReasons = order.actions.includes('CANCEL') ? await loadCancellationReasons(c.var.loaderContext) : []
  return renderAccountPage(c, { kind: 'order', order, reorderProblems, cancelReasons })
})

const cancelForm = z.object({ reason: z.string().trim().min(1).max(255) })

accountOrderRoutes.post(`${ACCOUNT_PAGE_PATHS.orders}/:orderId/cancel`, authenticated, validOrNotFound('param', orderParam), formLimit(2 * 1024), async (c) => {
  personal(c)
  const order = await orderOf(c, c.req.valid('param').orderId)
  const form = cancelForm.safeParse(await c.req.parseBody())
  // Only a reason the store offers: the order's history keeps it and the customer's e-mail says it.
  const reasons = await loadCancellationReasons(c.var.loaderContext)
  const cancelled = form.success && reasons.includes(form.data.reason) && order.actions.includes('CANCEL') && (await cancelOrder(c.var.graphql, c.var.store.code, order.id, form.data.reason))
  setFlashMessage(c, cancelled ? FLASH_MESSAGE.orderCancelled : FLASH_MESSAGE.orderCancelFailed)
  return c.redirect(storePath(c.var.store, orderPath(order.number)), 303)
})

accountOrderRoutes.post(`${ACCOUNT_PAGE_PATHS.orders}/:orderId/reorder`, authenticated, validOrNotFound('param', orderParam), async (c) => {
  personal(c)
  const order = await orderOf(c, c.req.valid('param').orderId)
  const outcome = await reorder(c.var.graphql, order.number, order.lines)
  const back = storePath(c.var.store, orderPath(order.number))
  if (!outcome.ok) return c.redirect(`${back}?${new URLSearchParams({ missing: order.lines.map((line) => line.sku).join(',') })}`, 303)
  setCartCookie(c, outcome.cartId)
  if (outcome.missing.length > 0) return c.redirect(`${back}?${new URLSearchParams({ missing: outcome.missing.join(',') })}`, 303)
  setFlashMessage(c, FLASH_MESSAGE.reordered)
  return c.redirect(storePath(c.var.store, CART_PATH), 303)
})

accountOrderRoutes.get(ACCOUNT_PAGE_PATHS.quickReorder, authenticated, async (c) => {
  return renderAccountPage(c, { kind: 'quickReorder', products: await loadBoughtBefore(c.var.loaderContext) })
})

accountOrderRoutes.get(ACCOUNT_PAGE_PATHS.reviews, authenticated, validOrNotFound('query', historyQuery), async (c) => {
  const view = await loadMyReviews(c.var.loaderContext, c.req.valid('query').p)
  if (view.page > 1 && view.reviews.length === 0) throw new NotFound('past the last page of reviews')
  return renderAccountPage(c, { kind: 'reviews', view })
})
