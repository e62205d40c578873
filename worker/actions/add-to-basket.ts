/**
 * @module
 * SPEC §4 "Add to cart" from a listing card: sku and quantity into the shopper's cart, creating the
 * cart first when there is none. A signed-in shopper's cart is their customer cart; a guest's is a
 * new guest cart. A remembered cart the back end no longer knows (ordered, expired) is replaced by a
 * new one once (SPEC §4 "If fetching fails, the id is cleared and a new cart is created"). Used by
 * the card's plain form and by the named operation its script calls.
 */
import { ADD_PRODUCTS_TO_CART, CREATE_EMPTY_CART } from '../../shared/graphql/documents/cart'
import { CUSTOMER_CART_ID } from '../../shared/graphql/documents/session'
import { GraphQLCallError, NO_SUCH_ENTITY_CATEGORY, UpstreamError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

import type { CartErrorCode } from '../../client/stores/cart'

export type { CartErrorCode }

export type AddToBasketResult =
  | { ok: true; cartId: string; totalQuantity: number }
  | { ok: false; cartId: string; code: CartErrorCode; message: string }

const KNOWN_CODES: ReadonlySet<string> = new Set<CartErrorCode>(['INSUFFICIENT_STOCK', 'NOT_SALABLE', 'PRODUCT_NOT_FOUND'])

async function newCartId(graphql: GraphQLTransport, store: string): Promise<string> {
  if (graphql.hasCustomer) return (await graphql.query(CUSTOMER_CART_ID, {}, { asCustomer: true, store })).customerCart.id
  const created = (await graphql.mutate(CREATE_EMPTY_CART, {}, { asCustomer: false, store })).createEmptyCart
  if (!created) throw new UpstreamError('createEmptyCart answered without a cart id')
  return created
}

async function addTo(graphql: GraphQLTransport, store: string, cartId: string, sku: string, quantity: number): Promise<AddToBasketResult> {
  const data = await graphql.mutate(ADD_PRODUCTS_TO_CART, { cartId, cartItems: [{ sku, quantity }] }, { asCustomer: true, store })
  const outcome = data.addProductsToCart
  const error = outcome?.user_errors.find((entry) => entry !== null)
  if (error) return { ok: false, cartId, code: KNOWN_CODES.has(error.code) ? (error.code as CartErrorCode) : 'UNDEFINED', message: error.message }
  if (!outcome) throw new UpstreamError('addProductsToCart answered without a result')
  return { ok: true, cartId, totalQuantity: outcome.cart.total_quantity ?? 0 }
}

export async function addToBasket(graphql: GraphQLTransport, store: string, rememberedCartId: string | null, sku: string, quantity: number): Promise<AddToBasketResult> {
  // A signed-in shopper always adds to their customer cart, whatever a cookie remembers.
  const cartId = graphql.hasCustomer || !rememberedCartId ? await newCartId(graphql, store) : rememberedCartId
  try {
    return await addTo(graphql, store, cartId, sku, quantity)
  } catch (error) {
    if (!(error instanceof GraphQLCallError && error.category === NO_SUCH_ENTITY_CATEGORY) || cartId !== rememberedCartId) throw error
    return addTo(graphql, store, await newCartId(graphql, store), sku, quantity)
  }
}
