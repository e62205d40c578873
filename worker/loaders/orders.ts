/**
 * @module
 * The signed-in customer's orders (SPEC §7 customerOrders; issue 17): a page of the history, newest
 * first, and one order by its number (null when it is not this customer's).
 */
import type { BoughtBeforeView, OrderDetailView, OrderHistoryView } from '../../shared/views/order-views'
import { ORDER_DETAIL, ORDER_HISTORY, QUICK_REORDER } from '../../shared/graphql/documents/orders'
import type { OrderAddressLinesFragment, OrderDetailFieldsFragment } from '../../shared/graphql/generated'
import { londonDateOf } from '../../shared/rules/london-clock'
import { productPath, toMinorUnits } from './listing-view'
import type { LoaderContext } from './loader-context'

export const ORDERS_PER_PAGE = 10

const pence = (money: { value: number | null } | null | undefined) => toMinorUnits(money?.value) ?? 0

/** Magento answers "2026-11-26 09:30:00" in UTC; the page formats an ISO instant. */
const addressLine = (address: OrderAddressLinesFragment | null | undefined) =>
  address ? [`${address.firstname} ${address.lastname}`, ...address.street, address.city, address.region, address.postcode].filter(Boolean).join(', ') : null

export async function loadOrderHistory(ctx: LoaderContext, page: number): Promise<OrderHistoryView> {
  const { customer } = await ctx.graphql.query(ORDER_HISTORY, { currentPage: page, pageSize: ORDERS_PER_PAGE }, { asCustomer: true, store: ctx.store.code })
  const orders = customer?.orders
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
  }
}

export async function loadOrderDetail(ctx: LoaderContext, number: string): Promise<OrderDetailView | null> {
  const { customer } = await ctx.graphql.query(ORDER_DETAIL, { number }, { asCustomer: true, store: ctx.store.code })
  const order = customer?.orders?.items.find((item) => item?.number === number)
  return order ? orderDetailView(order) : null
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
