/**
 * @module
 * A placed order's items as Magento's OrderItemInterface (simple, bundle and downloadable), with
 * their options and discounts, and the order's discounts in total. The order keeps its prices; how
 * each line was chosen (configurable variant, bundle selections, buy-together offer) is read from the
 * cart it was placed from, which keeps its lines.
 */
import type { BackendContext } from '../context'
import { orderItems, type OrderItemRecord, type OrderRecord } from '../db/checkout'
import { couponLabel, orderLineSources, type OrderLineSourceRecord } from '../db/orders'
import type { ProductRecord } from '../db/products'
import { configurableChoices, selectedBundleOptions } from './cart'
import type { Money } from './money'
import { downloadableLinks } from './product-types'
import { salesPhrase } from './sales-labels'


export type OrderDiscount = { label: string; amount: Money; applied_to: 'ITEM' | 'SHIPPING'; coupon: { code: string } | null }

type PricedLine = { item: OrderItemRecord; source: OrderLineSourceRecord | undefined; offerMinor: number; couponMinor: number }

/**
 * Each line's discounts in the order's minor units: its own offer as the cart computed it, and its
 * share of the coupon (what the order's discount holds beyond the offers), split by what each line
 * cost after its offer so the shares add up to the order's discount exactly.
 */
function priceLines(order: OrderRecord, items: readonly OrderItemRecord[], sources: Map<number, OrderLineSourceRecord>): PricedLine[] {
  const lines = items.map((item) => {
    const source = sources.get(item.item_id)
    const row = item.price_minor * item.quantity
    return { item, source, row, offerMinor: Math.round((row * (source?.discount_percent ?? 0)) / 100) }
  })
  const couponTotal = order.coupon_code ? Math.max(0, order.discount_minor - lines.reduce((sum, l) => sum + l.offerMinor, 0)) : 0
  const base = lines.reduce((sum, l) => sum + l.row - l.offerMinor, 0)
  let left = couponTotal
  return lines.map((line, i) => {
    const share = i === lines.length - 1 ? left : base > 0 ? Math.min(left, Math.round((couponTotal * (line.row - line.offerMinor)) / base)) : 0
    left -= share
    return { item: line.item, source: line.source, offerMinor: line.offerMinor, couponMinor: share }
  })
}

const typename = (productType: string) => (productType === 'bundle' ? 'BundleOrderItem' : productType === 'downloadable' ? 'DownloadableOrderItem' : 'OrderItem')

/** The order's lines, each priced, loaded once per order. */
export function orderLines(order: OrderRecord, context: BackendContext) {
  let loaded: Promise<PricedLine[]> | null = null
  return () => (loaded ??= Promise.all([orderItems(context.db, order.id), orderLineSources(context.db, order.id)]).then(([items, sources]) => priceLines(order, items, sources)))
}

/** The order's discounts in total, labelled as the cart labels them. */
export async function orderDiscounts(order: OrderRecord, lines: readonly PricedLine[], context: BackendContext): Promise<OrderDiscount[]> {
  const amount = (minor: number) => ({ value: minor / 100, currency: order.currency })
  const offers = lines.reduce((sum, l) => sum + l.offerMinor, 0)
  const coupon = lines.reduce((sum, l) => sum + l.couponMinor, 0)
  const code = order.coupon_code
  return [
    ...(offers > 0 ? [{ label: salesPhrase('buyTogether', context), amount: amount(offers), applied_to: 'ITEM' as const, coupon: null }] : []),
    ...(code && coupon > 0 ? [{ label: (await couponLabel(context.db, code, context.store.id)) ?? salesPhrase('discount', context), amount: amount(coupon), applied_to: 'ITEM' as const, coupon: { code } }] : []),
  ]
}

async function enabledProduct(id: number, context: BackendContext): Promise<ProductRecord | null> {
  const product = await context.loaders.product.load(id)
  return product && product.status === 1 ? product : null
}

/** One order line as Magento's OrderItemInterface. */
export function orderItemView(order: OrderRecord, line: PricedLine, context: BackendContext) {
  const { item, source } = line
  const amount = (minor: number) => ({ value: minor / 100, currency: order.currency })
  const sold = () => context.loaders.product.load(item.product_id)
  const parent = () => (source?.parent_product_id ? context.loaders.product.load(source.parent_product_id) : Promise.resolve(null))
  const selectionIds = source?.bundle_selection_ids ? (JSON.parse(source.bundle_selection_ids) as number[]) : []
  return {
    __typename: typename(item.product_type),
    id: btoa(`${order.id}:${item.item_id}`),
    product_name: item.name,
    product_sku: item.sku,
    product_url_key: item.url_key,
    product_type: item.product_type,
    status: order.status === 'canceled' ? 'Canceled' : 'Ordered',
    product_sale_price: amount(item.price_minor),
    quantity_ordered: item.quantity,
    // Nothing is invoiced, shipped, refunded or returned by this back end yet (Magento's answer
    // for an order in that state); a cancelled order's items are all cancelled.
    quantity_shipped: 0,
    quantity_refunded: 0,
    quantity_invoiced: 0,
    quantity_canceled: order.status === 'canceled' ? item.quantity : 0,
    quantity_returned: 0,
    discounts: [
      ...(line.offerMinor ? [{ label: salesPhrase('buyTogether', context), amount: amount(line.offerMinor), applied_to: 'ITEM', coupon: null }] : []),
      ...(line.couponMinor && order.coupon_code ? [{ label: salesPhrase('discount', context), amount: amount(line.couponMinor), applied_to: 'ITEM', coupon: { code: order.coupon_code } }] : []),
    ],
    // A configurable line's chosen values, as Magento lists a configurable item's attributes.
    selected_options: async () => {
      const [variant, configurable] = await Promise.all([sold(), parent()])
      if (!variant || !configurable) return []
      return (await configurableChoices(configurable, variant, context)).map(({ attribute, value }) => ({ label: attribute.label, value: value.label }))
    },
    // Entered options are customizable options' text; this catalogue has none.
    entered_options: [],
    // The product as the catalogue has it now; null once it is disabled or gone, as in Magento.
    product: async () => enabledProduct(source?.parent_product_id ?? item.product_id, context),
    // This shop takes no gift messages (allow_items is off).
    gift_message: null,
    bundle_options: async () => {
      const bundle = await sold()
      if (!bundle) return []
      return (await selectedBundleOptions(bundle, selectionIds, context)).map((option) => ({
        id: option.id,
        uid: option.uid,
        label: option.label,
        values: option.values.map((value) => ({
          id: value.id,
          uid: value.uid,
          product_name: value.label,
          product_sku: value.sku,
          quantity: value.quantity,
          price: { value: value.price, currency: context.store.currency },
        })),
      }))
    },
    // A downloadable line buys every link of its product (links are not sold separately here).
    downloadable_links: async () => {
      const product = await sold()
      return product ? (await downloadableLinks(product, context)).map(({ link, uid }, i) => ({ title: link.title ?? null, sort_order: link.sort_order ?? i, uid })) : []
    },
  }
}

/**
 * Discount's fields a cart's discounts do not carry: every discount this shop gives is on items
 * (free delivery is a rate, not a discount), and only an order's coupon share names its coupon.
 */
export const discountFields = {
  applied_to: (discount: Partial<OrderDiscount>) => discount.applied_to ?? 'ITEM',
  coupon: (discount: Partial<OrderDiscount>) => discount.coupon ?? null,
}
