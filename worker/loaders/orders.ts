/**
 * @module
 * The signed-in customer's orders (SPEC §7 customerOrders; issue 17): a page of the history, newest
 * first, and one order by its number (null when it is not this customer's).
 */
import type { BoughtBeforeView, OrderAction, OrderDetailView, OrderHistoryView } from '../../shared/views/order-views'
import { ORDER_ACTIONS, ORDER_CANCELLATION_REASONS, ORDER_DETAIL, ORDER_HISTORY, QUICK_REORDER } from '../../shared/graphql/documents/orders'
import type { MagentoVersion } from '../../shared/rules/magento-version'
import type { OrderAddressLinesFragment, OrderDetailFieldsFragment } from '../../shared/graphql/generated'
import { londonDateOf } from '../../shared/rules/london-clock'
import { productPath, toMinorUnits } from './listing-view'
import type { LoaderContext } from './loader-context'

export const ORDERS_PER_PAGE = 10

const pence = (money: { value: number | null } | null | undefined) => toMinorUnits(money?.value) ?? 0

/** Magento answers "2026-11-26 09:30:00" in UTC; the page formats an ISO instant. */
const addressLine = (address: OrderAddressLinesFragment | null | undefined) =>
  address ? [`${address.firstname} ${address.lastname}`, ...address.street, address.city, address.region, address.postcode].filter(Boolean).join(', ') : null

/**
 * What the customer may do with each order: as Magento 2.4.8 and later say (`available_actions`);
 * 2.4.7 does not say, and any order of theirs may be ordered again there. RETURN is Adobe
 * Commerce's returns, which the shop does not offer.
 */
export async function loadOrderActions(ctx: LoaderContext, version: MagentoVersion, numbers: readonly string[]): Promise<Map<string, OrderAction[]>> {
  const actions = new Map<string, OrderAction[]>()
  if (version === '2.4.7') return new Map(numbers.map((number): [string, OrderAction[]] => [number, ['REORDER']]))
  if (numbers.length === 0) return actions
  const { customer } = await ctx.graphql.query(ORDER_ACTIONS, { numbers: [...numbers], pageSize: numbers.length }, { asCustomer: true, store: ctx.store.code })
  for (const order of customer?.orders?.items ?? []) {
    if (order) actions.set(order.number, (order.available_actions ?? []).filter((action): action is OrderAction => action === 'REORDER' || action === 'CANCEL'))
  }
  return actions
}

/** The reasons the store offers for cancelling, or none when customers may not cancel. */
export function loadCancellationReasons(ctx: LoaderContext): Promise<string[]> {
  return ctx.cache.get({
    kind: 'storeConfig',
    storeCode: ctx.store.code,
    id: 'cancellationReasons',
    load: async () => {
      const config = (await ctx.graphql.query(ORDER_CANCELLATION_REASONS, {})).storeConfig
      if (!config?.order_cancellation_enabled) return []
      return (config.order_cancellation_reasons ?? []).flatMap((reason) => (reason?.description ? [reason.description] : []))
    },
  })
}

export async function loadOrderHistory(ctx: LoaderContext, page: number, version: MagentoVersion): Promise<OrderHistoryView> {
  const { customer } = await ctx.graphql.query(ORDER_HISTORY, { currentPage: page, pageSize: ORDERS_PER_PAGE }, { asCustomer: true, store: ctx.store.code })
  const orders = customer?.orders
  const actions = await loadOrderActions(ctx, version, (orders?.items ?? []).flatMap((order) => (order ? [order.number] : [])))
  return {
    orders: (orders?.items ?? []).flatMap((order) =>
      order
        ? [
            {
              number: order.number,
              date: londonDateOf(order.order_date),
              status: order.status,
              grandTotal: pence(order.total?.grand_total),
              itemCount: (order.items ?? []).reduce((sum, item) => sum + (item?.quantity_ordered ?? 0), 0),
              actions: actions.get(order.number) ?? [],
            },
          ]
        : [],
    ),
    page: orders?.page_info?.current_page ?? page,
    totalPages: orders?.page_info?.total_pages ?? 1,
    totalCount: orders?.total_count ?? 0,
  }
}

/** An order's detail from Magento's CustomerOrder (a customer's, or a guest's found by guestOrder). */
export function orderDetailView(order: OrderDetailFieldsFragment): OrderDetailView {
  return {
    id: order.id,
    number: order.number,
    date: londonDateOf(order.order_date),
    status: order.status,
    lines: (order.items ?? []).flatMap((item) =>
      item
        ? [
            {
              sku: item.product_sku,
              name: item.product_name ?? item.product_sku,
              path: productPath({ url_key: item.product_url_key, sku: item.product_sku }),
              quantity: item.quantity_ordered ?? 0,
              unitPrice: pence(item.product_sale_price),
            },
          ]
        : [],
    ),
    discounts: (order.total?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: pence(discount.amount) }] : [])),
    shipping: pence(order.total?.total_shipping),
    tax: pence(order.total?.total_tax),
    grandTotal: pence(order.total?.grand_total),
    shippingAddress: addressLine(order.shipping_address),
    billingAddress: addressLine(order.billing_address),
    shippingMethod: order.shipping_method ?? null,
    paymentMethod: order.payment_methods?.find((method) => method !== null)?.name ?? null,
    actions: [],
  }
}

export async function loadOrderDetail(ctx: LoaderContext, number: string, version: MagentoVersion): Promise<OrderDetailView | null> {
  const [{ customer }, actions] = await Promise.all([
    ctx.graphql.query(ORDER_DETAIL, { number }, { asCustomer: true, store: ctx.store.code }),
    loadOrderActions(ctx, version, [number]),
  ])
  const order = customer?.orders?.items.find((item) => item?.number === number)
  return order ? { ...orderDetailView(order), actions: actions.get(number) ?? [] } : null
}

/** How many of the latest orders quick reorder looks through (a year of a busy office's orders). */
export const QUICK_REORDER_ORDERS = 50

/** Issue 17 quick reorder: each product of the latest orders once, as the latest order had it. */
export async function loadBoughtBefore(ctx: LoaderContext): Promise<BoughtBeforeView[]> {
  const { customer } = await ctx.graphql.query(QUICK_REORDER, { pageSize: QUICK_REORDER_ORDERS }, { asCustomer: true, store: ctx.store.code })
  const bySku = new Map<string, BoughtBeforeView>()
  for (const order of customer?.orders?.items ?? []) {
    for (const item of order?.items ?? []) {
      if (!order || !item || bySku.has(item.product_sku.toLowerCase())) continue
      bySku.set(item.product_sku.toLowerCase(), {
        sku: item.product_sku,
        name: item.product_name ?? item.product_sku,
        path: productPath({ url_key: item.product_url_key, sku: item.product_sku }),
        lastQuantity: Math.max(1, Math.round(item.quantity_ordered ?? 1)),
        lastOrdered: londonDateOf(order.order_date),
      })
    }
  }
  return [...bySku.values()]
}
