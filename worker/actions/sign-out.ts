/**
 * @module
 * SPEC §2 /customer/account/logout/: the back end forgets the customer's token.
 */
import type { GraphQLTransport } from '../graphql/transport'
import { REVOKE_CUSTOMER_TOKEN } from '../../shared/graphql/documents/session'

/** Never fails the sign-out: the cookie goes regardless, and a token the back end already forgot is signed out anyway. */
export async function revokeCustomerToken(graphql: GraphQLTransport, requestId: string): Promise<void> {
  try {
    await graphql.mutate(REVOKE_CUSTOMER_TOKEN, {}, { asCustomer: true })
  } catch (error) {
    console.error(`[${requestId}] revoking the customer token failed`, error)
  }
}
