/**
 * @module
 * The wish-list heart's named operations (SPEC §4 "Wishlist", §7 with wish-list id 0):
 * `wishlistProduct` (is this product in my list?), `addProductsToWishlist` and
 * `removeProductsFromWishlist`, each for one product by SKU, each run by the action the account
 * page's forms use. Personal, so the product page asks from an island and stays the same for
 * everyone. A guest gets "signed out" without a back-end call.
 */
import type { WishlistAnswer } from '../../shared/api/answers'
import { addToWishlist, removeFromWishlist, wishlistStateOf, type WishlistState } from '../actions/wishlist'
import { runsAction } from './define-operation'

const signedOut: WishlistAnswer = { signedIn: false, inList: false, itemsCount: null, error: null }

const answerOf = (state: WishlistState): WishlistAnswer => ({ signedIn: true, inList: state.itemIds.length > 0, itemsCount: state.itemsCount, error: null })

export const wishlistProduct = runsAction('wishlistProduct', {
  asCustomer: true,
  async run({ c, input, store }) {
    if (!c.var.graphql.hasCustomer) return signedOut
    return answerOf(await wishlistStateOf(c.var.graphql, store, input.sku))
  },
})

export const addProductsToWishlist = runsAction('addProductsToWishlist', {
  asCustomer: true,
  // The whole exchange (type check, "already there", add, read back) is the action's.
  async run({ c, input, store }) {
    const result = await addToWishlist(c.var.graphql, store, input, c.var.requestId)
    if (result.ok) return answerOf(result.state)
    if (result.reason === 'signIn') return signedOut
    return { signedIn: true, inList: false, itemsCount: null, error: result.reason }
  },
})

export const removeProductsFromWishlist = runsAction('removeProductsFromWishlist', {
  asCustomer: true,
  async run({ c, input, store }) {
    if (!c.var.graphql.hasCustomer) return signedOut
    return answerOf(await removeFromWishlist(c.var.graphql, store, input.sku))
  },
})
