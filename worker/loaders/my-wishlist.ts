/**
 * @module
 * The customer's wish list for the account page (issue 17 my-wishlist; SPEC §3 Wishlist), each
 * item's product mapped as a listing card is.
 */
import type { MyWishlistView } from '../../client/components/account/my-wishlist'
import { ACCOUNT_WISHLIST } from '../../shared/graphql/documents/wishlist'
import { productCardView } from './listing-view'
import type { LoaderContext } from './loader-context'

export async function loadMyWishlist(ctx: LoaderContext): Promise<MyWishlistView> {
  const { customer } = await ctx.graphql.query(ACCOUNT_WISHLIST, {}, { asCustomer: true, store: ctx.store.code })
  // SPEC §4: one list per customer unless Magento's multiple lists are on.
  const list = customer?.wishlists.find((wishlist) => wishlist !== null) ?? null
  return {
    wishlistId: list?.id ?? null,
    items: (list?.items_v2?.items ?? []).flatMap((item) => {
      const product = item?.product ? productCardView(item.product) : null
      return item && product ? [{ id: item.id, quantity: item.quantity, product }] : []
    }),
  }
}
