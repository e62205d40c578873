/**
 * @module
 * The wish-list heart's named operations (SPEC §4 "Wishlist", §7 with wish-list id 0):
 * `wishlistProduct` (is this product in my list?), `addProductsToWishlist` and
 * `removeProductsFromWishlist`, each for one product by SKU. Personal, so the product page asks
 * from an island and stays the same for everyone. A guest gets "signed out" without a back-end call.
 */
import { z } from 'zod'
import { ADD_PRODUCTS_TO_WISHLIST, REMOVE_PRODUCTS_FROM_WISHLIST, WISHLIST_ITEMS } from '../../shared/graphql/documents/wishlist'
import type { WishlistAnswer } from '../../client/stores/wishlist-product'
import { addToWishlist, removeFromWishlist, wishlistStateOf, type WishlistState } from '../actions/wishlist'
import { skuInput } from './add-to-cart'
import { defineOperation, type Prepared } from './define-operation'

const signedOut: WishlistAnswer = { signedIn: false, inList: false, itemsCount: null, error: null }

const answerOf = (state: WishlistState): WishlistAnswer => ({ signedIn: true, inList: state.itemIds.length > 0, itemsCount: state.itemsCount, error: null })

const unused = () => signedOut

export const wishlistProduct = defineOperation({
  document: WISHLIST_ITEMS,
  kind: 'query',
  asCustomer: true,
  variables: z.object({ sku: skuInput }).strict(),
  async prepare({ c, input, store }): Promise<Prepared<never, WishlistAnswer>> {
    if (!c.var.graphql.hasCustomer) return { answer: signedOut }
    return { answer: answerOf(await wishlistStateOf(c.var.graphql, store, input.sku)) }
  },
  after: unused,
})

export const addProductsToWishlist = defineOperation({
  document: ADD_PRODUCTS_TO_WISHLIST,
  kind: 'mutation',
  asCustomer: true,
  variables: z
    .object({ sku: skuInput, variantSku: skuInput.optional(), selectedOptions: z.array(z.string().trim().min(1).max(128)).max(50).optional() })
    .strict(),
  // The whole exchange (type check, "already there", add, read back) is the action's.
  async prepare({ c, input, store }): Promise<Prepared<never, WishlistAnswer>> {
    const result = await addToWishlist(c.var.graphql, store, input, c.var.requestId)
    if (result.ok) return { answer: answerOf(result.state) }
    if (result.reason === 'signIn') return { answer: signedOut }
    return { answer: { signedIn: true, inList: false, itemsCount: null, error: result.reason } }
  },
  after: unused,
})

export const removeProductsFromWishlist = defineOperation({
  document: REMOVE_PRODUCTS_FROM_WISHLIST,
  kind: 'mutation',
  asCustomer: true,
  variables: z.object({ sku: skuInput }).strict(),
  async prepare({ c, input, store }): Promise<Prepared<never, WishlistAnswer>> {
    if (!c.var.graphql.hasCustomer) return { answer: signedOut }
    return { answer: answerOf(await removeFromWishlist(c.var.graphql, store, input.sku)) }
  },
  after: unused,
})
