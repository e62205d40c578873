/**
 * @module
 * The signed-in customer's wish list as the shell knows it: how many items it holds (SPEC §7
 * "wishlist items count"), for the wish-list panel. Filled by the session read; 0 for guests.
 */
import { proxy } from 'valtio/vanilla'

export const wishlist = proxy<{ itemsCount: number | null }>({ itemsCount: null })

export function setWishlistCount(count: number): void {
  wishlist.itemsCount = count
}

export function resetWishlist(): void {
  wishlist.itemsCount = null
}
