/**
 * @module
 * The customer's wish list for the account page and the wish-list panel (issue 17; SPEC §3
 * Wishlist), each item's product mapped as a listing card is.
 */
import type { MyWishlistView } from '../../shared/views/wishlist-view'
import { ACCOUNT_WISHLIST } from '../../shared/graphql/documents/wishlist'
import type { AccountWishlistQuery } from '../../shared/graphql/generated'
import { productCardView } from './listing-view'
import type { LoaderContext } from './loader-context'

export function wishlistView(data: AccountWishlistQuery): MyWishlistView {
  // SPEC §4: one list per customer unless Magento's multiple lists are on.
  const list = data.customer?.wishlists.find((wishlist) => wishlist !== null) ?? null
  return {
    wishlistId: list?.id ?? null,
    items: (list?.items_v2?.items ?? []).flatMap((item) => {
      const product = item?.product ? productCardView(item.product) : null
      return item && product ? [{ id: item.id, quantity: item.quantity, product }] : []
    }),
  }
}

export async function loadMyWishlist(ctx: LoaderContext): Promise<MyWishlistView> {
  return wishlistView(await ctx.graphql.query(ACCOUNT_WISHLIST, {}, { asCustomer: true, store: ctx.store.code }))
}
