import { WISHLIST_ADD_PATH } from '../../../shared/constants/shop-paths'
import { pickMessages } from '../../../shared/messages/pick-messages'
import { canWishlist } from '../../../shared/rules/wishlist-support'
import { storePath } from '../../../shared/rules/store-from-path'
import { Island } from '../../islands/island'
import { ISLAND_TEXT_KEYS } from '../../islands/island-texts'
import type { PageProps } from '../page-props'
import type { ProductPageView } from '../../../shared/views/product-view'


/**
 * The wish-list heart near the buy box, for the types the wish list takes (SPEC §8: others are not
 * supported yet, so they get none). It hydrates after load for a signed-in shopper (`personal`), to
 * show whether the product is in their list; a guest's is a form that posts until reached.
 */
export function WishlistToggleIsland({ store, t, product }: PageProps & { product: ProductPageView }) {
  if (!canWishlist(product.typename)) return null
  // A block of its own, so the buy box's spacing reaches it (an island's wrapper is display: contents).
  return (
    <div>
      <Island
        name="wishlist-toggle"
        hydrate="personal"
        props={{
          texts: pickMessages(t, ISLAND_TEXT_KEYS['wishlist-toggle']),
          sku: product.sku,
          name: product.name,
          typename: product.typename,
          action: storePath(store, WISHLIST_ADD_PATH),
          returnPath: product.path,
        }}
      />
    </div>
  )
}
