/**
 * @module
 * Takes a printer off the customer's saved printers (SPEC §3 "Saved printer", §7 by the customer's
 * e-mail; issue 17 point 5). The route checks first that the printer is on the customer's own list.
 */
import { REMOVE_MY_PRINTER } from '../../shared/graphql/documents/saved-printers'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

/** Whether the printer came off the list: false when the back end refused (the page then says nothing). */
export async function removeMyPrinter(graphql: GraphQLTransport, store: string, email: string, categoryId: number): Promise<boolean> {
  try {
    await graphql.mutate(REMOVE_MY_PRINTER, { categoryId, email }, { asCustomer: true, store })
    return true
  } catch (error) {
    // An ended session is not the form's fault: it goes on to the error handler (signed out, home).
    if (error instanceof GraphQLCallError) return false
    throw error
  }
}
