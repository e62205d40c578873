/**
 * @module
 * The cart an action works on (SPEC §4 "Cart loading"): a signed-in shopper's customer cart, else
 * the cart the cookie remembers, else a new guest cart. A remembered cart the back end no longer
 * knows (ordered, expired) is replaced by a new one once ("If fetching fails, the id is cleared and
 * a new cart is created"). The caller sets the cookie when the id it gets back differs.
 */
import { CREATE_EMPTY_CART, MERGE_CARTS } from '../../shared/graphql/documents/cart'
import { CUSTOMER_CART_ID } from '../../shared/graphql/documents/session'
import { AUTHORIZATION_CATEGORY, GraphQLCallError, NO_SUCH_ENTITY_CATEGORY, UpstreamError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

/**
 * The signed-in shopper's customer cart. A cookie naming another cart here is a guest basket made
 * after the sign-in's merge: an add sent from another tab with the guest's cookie while signing in
 * found the guest basket closed and got a new one, whose cookie then replaced the customer cart's.
 * It joins the customer cart now, so that line is not lost; a cart that cannot join (ordered,
 * someone else's) is left alone, as at sign-in.
 */
async function customerCartId(graphql: GraphQLTransport, store: string, rememberedCartId: string | null): Promise<string> {
  const id = (await graphql.query(CUSTOMER_CART_ID, {}, { asCustomer: true, store })).customerCart.id
  if (rememberedCartId && rememberedCartId !== id) {
    try {
      await graphql.mutate(MERGE_CARTS, { source: rememberedCartId, destination: id }, { asCustomer: true, store })
    } catch (error) {
      if (!(error instanceof GraphQLCallError)) throw error
    }
  }
  return id
}

async function newCartId(graphql: GraphQLTransport, store: string, rememberedCartId: string | null): Promise<string> {
  if (graphql.hasCustomer) return customerCartId(graphql, store, rememberedCartId)
  const created = (await graphql.mutate(CREATE_EMPTY_CART, {}, { asCustomer: false, store })).createEmptyCart
  if (!created) throw new UpstreamError('createEmptyCart answered without a cart id')
  return created
}

/**
 * The cart the shopper already has, without creating one (SPEC §4 "create only when a real cart is
 * needed"): the customer cart when signed in, else the remembered id, else none.
 */
export async function existingCartId(graphql: GraphQLTransport, store: string, rememberedCartId: string | null): Promise<string | null> {
  if (graphql.hasCustomer) return customerCartId(graphql, store, rememberedCartId)
  return rememberedCartId
}

/**
 * Whether the back end refused a guest's remembered cart as not theirs to use: gone (ordered,
 * expired), or a customer's cart, which a cookie may name but only its customer's token may touch
 * (Magento: "The current user cannot perform operations on cart").
 */
function notTheGuestsCart(graphql: GraphQLTransport, error: unknown): boolean {
  if (!(error instanceof GraphQLCallError)) return false
  return error.category === NO_SUCH_ENTITY_CATEGORY || (error.category === AUTHORIZATION_CATEGORY && !graphql.hasCustomer)
}

/** Runs `work` on the shopper's cart, with the one retry on a cart that is not theirs; `work` gets the id it used. */
export async function inShoppersCart<T>(graphql: GraphQLTransport, store: string, rememberedCartId: string | null, work: (cartId: string) => Promise<T>): Promise<T> {
  // A signed-in shopper always works on their customer cart, whatever a cookie remembers.
  const cartId = graphql.hasCustomer || !rememberedCartId ? await newCartId(graphql, store, rememberedCartId) : rememberedCartId
  try {
    return await work(cartId)
  } catch (error) {
    if (!notTheGuestsCart(graphql, error) || cartId !== rememberedCartId) throw error
    return work(await newCartId(graphql, store, null))
  }
}
