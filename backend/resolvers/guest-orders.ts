/**
 * @module
 * A guest finding their order (Magento's SalesGraphQl GuestOrder): by number, e-mail and billing
 * postcode, or by the order's token. A customer's order is shown only to the signed-in customer.
 */
import type { BackendContext } from '../context'
import { findOrderByNumber, findOrderByToken, type SalesOrderRecord } from '../db/orders'
import { MagentoError, noSuchEntity } from '../graphql/errors'
import { orderView } from './order-view'

const cannotLocate = () => noSuchEntity("We couldn't locate an order with the information provided.")

/** Postcodes as addresses keep them (upper case, single spaces): Magento compares the stored text exactly. */
const postcodeKey = (postcode: string) => postcode.trim().replace(/\s+/g, ' ').toUpperCase()

function guestOrderView(order: SalesOrderRecord | null, context: BackendContext) {
  if (!order || order.store_code !== context.store.code) throw cannotLocate()
  if (order.customer_id !== null) throw new MagentoError('Please login to view the order.', 'graphql-authorization')
  return orderView(order, context)
}

export const guestOrderQueries = {
  guestOrder: async (_s: unknown, args: { input: { number: string; email: string; postcode: string } }, context: BackendContext) => {
    const { number, email, postcode } = args.input
    const order = await findOrderByNumber(context.db, number.trim(), context.store.code)
    const billing = order ? (JSON.parse(order.billing_address) as { postcode: string | null }) : null
    // E-mail addresses match whatever their case; Magento compares them exactly.
    if (!order || !billing || order.email.toLowerCase() !== email.trim().toLowerCase() || postcodeKey(billing.postcode ?? '') !== postcodeKey(postcode)) throw cannotLocate()
    return guestOrderView(order, context)
  },
  guestOrderByToken: async (_s: unknown, args: { input: { token: string } }, context: BackendContext) =>
    guestOrderView(args.input.token ? await findOrderByToken(context.db, args.input.token) : null, context),
}
