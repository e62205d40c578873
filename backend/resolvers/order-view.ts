/**
 * @module
 * A placed order as Magento's CustomerOrder: totals, items and the addresses as they were, how it
 * was paid, its history, and the token a guest finds it by.
 */
import type { BackendContext } from '../context'
import type { CartAddressRecord, OrderRecord } from '../db/checkout'
import { findOrderById, FINAL_STATUSES, statusChangedAt, visibleOrderComments, type SalesOrderRecord } from '../db/orders'
import { findStoreConfig } from '../db/store-configs'
import { excludingVat, VAT_MULTIPLIER } from './money'
import { orderDiscounts, orderItemView, orderLines } from './order-items'
import { vatTitle } from './sales-labels'
import { paymentMethods } from './shipping-rates'

/** SPEC §9: VAT at 20%, as a percentage. */
const VAT_RATE = Math.round((VAT_MULTIPLIER - 1) * 100)

function orderAddress(json: string | null) {
  if (!json) return null
  const a = JSON.parse(json) as CartAddressRecord
  return { ...a, region_id: a.region_id === null ? null : String(a.region_id), middlename: null, prefix: null, suffix: null, fax: null }
}

/** Magento's date format for orders and comments: 'YYYY-MM-DD HH:MM:SS'. */
const magentoDate = (iso: string) => iso.replace('T', ' ').slice(0, 19)

/**
 * What may be done with the order (2.4.8's `available_actions`): ordered again by its customer
 * unless it is on hold, cancelled while its store allows it and it is not closed, complete,
 * cancelled or on hold. RETURN belongs to Adobe Commerce's returns, which Open Source lacks.
 */
async function availableActions(order: SalesOrderRecord, context: BackendContext): Promise<('REORDER' | 'CANCEL')[]> {
  const store = order.store_code === context.store.code ? context.store : await findStoreConfig(context.db, order.store_code)
  const cancellable = store?.config.order_cancellation_enabled === true && !(FINAL_STATUSES as readonly string[]).includes(order.status)
  return [...(order.customer_id !== null && order.status !== 'holded' ? (['REORDER'] as const) : []), ...(cancellable ? (['CANCEL'] as const) : [])]
}

/** An order as Magento's CustomerOrder. */
export function orderView(order: OrderRecord, context: BackendContext) {
  const amount = (minor: number) => ({ value: minor / 100, currency: order.currency })
  const lines = orderLines(order, context)
  let details: ReturnType<typeof findOrderById> | null = null
  const stored = async () => (await (details ??= findOrderById(context.db, order.id)))!
  const vat = async (minor: number) => (minor > 0 ? [{ title: await vatTitle(context), rate: VAT_RATE, amount: amount(minor) }] : [])
  const shippingVat = order.shipping_minor - excludingVat(order.shipping_minor)
  const subtotalExcluding = async () => amount((await lines()).reduce((sum, line) => sum + excludingVat(line.item.price_minor * line.item.quantity), 0))
  return {
    items: async () => (await lines()).map((line) => orderItemView(order, line, context)),
    shipping_address: orderAddress(order.shipping_address),
    billing_address: orderAddress(order.billing_address),
    id: btoa(String(order.id)),
    number: order.number,
    order_date: magentoDate(order.created_at),
    // The status's label in the store view where it has one (Magento's sales_order_status_label), else its code.
    status: async () => (await context.loaders.orderStatusLabel.load(order.status)) ?? order.status,
    email: order.email,
    // Random, kept with the order: it cannot be derived from the number or the e-mail.
    token: async () => (await stored()).token,
    carrier: order.shipping_carrier_code,
    shipping_method: order.shipping_title,
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    // This back end does not invoice, ship or refund yet: Magento's answer for an order never
    // invoiced, shipped or refunded is no invoices, shipments or credit memos.
    invoices: [],
    shipments: [],
    credit_memos: [],
    payment_methods: async () => {
      const { payment_method_code: code } = await stored()
      return [{ name: paymentMethods(context.store).find((m) => m.code === code)?.title ?? code, type: code, additional_data: [] }]
    },
    comments: async () => (await visibleOrderComments(context.db, order.id)).map((c) => ({ message: c.message, timestamp: magentoDate(c.created_at) })),
    // This shop takes no gift messages (allow_order is off).
    gift_message: null,
    available_actions: async () => availableActions(await stored(), context),
    // Magento keeps the customer's name on the order; here it is the billing address's, as a guest's is.
    customer_info: () => {
      const billing = orderAddress(order.billing_address)
      return { firstname: billing?.firstname ?? '', lastname: billing?.lastname ?? null, middlename: null, prefix: null, suffix: null }
    },
    order_status_change_date: async () => magentoDate((await statusChangedAt(context.db, order.id)) ?? order.created_at),
    total: {
      // Magento: 'excluding shipping, discounts, and taxes'. Stored prices include VAT, so each line's
      // VAT comes off as the cart's subtotal_excluding_tax takes it off.
      subtotal: subtotalExcluding,
      subtotal_excl_tax: subtotalExcluding,
      subtotal_incl_tax: async () => amount((await lines()).reduce((sum, line) => sum + line.item.price_minor * line.item.quantity, 0)),
      grand_total_excl_tax: amount(order.grand_total_minor - order.tax_minor),
      total_tax: amount(order.tax_minor),
      taxes: () => vat(order.tax_minor),
      discounts: async () => orderDiscounts(order, await lines(), context),
      grand_total: amount(order.grand_total_minor),
      base_grand_total: { value: Math.round(order.grand_total_minor / context.store.rate) / 100, currency: context.store.baseCurrency },
      total_shipping: amount(order.shipping_minor),
      // Delivery prices include VAT (SPEC §9); the shop has no shipping discounts (free delivery is a rate).
      shipping_handling: {
        total_amount: amount(order.shipping_minor),
        amount_including_tax: amount(order.shipping_minor),
        amount_excluding_tax: amount(order.shipping_minor - shippingVat),
        taxes: () => vat(shippingVat),
        discounts: [],
      },
    },
  }
}
