/**
 * @module
 * Carts and their lines. Writes are single statements (or one batch), so concurrent requests on one
 * cart cannot lose a line or overshoot the stock (D1 has no interactive transactions). A line
 * changes only while its cart is active, tested in the same statement: a write that arrives after
 * the cart was ordered or merged into another changes nothing, rather than landing in a cart no
 * one will read again.
 */
import type { Database } from './database'
import type { CouponRow } from './rows'

export type CartRecord = {
  id: string
  store_code: string
  email: string | null
  coupon_code: string | null
  is_active: number
  shipping_carrier_code: string | null
  shipping_method_code: string | null
  payment_method_code: string | null
  purchase_order_number: string | null
  customer_id: number | null
}
export type CartLineRecord = {
  item_id: number
  cart_id: string
  /** Which line a product joins: one per product, configurable variant or bundle choice. */
  line_key: string
  product_id: number
  parent_product_id: number | null
  quantity: number
  discount_percent: number
  /** JSON list of bundle selection ids, for a bundle line. */
  bundle_selection_ids: string | null
  notice: string | null
}

const CART_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A new masked cart id: 32 random characters (about 190 bits). */
export function newCartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  // 62 symbols: the modulo bias is negligible for an unguessable token.
  return Array.from(bytes, (b) => CART_ID_ALPHABET[b % CART_ID_ALPHABET.length]).join('')
}

export async function createCart(db: Database, id: string, storeCode: string, now: string, customerId: number | null = null): Promise<void> {
  await db.prepare('INSERT INTO carts (id, store_code, created_at, updated_at, customer_id) VALUES (?1, ?2, ?3, ?3, ?4)').bind(id, storeCode, now, customerId).run()
}

/** The id of the customer's newest active cart in a store view, if any. */
export async function findCustomerCartId(db: Database, customerId: number, storeCode: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT id FROM carts WHERE customer_id = ?1 AND is_active = 1 AND store_code = ?2 ORDER BY created_at DESC LIMIT 1')
    .bind(customerId, storeCode)
    .first<{ id: string }>()
  return row?.id ?? null
}

export function findCart(db: Database, id: string): Promise<CartRecord | null> {
  return db
    .prepare(
      'SELECT id, store_code, email, coupon_code, is_active, shipping_carrier_code, shipping_method_code, payment_method_code, purchase_order_number, customer_id FROM carts WHERE id = ?1',
    )
    .bind(id)
    .first<CartRecord>()
}

export async function cartLines(db: Database, cartId: string): Promise<CartLineRecord[]> {
  const { results } = await db
    .prepare('SELECT item_id, cart_id, line_key, product_id, parent_product_id, quantity, discount_percent, bundle_selection_ids, notice FROM cart_items WHERE cart_id = ?1 ORDER BY item_id')
    .bind(cartId)
    .all<CartLineRecord>()
  return results
}

/** The most of a product one cart may hold: its stock, and its maximum sale quantity when set. */
const SALABLE = '(SELECT MIN(s.qty, COALESCE(s.max_sale_qty, s.qty)) FROM products s WHERE s.id = ?3)'

/** Whether the cart `?1` takes changes: only while it is active (not ordered, not merged away). */
const CART_IS_OPEN = 'EXISTS (SELECT 1 FROM carts open_cart WHERE open_cart.id = ?1 AND open_cart.is_active = 1)'

export type NewCartLine = {
  lineKey: string
  productId: number
  parentProductId?: number | null
  bundleSelectionIds?: readonly number[] | null
  quantity: number
  discountPercent?: number
}

/**
 * Adds a quantity to the cart's line for a product, creating the line if needed, in one upsert
 * that only applies while the cart is active and the line stays within the salable quantity.
 */
function addLineStatement(db: Database, cartId: string, line: NewCartLine, now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cart_items (cart_id, line_key, product_id, quantity, created_at, parent_product_id, discount_percent, bundle_selection_ids)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE ?4 <= ${SALABLE} AND ${CART_IS_OPEN}
       ON CONFLICT (cart_id, line_key) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity, notice = NULL
       WHERE cart_items.quantity + excluded.quantity <= ${SALABLE}`,
    )
    .bind(
      cartId,
      line.lineKey,
      line.productId,
      line.quantity,
      now,
      line.parentProductId ?? null,
      line.discountPercent ?? 0,
      line.bundleSelectionIds ? JSON.stringify(line.bundleSelectionIds) : null,
    )
}

/**
 * Adds lines to a cart in one atomic batch, so a merge or an order cannot fall between them: either
 * every line that fits the stock is added, or (the cart no longer active) none is. Returns whether
 * the cart was active and, per line, whether it was added (false: the stock is short).
 */
export async function addToCartLines(db: Database, cartId: string, lines: readonly NewCartLine[], now: string): Promise<{ cartActive: boolean; added: boolean[] }> {
  const results = await db.batch([
    ...lines.map((line) => addLineStatement(db, cartId, line, now)),
    db.prepare('SELECT is_active FROM carts WHERE id = ?1').bind(cartId),
  ])
  const state = (results.at(-1)?.results ?? []) as { is_active: number }[]
  return { cartActive: state[0]?.is_active === 1, added: results.slice(0, -1).map((result) => result.meta.changes > 0) }
}

/**
 * Sets a line's quantity if the cart is active and the product can be sold in that quantity.
 * Returns whether it applied.
 */
export async function setLineQuantity(db: Database, cartId: string, itemId: number, quantity: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE cart_items SET quantity = ?3, notice = NULL WHERE cart_id = ?1 AND item_id = ?2 AND ${CART_IS_OPEN}
       AND ?3 <= (SELECT MIN(s.qty, COALESCE(s.max_sale_qty, s.qty)) FROM products s WHERE s.id = cart_items.product_id)`,
    )
    .bind(cartId, itemId, quantity)
    .run()
  return result.meta.changes > 0
}

