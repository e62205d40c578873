/**
 * @module
 * SPEC §5 "Buy together": the product and its companion into the shopper's cart through
 * `buyTogetherAndSave`, the companion at the offer's discount. Both SKUs are needed ("otherwise
 * nothing happens": the form and the operation refuse an empty one before this runs).
 */
import { BUY_TOGETHER_AND_SAVE } from '../../shared/graphql/documents/cart'
import { CART_TOTAL_QUANTITY } from '../../shared/graphql/documents/session'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import { inShoppersCart } from './shoppers-cart'

export type BuyTogetherResult =
  /** `companionAdded` false: the product went in, its companion had run out meanwhile. */
  | { ok: true; cartId: string; companionAdded: boolean; totalQuantity: number }
  | { ok: false; cartId: string | null; message: string }

export async function buyTogether(graphql: GraphQLTransport, store: string, rememberedCartId: string | null, mainSku: string, companionSku: string): Promise<BuyTogetherResult> {
  try {
    return await inShoppersCart(graphql, store, rememberedCartId, async (cartId) => {
      const added = (await graphql.mutate(BUY_TOGETHER_AND_SAVE, { cartId, mainSku, companionSku }, { asCustomer: true, store })).buyTogetherAndSave
      const total = (await graphql.query(CART_TOTAL_QUANTITY, { cartId }, { asCustomer: true, store })).cart?.total_quantity ?? 0
      return { ok: true, cartId, companionAdded: added === true, totalQuantity: total }
    })
  } catch (error) {
    // The back end's refusal (a product gone, the offer withdrawn, out of stock) is the shopper's to read.
    if (error instanceof GraphQLCallError) return { ok: false, cartId: null, message: error.message }
    throw error
  }
}
