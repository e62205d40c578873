/**
 * @module
 * The thank-you page's order summary: a guest's order by the token placeOrder answered (Magento
 * 2.4.7's guestOrderByToken), a customer's by its number among their orders. An extra: when it
 * cannot be read the page still shows the number, the count and the total it kept.
 */
import type { PlacedOrderView } from '../../client/components/checkout/placed-order-view'
import { CUSTOMER_PLACED_ORDER, GUEST_PLACED_ORDER } from '../../shared/graphql/documents/checkout'
import type { PlacedOrderSummaryFragment } from '../../shared/graphql/generated'
import type { PlacedOrder } from '../cookies/placed-order'
import { toMinorUnits } from './listing-view'
import { logAndReturn, type LoaderContext } from './loader-context'

const pence = (money: { value: number | null } | null | undefined) => toMinorUnits(money?.value) ?? 0

export function placedOrderView(order: PlacedOrderSummaryFragment): PlacedOrderView {
  const address = order.shipping_address
  return {
    number: order.number,
    lines: (order.items ?? []).flatMap((item) => (item ? [{ sku: item.product_sku, name: item.product_name ?? item.product_sku, quantity: item.quantity_ordered ?? 0 }] : [])),
    discounts: (order.total?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: pence(discount.amount) }] : [])),
    shipping: pence(order.total?.total_shipping),
    tax: pence(order.total?.total_tax),
    grandTotal: pence(order.total?.grand_total),
    deliveryAddress: address ? [`${address.firstname} ${address.lastname}`, ...address.street, address.city, address.postcode].filter(Boolean).join(', ') : null,
    deliveryMethod: order.shipping_method ?? null,
    paymentMethod: order.payment_methods?.find((method) => method !== null)?.name ?? null,
  }
}

export async function loadPlacedOrder(ctx: LoaderContext, placed: PlacedOrder): Promise<PlacedOrderView | null> {
  try {
    if (placed.guest) {
      if (!placed.token) return null
      const data = await ctx.graphql.query(GUEST_PLACED_ORDER, { token: placed.token }, { asCustomer: false, store: ctx.store.code })
      return data.guestOrderByToken.number === placed.orderNumber ? placedOrderView(data.guestOrderByToken) : null
    }
    const data = await ctx.graphql.query(CUSTOMER_PLACED_ORDER, { number: placed.orderNumber }, { asCustomer: true, store: ctx.store.code })
    const order = data.customer?.orders?.items.find((item) => item?.number === placed.orderNumber)
    return order ? placedOrderView(order) : null
  } catch (error) {
    return logAndReturn(ctx, 'placed order summary', null)(error)
  }
}