/** Takes a line out of an active cart. Returns whether it did. */
export async function removeLine(db: Database, cartId: string, itemId: number): Promise<boolean> {
  const result = await db.prepare(`DELETE FROM cart_items WHERE cart_id = ?1 AND item_id = ?2 AND ${CART_IS_OPEN}`).bind(cartId, itemId).run()
  return result.meta.changes > 0
}

/** Whether the cart exists and is active, as it is now. */
export async function isCartActive(db: Database, cartId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM carts WHERE id = ?1 AND is_active = 1').bind(cartId).first()) !== null
}

export async function lineExists(db: Database, cartId: string, itemId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM cart_items WHERE cart_id = ?1 AND item_id = ?2').bind(cartId, itemId).first()) !== null
}

export async function touchCart(db: Database, cartId: string, now: string): Promise<void> {
  await db.prepare('UPDATE carts SET updated_at = ?2 WHERE id = ?1').bind(cartId, now).run()
}

export async function setCartEmail(db: Database, cartId: string, email: string, now: string): Promise<void> {
  await db.prepare('UPDATE carts SET email = ?2, updated_at = ?3 WHERE id = ?1').bind(cartId, email, now).run()
}

export async function setCartCoupon(db: Database, cartId: string, code: string | null, now: string): Promise<void> {
  await db.prepare('UPDATE carts SET coupon_code = ?2, updated_at = ?3 WHERE id = ?1').bind(cartId, code, now).run()
}

/** An active coupon's columns. */
export type CouponRecord = Omit<CouponRow, 'is_active'>

/**
 * An active coupon by code (case-insensitive), labelled for the store view `storeId` (its own
 * label, else the default one); its date window is the caller's to check.
 */
export function findActiveCoupon(db: Database, code: string, storeId: number): Promise<CouponRecord | null> {
  return db
    .prepare(
      `SELECT c.code, COALESCE(l.label, c.label) AS label, c.percent_off, c.from_date, c.to_date
       FROM coupons c LEFT JOIN coupon_labels l ON l.code = c.code AND l.store_id = ?2 WHERE c.code = ?1 AND c.is_active = 1`,
    )
    .bind(code, storeId)
    .first<CouponRecord>()
}

/** Notices a merged line may carry (SPEC: a merge never drops a line). */
export const NOTICE_QTY_REDUCED = 'The requested qty is not available'
export const NOTICE_OUT_OF_STOCK = 'This product is out of stock.'

/**
 * Moves every line of the source cart into the destination in one atomic batch and closes the
 * source. A line never disappears: where stock is short the quantity is clamped to what can be
 * sold, and where nothing can be sold the line is kept as it was; both get a notice. The batch
 * applies only while both carts are active, so a second merge of the same source (two sign-ins at
 * once) cannot count its lines twice, and an add to the source either comes before the batch and is
 * moved, or after it and is refused (see CART_IS_OPEN). Returns whether this call merged.
 */
export async function mergeCartLines(db: Database, sourceId: string, destinationId: string, now: string): Promise<boolean> {
  const bothOpen = `${CART_IS_OPEN} AND EXISTS (SELECT 1 FROM carts d WHERE d.id = ?2 AND d.is_active = 1)`
  const salable = (table: string) => `(SELECT MIN(s.qty, COALESCE(s.max_sale_qty, s.qty)) FROM products s WHERE s.id = ${table}.product_id)`
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, line_key, product_id, parent_product_id, bundle_selection_ids, discount_percent, quantity, notice, created_at)
         SELECT ?2, src.line_key, src.product_id, src.parent_product_id, src.bundle_selection_ids, src.discount_percent,
           CASE WHEN ${salable('src')} >= src.quantity OR ${salable('src')} <= 0 THEN src.quantity ELSE ${salable('src')} END,
           CASE WHEN ${salable('src')} <= 0 THEN ?4 WHEN ${salable('src')} < src.quantity THEN ?5 ELSE src.notice END,
           ?3
         FROM cart_items src WHERE src.cart_id = ?1 AND ${bothOpen}
         ON CONFLICT (cart_id, line_key) DO UPDATE SET
           quantity = CASE
             WHEN ${salable('cart_items')} >= cart_items.quantity + excluded.quantity THEN cart_items.quantity + excluded.quantity
             WHEN ${salable('cart_items')} > cart_items.quantity THEN ${salable('cart_items')}
             ELSE cart_items.quantity END,
           notice = CASE
             WHEN ${salable('cart_items')} <= 0 THEN ?4
             WHEN ${salable('cart_items')} < cart_items.quantity + excluded.quantity THEN ?5
             ELSE cart_items.notice END`,
      )
      .bind(sourceId, destinationId, now, NOTICE_OUT_OF_STOCK, NOTICE_QTY_REDUCED),
    db.prepare(`UPDATE carts SET is_active = 0, updated_at = ?3 WHERE id = ?1 AND ${bothOpen}`).bind(sourceId, destinationId, now),
    db.prepare('UPDATE carts SET updated_at = ?2 WHERE id = ?1').bind(destinationId, now),
  ])
  return (results[1]?.meta.changes ?? 0) > 0
}
