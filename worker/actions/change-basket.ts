/**
 * @module
 * SPEC §4 basket changes on the cart the shopper already has (none is created for them): a line's
 * quantity, a line's removal, the coupon on or off. The back end's refusal (unknown line, too few
 * in stock, an invalid code) comes back as `false`, so the form can say so and nothing is lost.
 */
import { APPLY_COUPON_TO_CART, CART_LINES, REMOVE_COUPON_FROM_CART, REMOVE_ITEM_FROM_CART, UPDATE_CART_ITEM_QUANTITY } from '../../shared/graphql/documents/cart'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import { existingCartId } from './shoppers-cart'

export type BasketChange =
  | { kind: 'quantity'; uid: string; quantity: number }
  | { kind: 'remove'; uid: string }
  | { kind: 'apply-coupon'; code: string }
  | { kind: 'remove-coupon' }

async function send(graphql: GraphQLTransport, store: string, cartId: string, change: BasketChange): Promise<void> {
  const options = { asCustomer: true, store } as const
  switch (change.kind) {
    case 'quantity':
      await graphql.mutate(UPDATE_CART_ITEM_QUANTITY, { cartId, itemUid: change.uid, quantity: change.quantity }, options)
      return
    case 'remove':
      await graphql.mutate(REMOVE_ITEM_FROM_CART, { cartId, itemUid: change.uid }, options)
      return
    case 'apply-coupon':
      await graphql.mutate(APPLY_COUPON_TO_CART, { cartId, code: change.code }, options)
      return
    case 'remove-coupon':
      await graphql.mutate(REMOVE_COUPON_FROM_CART, { cartId }, options)
  }
}

/** True when the back end made the change; false when there is no cart or it refused. */
export async function changeBasket(graphql: GraphQLTransport, store: string, rememberedCartId: string | null, change: BasketChange): Promise<boolean> {
  const cartId = await existingCartId(graphql, store, rememberedCartId)
  if (!cartId) return false
  try {
    await send(graphql, store, cartId, change)
    return true
  } catch (error) {
    if (error instanceof GraphQLCallError) return false
    throw error
  }
}

/**
 * SPEC §4 "Remove" from the basket page's form: takes the line out and answers the product's name
 * as the basket itself had it, for the notice on the next page; null when nothing was removed (no
 * cart, a line that is not in it, the back end's refusal).
 */
export async function removeBasketLine(graphql: GraphQLTransport, store: string, rememberedCartId: string | null, uid: string): Promise<{ name: string } | null> {
  const cartId = await existingCartId(graphql, store, rememberedCartId)
  if (!cartId) return null
  try {
    const lines = (await graphql.query(CART_LINES, { cartId }, { asCustomer: true, store })).cart?.items ?? []
    const line = lines.find((item) => item?.uid === uid)
    if (!line) return null
    await send(graphql, store, cartId, { kind: 'remove', uid })
    return { name: line.product?.name ?? '' }
  } catch (error) {
    if (error instanceof GraphQLCallError) return null
    throw error
  }
}
