/**
 * @module
 * Checkout data of a cart (addresses, chosen methods) and placing its order in one atomic batch.
 */
import type { Database } from './database'
import type { CartAddressRow } from './rows'

export type AddressKind = CartAddressRow['kind']

/** A cart's address, its street lines parsed. */
export type CartAddressRecord = Omit<CartAddressRow<string[]>, 'cart_id'>

type AddressRow = Omit<CartAddressRow, 'cart_id'>

export async function cartAddresses(db: Database, cartId: string): Promise<CartAddressRecord[]> {
  const { results } = await db
    .prepare(
      'SELECT kind, firstname, lastname, company, street, city, region, region_id, postcode, country_code, telephone, vat_id, customer_notes FROM cart_addresses WHERE cart_id = ?1',
    )
    .bind(cartId)
    .all<AddressRow>()
  return results.map((row) => ({ ...row, street: JSON.parse(row.street) as string[] }))
}

export async function saveCartAddress(db: Database, cartId: string, address: CartAddressRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cart_addresses (cart_id, kind, firstname, lastname, company, street, city, region, region_id, postcode, country_code, telephone, vat_id, customer_notes)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
       ON CONFLICT (cart_id, kind) DO UPDATE SET firstname = excluded.firstname, lastname = excluded.lastname, company = excluded.company,
         street = excluded.street, city = excluded.city, region = excluded.region, region_id = excluded.region_id, postcode = excluded.postcode,
         country_code = excluded.country_code, telephone = excluded.telephone, vat_id = excluded.vat_id, customer_notes = excluded.customer_notes`,
    )
    .bind(
      cartId,
      address.kind,
      address.firstname,
      address.lastname,
      address.company,
      JSON.stringify(address.street),
      address.city,
      address.region,
      address.region_id,
      address.postcode,
      address.country_code,
      address.telephone,
      address.vat_id,
      address.customer_notes,
    )
    .run()
}

export async function setShippingMethod(db: Database, cartId: string, carrier: string | null, method: string | null): Promise<void> {
  await db.prepare('UPDATE carts SET shipping_carrier_code = ?2, shipping_method_code = ?3 WHERE id = ?1').bind(cartId, carrier, method).run()
}

export async function setPaymentMethod(db: Database, cartId: string, code: string, purchaseOrderNumber: string | null): Promise<void> {
  await db.prepare('UPDATE carts SET payment_method_code = ?2, purchase_order_number = ?3 WHERE id = ?1').bind(cartId, code, purchaseOrderNumber).run()
}

export async function isCountryAllowed(db: Database, countryCode: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM countries WHERE id = ?1 AND is_allowed = 1').bind(countryCode).first()) !== null
}

export type NewOrder = {
  cartId: string
  customerId: number | null
  placement: string
  storeCode: string
  email: string
  currency: string
  subtotal: number
  discount: number
  shipping: number
  tax: number
  grandTotal: number
  couponCode: string | null
  shippingCarrierCode: string | null
  shippingMethodCode: string | null
  shippingTitle: string | null
  paymentMethodCode: string
  purchaseOrderNumber: string | null
  shippingAddress: string | null
  billingAddress: string
  createdAt: string
  items: { itemId: number; productId: number; sku: string; name: string; urlKey: string; productType: string; quantity: number; priceMinor: number }[]
}

export type OrderRecord = {
  id: number
  number: string
  email: string
  status: string
  currency: string
  subtotal_minor: number
  discount_minor: number
  shipping_minor: number
  tax_minor: number
  grand_total_minor: number
  coupon_code: string | null
  shipping_title: string | null
  shipping_carrier_code: string | null
  shipping_address: string | null
  billing_address: string
  created_at: string
}

/**
 * Places the cart's order in one atomic batch: the order row (only while the cart is active, its
 * lines are still the ones the order was priced from and every line is within stock), its items,
 * the stock taken and the cart closed. Statements after the first find the order by this attempt's
 * `placement` token, so a concurrent second attempt changes nothing, and a line changed in between
 * (another tab's quantity or add) stops this attempt rather than ordering one quantity and taking
 * another from stock. Returns the order, or null when this attempt did not place it.
 */
export async function placeOrder(db: Database, order: NewOrder): Promise<OrderRecord | null> {
  const mine = '(SELECT id FROM orders WHERE placement = ?1)'
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (number, cart_id, placement, store_code, email, currency, subtotal_minor, discount_minor, shipping_minor, tax_minor,
           grand_total_minor, coupon_code, shipping_carrier_code, shipping_method_code, shipping_title, payment_method_code, purchase_order_number,
           shipping_address, billing_address, created_at, customer_id)
         SELECT printf('%09d', COALESCE((SELECT MAX(id) FROM orders), 0) + 1), ?2, ?1, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20
         WHERE EXISTS (SELECT 1 FROM carts WHERE id = ?2 AND is_active = 1)
           AND EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?2)
           AND (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?2) = json_array_length(?21)
           AND NOT EXISTS (SELECT 1 FROM json_each(?21) priced WHERE NOT EXISTS (SELECT 1 FROM cart_items ci
             WHERE ci.cart_id = ?2 AND ci.item_id = json_extract(priced.value, '$[0]') AND ci.quantity = json_extract(priced.value, '$[1]')))
           AND NOT EXISTS (SELECT 1 FROM cart_items ci JOIN products p ON p.id = ci.product_id WHERE ci.cart_id = ?2 AND (ci.quantity > p.qty OR p.stock_status <> 'IN_STOCK'))
         ON CONFLICT (cart_id) DO NOTHING`,
      )
      .bind(
        order.placement,
        order.cartId,
        order.storeCode,
        order.email,
        order.currency,
        order.subtotal,
        order.discount,
        order.shipping,
        order.tax,
        order.grandTotal,
        order.couponCode,
        order.shippingCarrierCode,
        order.shippingMethodCode,
        order.shippingTitle,
        order.paymentMethodCode,
        order.purchaseOrderNumber,
        order.shippingAddress,
        order.billingAddress,
        order.createdAt,
        order.customerId,
        JSON.stringify(order.items.map((item) => [item.itemId, item.quantity])),
      ),
    ...order.items.map((item) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, item_id, product_id, sku, name, url_key, product_type, quantity, price_minor)
           SELECT ${mine}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 WHERE ${mine} IS NOT NULL`,
        )
        .bind(order.placement, item.itemId, item.productId, item.sku, item.name, item.urlKey, item.productType, item.quantity, item.priceMinor),
    ),
    db
      .prepare(
        `UPDATE products SET qty = qty - (SELECT SUM(ci.quantity) FROM cart_items ci WHERE ci.cart_id = ?2 AND ci.product_id = products.id),
           stock_status = CASE WHEN qty - (SELECT SUM(ci.quantity) FROM cart_items ci WHERE ci.cart_id = ?2 AND ci.product_id = products.id) > 0 THEN stock_status ELSE 'OUT_OF_STOCK' END
         WHERE id IN (SELECT product_id FROM cart_items WHERE cart_id = ?2) AND ${mine} IS NOT NULL`,
      )
      .bind(order.placement, order.cartId),
    db.prepare(`UPDATE carts SET is_active = 0 WHERE id = ?2 AND ${mine} IS NOT NULL`).bind(order.placement, order.cartId),
  ])
  return db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE placement = ?1`).bind(order.placement).first<OrderRecord>()
}

