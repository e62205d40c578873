/**
 * @module
 * A guest cancelling their order (Magento 2.4.8's OrderCancellationGraphQl): asking, by the order's
 * token and a reason, makes Magento e-mail a link; the key in that link confirms it. Magento's
 * refusals (no longer open, cancelling switched off, a wrong key) are answers for the shopper.
 */
import { CONFIRM_CANCEL_ORDER, REQUEST_GUEST_ORDER_CANCEL } from '../../shared/graphql/documents/orders'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

async function refusalIsFalse(call: () => Promise<boolean>): Promise<boolean> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GraphQLCallError) return false
    throw error
  }
}

export function requestGuestCancel(graphql: GraphQLTransport, store: string, token: string, reason: string): Promise<boolean> {
  return refusalIsFalse(async () => {
    const { requestGuestOrderCancel } = await graphql.mutate(REQUEST_GUEST_ORDER_CANCEL, { token, reason }, { asCustomer: false, store })
    return requestGuestOrderCancel !== null && !requestGuestOrderCancel.error
  })
}

export function confirmGuestCancel(graphql: GraphQLTransport, store: string, orderId: string, key: string): Promise<boolean> {
  return refusalIsFalse(async () => {
    const { confirmCancelOrder } = await graphql.mutate(CONFIRM_CANCEL_ORDER, { orderId, key }, { asCustomer: false, store })
    return confirmCancelOrder !== null && !confirmCancelOrder.error && Boolean(confirmCancelOrder.order)
  })
}
