/**
 * @module
 * The account wish list's item forms (issue 17 point 5; SPEC §4 "Wishlist", §8): move an item to the
 * basket, with the cart stock code when Magento refuses, and take an item off the list. Always as
 * the signed-in customer; the route checks first that the item is on the customer's own list.
 */
import { ADD_WISHLIST_ITEMS_TO_CART, REMOVE_PRODUCTS_FROM_WISHLIST } from '../../shared/graphql/documents/wishlist'
import type { CartUserInputErrorType } from '../../shared/graphql/generated'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

export type MoveToBasketResult = { ok: true } | { ok: false; code: CartUserInputErrorType }

/** The SPEC §4 codes the "Wishlist error" notice words; any other (or none) reads as UNDEFINED. */
const KNOWN_CODES: ReadonlySet<string> = new Set<CartUserInputErrorType>(['INSUFFICIENT_STOCK', 'NOT_SALABLE', 'PRODUCT_NOT_FOUND', 'UNDEFINED'])
const knownCode = (code: string | undefined): CartUserInputErrorType => (code !== undefined && KNOWN_CODES.has(code) ? (code as CartUserInputErrorType) : 'UNDEFINED')

/** Puts the item in the customer's basket; a refusal or a failed call says why as a cart code. */
export async function moveWishlistItemToBasket(graphql: GraphQLTransport, store: string, wishlistId: string, itemId: string): Promise<MoveToBasketResult> {
  try {
    const { addWishlistItemsToCart: moved } = await graphql.mutate(ADD_WISHLIST_ITEMS_TO_CART, { wishlistId, itemIds: [itemId] }, { asCustomer: true, store })
    const refusal = moved?.add_wishlist_items_to_cart_user_errors[0]
    if (!moved?.status || refusal) return { ok: false, code: knownCode(refusal?.code) }
    return { ok: true }
  } catch (error) {
    // An ended session is not the form's fault: it goes on to the error handler (signed out, home).
    if (!(error instanceof GraphQLCallError)) throw error
    return { ok: false, code: 'UNDEFINED' }
  }
}

/** Takes the item off the list; a failure goes on to the error handler, as the page has no notice for it. */
export async function removeWishlistItem(graphql: GraphQLTransport, store: string, itemId: string): Promise<void> {
  await graphql.mutate(REMOVE_PRODUCTS_FROM_WISHLIST, { itemIds: [itemId] }, { asCustomer: true, store })
}
