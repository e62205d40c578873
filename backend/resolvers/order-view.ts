/**
 * @module
 * A placed order as Magento's CustomerOrder: totals, items and the addresses as they were.
 */
import type { BackendContext } from '../context'
import { orderItems, type CartAddressRecord, type OrderRecord } from '../db/checkout'

function orderAddress(json: string | null) {
  if (!json) return null
  const a = JSON.parse(json) as CartAddressRecord
  return { ...a, region_id: a.region_id === null ? null : String(a.region_id), middlename: null, prefix: null, suffix: null, fax: null }
}

/** An order as Magento's CustomerOrder. */
export function orderView(order: OrderRecord, context: BackendContext) {
  const amount = (minor: number) => ({ value: minor / 100, currency: order.currency })
  return {
    items: async () =>
      (await orderItems(context.db, order.id)).map((item) => ({
        __typename: 'OrderItem',
        id: btoa(`${order.id}:${item.item_id}`),
        product_name: item.name,
        product_sku: item.sku,
        product_url_key: item.url_key,
        product_type: item.product_type,
        status: 'Ordered',
        product_sale_price: amount(item.price_minor),
        quantity_ordered: item.quantity,
        quantity_shipped: 0,
        quantity_refunded: 0,
        quantity_invoiced: 0,
        quantity_canceled: 0,
        quantity_returned: 0,
      })),
    shipping_address: orderAddress(order.shipping_address),
    billing_address: orderAddress(order.billing_address),
    id: btoa(String(order.id)),
    number: order.number,
    order_date: order.created_at.replace('T', ' ').slice(0, 19),
    status: order.status,
    email: order.email,
    token: btoa(`${order.number}:${order.email}`),
    carrier: order.shipping_carrier_code,
    shipping_method: order.shipping_title,
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    total: {
      subtotal: amount(order.subtotal_minor),
      total_tax: amount(order.tax_minor),
      grand_total: amount(order.grand_total_minor),
      base_grand_total: { value: Math.round(order.grand_total_minor / context.store.rate) / 100, currency: context.store.baseCurrency },
      total_shipping: amount(order.shipping_minor),
    },
  }
}
