/**
 * @module
 * SPEC §4 "Switch and save": the alternative goes into the basket with the requested quantity, and
 * the line of the product switched from is decreased by as many, or removed when that would leave
 * none. The alternative is added first, so a refused add leaves the basket as it was.
 */
import { CART_LINES, REMOVE_ITEM_FROM_CART, UPDATE_CART_ITEM_QUANTITY } from '../../shared/graphql/documents/cart'
import type { GraphQLTransport } from '../graphql/transport'
import { addToBasket, type AddToBasketResult } from './add-to-basket'

export type SwitchRequest = { originalSku: string; alternativeSku: string; quantity: number }

export async function switchToAlternative(graphql: GraphQLTransport, store: string, rememberedCartId: string | null, request: SwitchRequest): Promise<AddToBasketResult> {
  const added = await addToBasket(graphql, store, rememberedCartId, { sku: request.alternativeSku, quantity: request.quantity })
  if (!added.ok) return added
  const cartId = added.cartId
  const lines = (await graphql.query(CART_LINES, { cartId }, { asCustomer: true, store })).cart?.items ?? []
  const wanted = request.originalSku.toLowerCase()
  const line = lines.find((item) => item?.product.sku?.toLowerCase() === wanted)
  if (!line) return added
  const left = line.quantity - request.quantity
  const cart =
    left > 0
      ? (await graphql.mutate(UPDATE_CART_ITEM_QUANTITY, { cartId, itemUid: line.uid, quantity: left }, { asCustomer: true, store })).updateCartItems?.cart
      : (await graphql.mutate(REMOVE_ITEM_FROM_CART, { cartId, itemUid: line.uid }, { asCustomer: true, store })).removeItemFromCart?.cart
  return { ...added, totalQuantity: cart?.total_quantity ?? added.totalQuantity }
}
