/**
 * @module
 * Issue 17 point 6, the guest order lookup: one order by its number, e-mail and billing postcode
 * (Magento 2.4.7's guestOrder), asked without a token so a signed-in shopper's session plays no part.
 */
import type { OrderDetailView } from '../../shared/views/order-views'
import { GUEST_ORDER } from '../../shared/graphql/documents/orders'
import { normaliseUkPostcode } from '../../shared/rules/uk-postcode'
import { GraphQLCallError } from '../graphql/errors'
import type { LoaderContext } from './loader-context'
import { orderDetailView } from './orders'

export type GuestOrderLookup = { number: string; email: string; postcode: string }

/** Null when Magento finds no such order (it answers an error, not an empty result). */
export async function loadGuestOrder(ctx: LoaderContext, lookup: GuestOrderLookup): Promise<OrderDetailView | null> {
  // Magento compares the postcode as stored; a UK postcode is stored in its normal form.
  const postcode = normaliseUkPostcode(lookup.postcode) ?? lookup.postcode
  try {
    const { guestOrder } = await ctx.graphql.query(GUEST_ORDER, { number: lookup.number, email: lookup.email, postcode }, { asCustomer: false, store: ctx.store.code })
    return orderDetailView(guestOrder)
  } catch (error) {
    if (error instanceof GraphQLCallError) return null
    throw error
  }
}
