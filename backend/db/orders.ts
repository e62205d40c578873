/**
 * @module
 * Placed orders as the sales API reads them: by number, token or id, the cart lines they were placed
 * from (options and offers), their status history, and cancelling one.
 */
import type { Database } from './database'
import { ORDER_COLUMNS, type OrderRecord } from './checkout'

/** An order with what only the sales API needs: who placed it, where, how it was paid. */
export type SalesOrderRecord = OrderRecord & {
  customer_id: number | null
  store_code: string
  token: string
  payment_method_code: string
  purchase_order_number: string | null
}

const SALES_COLUMNS = `${ORDER_COLUMNS}, customer_id, store_code, token, payment_method_code, purchase_order_number`

/** Statuses a customer can no longer cancel from (Magento's closed, canceled, holded and complete). */
export const FINAL_STATUSES = ['closed', 'canceled', 'holded', 'complete'] as const

export async function findOrderByNumber(db: Database, number: string, storeCode: string): Promise<SalesOrderRecord | null> {
  return db.prepare(`SELECT ${SALES_COLUMNS} FROM orders WHERE number = ?1 AND store_code = ?2`).bind(number, storeCode).first<SalesOrderRecord>()
}

export async function findOrderByToken(db: Database, token: string): Promise<SalesOrderRecord | null> {
  return db.prepare(`SELECT ${SALES_COLUMNS} FROM orders WHERE token = ?1`).bind(token).first<SalesOrderRecord>()
}

export async function findOrderById(db: Database, id: number): Promise<SalesOrderRecord | null> {
  return db.prepare(`SELECT ${SALES_COLUMNS} FROM orders WHERE id = ?1`).bind(id).first<SalesOrderRecord>()
}

/** How an order line was chosen in its cart: the configurable parent, bundle selections, the line's offer. */
export type OrderLineSourceRecord = {
  item_id: number
  product_id: number
  parent_product_id: number | null
  bundle_selection_ids: string | null
  discount_percent: number
}

/** The cart lines an order was placed from (a placed cart keeps its lines), by item id. */
export async function orderLineSources(db: Database, orderId: number): Promise<Map<number, OrderLineSourceRecord>> {
  const { results } = await db
    .prepare(
      `SELECT ci.item_id, ci.product_id, ci.parent_product_id, ci.bundle_selection_ids, ci.discount_percent
       FROM orders o JOIN cart_items ci ON ci.cart_id = o.cart_id WHERE o.id = ?1`,
    )
    .bind(orderId)
    .all<OrderLineSourceRecord>()
  return new Map(results.map((row) => [row.item_id, row]))
}

export type OrderCommentRecord = { message: string; created_at: string }

/** The comments of an order's history a customer may see, oldest first. */
export async function visibleOrderComments(db: Database, orderId: number): Promise<OrderCommentRecord[]> {
  const { results } = await db
    .prepare('SELECT message, created_at FROM order_comments WHERE order_id = ?1 AND is_visible_on_front = 1 ORDER BY id')
    .bind(orderId)
    .all<OrderCommentRecord>()
  return results
}

export type NewOrderComment = { message: string; isVisibleOnFront: boolean }

/**
 * Cancels an order unless its status is final, in one atomic batch: the status, its items' stock
 * returned (an item sold out by the order is in stock again) and the comments written. Later
 * statements run only for the attempt that cancelled it. Returns whether this call cancelled it.
 */
export async function cancelOrder(db: Database, orderId: number, comments: readonly NewOrderComment[], now: string): Promise<boolean> {
  const final = FINAL_STATUSES.map((s) => `'${s}'`).join(', ')
  const fresh = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'canceled') AND NOT EXISTS (SELECT 1 FROM order_comments WHERE order_id = ?1 AND status = 'canceled')`
  const added = '(SELECT SUM(quantity) FROM order_items WHERE order_id = ?1 AND product_id = products.id)'
  const [changed] = await db.batch([
    db.prepare(`UPDATE orders SET status = 'canceled' WHERE id = ?1 AND status NOT IN (${final})`).bind(orderId),
    db
      .prepare(
        `UPDATE products SET stock_status = CASE WHEN qty <= 0 AND qty + ${added} > 0 THEN 'IN_STOCK' ELSE stock_status END, qty = qty + ${added}
         WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?1) AND ${fresh}`,
      )
      .bind(orderId),
    // Each comment once: the first while the cancellation has none, the next after it.
    ...comments.map((comment, i) =>
      db
        .prepare(
          `INSERT INTO order_comments (order_id, message, status, is_visible_on_front, created_at)
           SELECT ?1, ?2, 'canceled', ?3, ?4 WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = 'canceled')
             AND (SELECT COUNT(*) FROM order_comments WHERE order_id = ?1 AND status = 'canceled') = ?5`,
        )
        .bind(orderId, comment.message, comment.isVisibleOnFront ? 1 : 0, now, i),
    ),
  ])
  return (changed?.meta.changes ?? 0) > 0
}

/**
 * A coupon's label by its code, active or not (an order keeps naming the coupon it was placed
 * with), in the store view `storeId`'s words where it has its own.
 */
export async function couponLabel(db: Database, code: string, storeId: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT COALESCE(l.label, c.label) AS label FROM coupons c LEFT JOIN coupon_labels l ON l.code = c.code AND l.store_id = ?2 WHERE c.code = ?1')
    .bind(code, storeId)
    .first<{ label: string }>()
  return row?.label ?? null
}

/** When the customer first ordered in a store view (Magento's `date_of_first_order`), or null. */
export async function firstOrderDate(db: Database, customerId: number, storeCode: string): Promise<string | null> {
  return db.prepare('SELECT MIN(created_at) AS first FROM orders WHERE customer_id = ?1 AND store_code = ?2').bind(customerId, storeCode).first<string | null>('first')
}

/** When the order's status last changed: its latest status comment, else its placing. */
export async function statusChangedAt(db: Database, orderId: number): Promise<string | null> {
  return db
    .prepare('SELECT COALESCE((SELECT MAX(created_at) FROM order_comments WHERE order_id = ?1 AND status IS NOT NULL), created_at) AS changed FROM orders WHERE id = ?1')
    .bind(orderId)
    .first<string | null>('changed')
}
