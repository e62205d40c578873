/**
 * @module
 * SPEC §4 account confirmation: the key from the confirmation e-mail activates the account.
 */
import { CONFIRM_EMAIL } from '../../shared/graphql/documents/account'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

/** True when the back end confirmed the account; false for a used or wrong key (the shopper's problem to hear about, not an error page). */
export async function confirmAccount(graphql: GraphQLTransport, input: { email: string; key: string }): Promise<boolean> {
  try {
    return Boolean((await graphql.mutate(CONFIRM_EMAIL, input)).confirmEmail?.customer)
  } catch (error) {
    if (error instanceof GraphQLCallError) return false
    throw error
  }
}
