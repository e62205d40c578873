/**
 * @module
 * The thank-you page's order summary: a guest's order by the token placeOrder answered (Magento
 * 2.4.7's guestOrderByToken), a customer's by its number among their orders, mapped as an order's
 * detail is. An extra: when it cannot be read the page still shows the number, the count and the
 * total it kept.
 */
import type { OrderDetailView } from '../../shared/views/order-views'
import { CUSTOMER_PLACED_ORDER, GUEST_PLACED_ORDER } from '../../shared/graphql/documents/checkout'
import type { PlacedOrder } from '../cookies/placed-order'
import { logAndReturn, type LoaderContext } from './loader-context'
import { orderDetailView } from './orders'

export async function loadPlacedOrder(ctx: LoaderContext, placed: PlacedOrder): Promise<OrderDetailView | null> {
  try {
    if (placed.guest) {
      if (!placed.token) return null
      const data = await ctx.graphql.query(GUEST_PLACED_ORDER, { token: placed.token }, { asCustomer: false, store: ctx.store.code })
      return data.guestOrderByToken.number === placed.orderNumber ? orderDetailView(data.guestOrderByToken) : null
    }
    const data = await ctx.graphql.query(CUSTOMER_PLACED_ORDER, { number: placed.orderNumber }, { asCustomer: true, store: ctx.store.code })
    const order = data.customer?.orders?.items.find((item) => item?.number === placed.orderNumber)
    return order ? orderDetailView(order) : null
  } catch (error) {
    return logAndReturn(ctx, 'placed order summary', null)(error)
  }
}
