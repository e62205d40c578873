/**
 * @module
 * How many items a basket holds, for the checkout guard (SPEC §2): a cart that no longer exists
 * (ordered, expired, another customer's) holds none.
 */
import { CART_TOTAL_QUANTITY } from '../../shared/graphql/documents/session'
import { GraphQLCallError } from '../graphql/errors'
import type { LoaderContext } from './loader-context'

export async function loadCartQuantity(ctx: LoaderContext, cartId: string): Promise<number> {
  try {
    const { cart } = await ctx.graphql.query(CART_TOTAL_QUANTITY, { cartId }, { asCustomer: true })
    return cart?.total_quantity ?? 0
  } catch (error) {
    if (error instanceof GraphQLCallError) return 0
    throw error
  }
}