export const ORDER_COLUMNS =
  'id, number, email, status, currency, subtotal_minor, discount_minor, shipping_minor, tax_minor, grand_total_minor, coupon_code, shipping_title, shipping_carrier_code, shipping_address, billing_address, created_at'

export type OrderListing = {
  /** Only these order numbers; null for all. */
  numbers: readonly string[] | null
  /** Only orders placed in this store view; null for every store view. */
  storeCode: string | null
  sort: { field: 'number' | 'created_at'; direction: 'ASC' | 'DESC' } | null
}

/** A page of a customer's orders (newest first unless sorted otherwise), with the total. */
export async function customerOrders(db: Database, customerId: number, page: { size: number; current: number }, listing: OrderListing): Promise<{ items: OrderRecord[]; total: number }> {
  // A JSON list keeps the statement's parameters fixed however many numbers are asked for.
  const where = `customer_id = ?1 AND (?2 IS NULL OR number IN (SELECT value FROM json_each(?2))) AND (?3 IS NULL OR store_code = ?3)`
  const filters = [customerId, listing.numbers === null ? null : JSON.stringify(listing.numbers), listing.storeCode] as const
  // Column and direction come from closed sets, never from the request's text.
  const order = listing.sort ? `${listing.sort.field === 'number' ? 'number' : 'created_at'} ${listing.sort.direction === 'ASC' ? 'ASC' : 'DESC'}, id ${listing.sort.direction === 'ASC' ? 'ASC' : 'DESC'}` : 'id DESC'
  const [rows, count] = await db.batch([
    db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where} ORDER BY ${order} LIMIT ?4 OFFSET ?5`).bind(...filters, page.size, (page.current - 1) * page.size),
    db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`).bind(...filters),
  ])
  return { items: (rows?.results ?? []) as OrderRecord[], total: ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0 }
}

export type OrderItemRecord = { order_id: number; item_id: number; product_id: number; sku: string; name: string; url_key: string; product_type: string; quantity: number; price_minor: number }

export async function orderItems(db: Database, orderId: number): Promise<OrderItemRecord[]> {
  const { results } = await db
    .prepare('SELECT order_id, item_id, product_id, sku, name, url_key, product_type, quantity, price_minor FROM order_items WHERE order_id = ?1 ORDER BY item_id')
    .bind(orderId)
    .all<OrderItemRecord>()
  return results
}
