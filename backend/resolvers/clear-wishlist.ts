/**
 * @module
 * `clearWishlist` (Magento 2.4.9's WishlistGraphQl ClearWishlist): every item off the signed-in
 * customer's own wish list, by its id, with Magento's refusals. Magento reads the id as a number, so
 * "0", which names the default list in the other wish-list mutations, is refused here as it is there.
 */
import type { BackendContext } from '../context'
import { clearWishlistItems, wishlistOwner } from '../db/wishlist-clearing'
import { inputError } from '../graphql/errors'
import { wishlistCustomer, wishlistOf } from './wishlist'

export const clearWishlistMutations = {
  clearWishlist: async (_s: unknown, args: { wishlistId: string }, context: BackendContext) => {
    const customer = await wishlistCustomer(context)
    // PHP's (int): the leading digits, 0 when there are none.
    const wishlistId = Number.parseInt(args.wishlistId.trim(), 10) || null
    if (!wishlistId) throw inputError('The wishlistId is required.')
    // Another customer's list is as unknown to this one as a list that does not exist.
    if ((await wishlistOwner(context.db, wishlistId)) !== customer.id) throw inputError('The wishlist was not found.')
    await clearWishlistItems(context.db, wishlistId, new Date().toISOString())
    return { wishlist: await wishlistOf(customer.id, context), user_errors: [] }
  },
}
