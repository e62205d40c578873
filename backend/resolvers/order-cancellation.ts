/**
 * @module
 * A customer cancelling their order (Magento 2.4.7's OrderCancellationGraphQl): only when the order's
 * store allows it and the order is not closed, complete, cancelled or on hold. The order becomes
 * `canceled`, its stock returns, the customer is e-mailed and the reason is kept in its history.
 */
import type { BackendContext } from '../context'
import { orderItems } from '../db/checkout'
import { findOrderById, cancelOrder, FINAL_STATUSES } from '../db/orders'
import { findStockLevelBySku, type StockLevelRow } from '../db/stock-levels'
import { queueEmail } from '../db/outbox'
import { findStoreConfig } from '../db/store-configs'
import { inputError, MagentoError } from '../graphql/errors'
import { sendBackInStockAlerts } from '../stock/back-in-stock'
import { NOT_AUTHORIZED } from './customer'
import { orderView } from './order-view'
import { fromUid } from './uid'

/** Magento's default reasons (OrderCancellation's config.xml), for a store that sets none. */
const DEFAULT_REASONS = ['The item(s) are no longer needed', 'The order was placed by mistake', 'Item(s) not arriving within the expected timeframe', 'Found a better price elsewhere', 'Other']

type StoreConfigSource = { order_cancellation_enabled?: unknown; order_cancellation_reasons?: unknown }

const isEnabled = (config: StoreConfigSource) => config.order_cancellation_enabled === true

export const orderCancellationConfigFields = {
  // Off unless the store turns it on, as Magento's default.
  order_cancellation_enabled: (config: StoreConfigSource) => isEnabled(config),
  order_cancellation_reasons: (config: StoreConfigSource) => {
    // The store's reasons, one a line; Magento's defaults where it sets none.
    const reasons = typeof config.order_cancellation_reasons === 'string' ? config.order_cancellation_reasons.split('\n').filter((r) => r.trim()) : DEFAULT_REASONS
    return reasons.map((description) => ({ description }))
  },
}

/** The order's numeric id: as Magento takes it, or the `CustomerOrder.id` (its base64) a client holds. */
function orderIdOf(value: string): number | null {
  if (/^\d{1,12}$/.test(value)) return Number(value) || null
  return fromUid(value)
}

/**
 * The cancelled order's stock is back: a product it had sold out is in stock again, and whoever
 * asked to be told gets the back-in-stock e-mail, as when staff restock it.
 */
export async function remindWaitingShoppers(context: BackendContext, orderId: number, now: string): Promise<void> {
  const skus = new Set((await orderItems(context.db, orderId)).map((item) => item.sku))
  const waiting = (await Promise.all([...skus].map((sku) => findStockLevelBySku(context.db, sku)))).filter(
    (row): row is StockLevelRow => row !== null && row.waiting_alerts > 0 && row.stock_status === 'IN_STOCK',
  )
  await sendBackInStockAlerts(context.db, waiting, context.origin, now)
}

const missing = (field: string) => inputError(`Required parameter "${field}" is missing or incorrect.`)

export const orderCancellationMutations = {
  cancelOrder: async (_s: unknown, args: { input: { order_id: string; reason: string } }, context: BackendContext) => {
    if (context.customerId === null) throw new MagentoError(NOT_AUTHORIZED, 'graphql-authorization')
    const id = orderIdOf(args.input.order_id.trim())
    if (!id) throw missing('order_id')
    const reason = args.input.reason.trim()
    if (!reason) throw missing('reason')
    const order = await findOrderById(context.db, id)
    // Magento's repository error, answered as the mutation's error.
    if (!order) return { error: "The entity that was requested doesn't exist. Verify the entity and try again." }
    if (order.customer_id !== context.customerId) return { error: 'Current user is not authorized to cancel this order' }
    if ((FINAL_STATUSES as readonly string[]).includes(order.status)) return { error: 'Order already closed, complete, cancelled or on hold', order: orderView(order, context) }
    const store = order.store_code === context.store.code ? context.store : await findStoreConfig(context.db, order.store_code)
    if (!store || !isEnabled(store.config as StoreConfigSource)) return { error: 'Order cancellation is not enabled for requested store.' }
    const now = new Date().toISOString()
    // Magento records the notification and the reason; the reason is shown to the customer here
    // (Magento keeps both from the storefront), so their order says why it was cancelled. It is kept
    // as written: the storefront escapes text when it renders it.
    const cancelled = await cancelOrder(
      context.db,
      order.id,
      [
        { message: 'Order cancellation notification email was sent.', isVisibleOnFront: false },
        { message: reason, isVisibleOnFront: true },
      ],
      now,
    )
    if (!cancelled) return { error: 'Order already closed, complete, cancelled or on hold', order: orderView((await findOrderById(context.db, order.id))!, context) }
    await remindWaitingShoppers(context, order.id, now)
    await queueEmail(context.db, {
      to: order.email,
      kind: 'order_cancelled',
      subject: `Order ${order.number} was cancelled`,
      body: `Order ${order.number} was cancelled.\n\nReason: ${reason}\n`,
      now,
    })
    return { order: orderView((await findOrderById(context.db, order.id))!, context) }
  },
}
