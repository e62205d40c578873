/**
 * @module
 * SPEC §4 "Update quantity" against each Magento version: 2.4.7 refuses a change (too few in stock,
 * a line no longer there) with a GraphQL error; 2.4.8 and later answer it in `updateCartItems`'
 * `errors` and the unchanged cart. Both come back here as a `GraphQLCallError`, so callers handle
 * a refusal alike whichever version answers.
 */
import { UPDATE_CART_ITEM_QUANTITY, UPDATE_CART_ITEM_QUANTITY_WITH_ERRORS } from '../../shared/graphql/documents/cart'
import type { MagentoVersion } from '../../shared/rules/magento-version'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

export type LineQuantity = { cartId: string; itemUid: string; quantity: number }

export async function updateLineQuantity(graphql: GraphQLTransport, version: MagentoVersion, line: LineQuantity, options: { asCustomer: true; store: string }): Promise<void> {
  if (version === '2.4.7') {
    await graphql.mutate(UPDATE_CART_ITEM_QUANTITY, line, options)
    return
  }
  const refusal = (await graphql.mutate(UPDATE_CART_ITEM_QUANTITY_WITH_ERRORS, line, options)).updateCartItems?.errors.find((error) => error !== null)
  if (refusal) throw new GraphQLCallError(`updateCartItems refused: ${refusal.code} ${refusal.message}`, 'graphql-input')
}
