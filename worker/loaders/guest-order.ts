/**
 * @module
 * The guest order lookup: one order by its number, the e-mail and the billing postcode (Magento
 * 2.4.7) or billing surname (2.4.8 and later), as `MAGENTO_VERSION` says; asked without a token so
 * a signed-in shopper's session plays no part.
 */
import type { OrderDetailView } from '../../shared/views/order-views'
import { GUEST_ORDER, GUEST_ORDER_BY_SURNAME } from '../../shared/graphql/documents/orders'
import type { GuestOrderCheck } from '../../shared/rules/magento-version'
import { normaliseUkPostcode } from '../../shared/rules/uk-postcode'
import { GraphQLCallError } from '../graphql/errors'
import type { LoaderContext } from './loader-context'
import { orderDetailView } from './orders'

/** The number, the e-mail, and what this Magento version checks them against. */
export type GuestOrderLookup = { number: string; email: string; check: GuestOrderCheck; value: string }

/** The order, and its token when the guest may ask to cancel it (Magento 2.4.8 on: the lookup by surname). */
export type GuestOrderFound = { order: OrderDetailView; cancelToken: string | null }

/** Null when Magento finds no such order (it answers an error, not an empty result). */
export async function loadGuestOrder(ctx: LoaderContext, lookup: GuestOrderLookup): Promise<GuestOrderFound | null> {
  const options = { asCustomer: false, store: ctx.store.code }
  const { number, email } = lookup
  try {
    if (lookup.check === 'lastname') {
      const { guestOrder } = await ctx.graphql.query(GUEST_ORDER_BY_SURNAME, { number, email, lastname: lookup.value.trim() }, options)
      const cancellable = (guestOrder.available_actions ?? []).includes('CANCEL')
      return { order: orderDetailView(guestOrder), cancelToken: cancellable ? guestOrder.token : null }
    }
    // Magento compares the postcode as stored; a UK postcode is stored in its normal form.
    const { guestOrder } = await ctx.graphql.query(GUEST_ORDER, { number, email, postcode: normaliseUkPostcode(lookup.value) ?? lookup.value }, options)
    return { order: orderDetailView(guestOrder), cancelToken: null }
  } catch (error) {
    if (error instanceof GraphQLCallError) return null
    throw error
  }
}
