/**
 * @module
 * The customer cancels one of their orders with a reason (Magento's `cancelOrder`): Magento's
 * refusal (no longer cancellable, cancelling switched off) is an answer for the shopper, not an
 * error page.
 */
import { CANCEL_ORDER } from '../../shared/graphql/documents/orders'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

export async function cancelOrder(graphql: GraphQLTransport, store: string, orderId: string, reason: string): Promise<boolean> {
  try {
    const { cancelOrder: answer } = await graphql.mutate(CANCEL_ORDER, { orderId, reason }, { asCustomer: true, store })
    return !answer?.error && answer?.order !== null && answer?.order !== undefined
  } catch (error) {
    if (error instanceof GraphQLCallError) return false
    throw error
  }
}
