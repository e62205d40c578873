/**
 * @module
 * The out-of-stock modal's "tell me when it is back" for the plain form (SPEC §4 "Stock
 * notification", §5, §6): guests may ask, so the request goes without a token.
 */
import type { ApiVariables } from '../../shared/api/contract'
import { REQUEST_STOCK_NOTIFICATION } from '../../shared/graphql/documents/stock-notification'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

/** Whether the back end took the request: false when it said no or the call failed (one notice for both). */
export async function requestStockAlert(graphql: GraphQLTransport, store: string, request: ApiVariables<'requestStockNotification'>): Promise<boolean> {
  try {
    return Boolean((await graphql.mutate(REQUEST_STOCK_NOTIFICATION, request, { asCustomer: false, store })).requestStockNotification)
  } catch (error) {
    if (!(error instanceof GraphQLCallError)) throw error
    return false
  }
}
