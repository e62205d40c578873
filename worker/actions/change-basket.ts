/**
 * @module
 * SPEC §4 basket changes on the cart the shopper already has (none is created for them): a line's
 * quantity, a line's removal, the coupon on or off. The back end's refusal (unknown line, too few
 * in stock, an invalid code) comes back as `false`, so the form can say so and nothing is lost.
 */
import { APPLY_COUPON_TO_CART, CART_LINES, REMOVE_COUPON_FROM_CART, REMOVE_ITEM_FROM_CART } from '../../shared/graphql/documents/cart'
import type { MagentoVersion } from '../../shared/rules/magento-version'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import { existingCartId } from './shoppers-cart'
import { updateLineQuantity } from './update-line-quantity'

export type BasketChange =
  | { kind: 'quantity'; uid: string; quantity: number }
  | { kind: 'remove'; uid: string }
  | { kind: 'apply-coupon'; code: string }
  | { kind: 'remove-coupon' }

/** The shop's back end: its store view and the Magento version it runs. */
export type BasketShop = { store: string; version: MagentoVersion }

async function send(graphql: GraphQLTransport, { store, version }: BasketShop, cartId: string, change: BasketChange): Promise<void> {
  const options = { asCustomer: true, store } as const
  switch (change.kind) {
    case 'quantity':
      await updateLineQuantity(graphql, version, { cartId, itemUid: change.uid, quantity: change.quantity }, options)
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
export async function changeBasket(graphql: GraphQLTransport, shop: BasketShop, rememberedCartId: string | null, change: BasketChange): Promise<boolean> {
  const cartId = await existingCartId(graphql, shop.store, rememberedCartId)
  if (!cartId) return false
  try {
    await send(graphql, shop, cartId, change)
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
    await graphql.mutate(REMOVE_ITEM_FROM_CART, { cartId, itemUid: uid }, { asCustomer: true, store })
    return { name: line.product?.name ?? '' }
  } catch (error) {
    if (error instanceof GraphQLCallError) return null
    throw error
  }
}
