/**
 * @module
 * What the wish-list page and side panel are rendered from (SPEC §4 "Wishlist"): the customer's one
 * list, each item's product mapped as a listing card is.
 */
import type { ProductCardView } from './listing-view'

export type WishlistItemView = { id: string; quantity: number; product: ProductCardView }

export type MyWishlistView = { wishlistId: string | null; items: readonly WishlistItemView[] }
