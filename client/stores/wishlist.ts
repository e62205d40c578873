/**
 * @module
 * The signed-in customer's wish list as the shell knows it: how many items it holds (SPEC §7
 * "wishlist items count"), for the wish-list panel. Filled by the session read; 0 for guests.
 */
import { proxy } from 'valtio/vanilla'
import { callApi } from '../runtime/api'
import { trackedCall } from './tracked-call'

export type WishlistState = {
  itemsCount: number | null
  status: 'idle' | 'loading'
  /** The last load's failure: its error category. */
  error: string | null
}

export const wishlist = proxy<WishlistState>({ itemsCount: null, status: 'idle', error: null })

export function setWishlistCount(count: number): void {
  wishlist.itemsCount = count
}

export function resetWishlist(): void {
  wishlist.itemsCount = null
}

/** The list's items for the side panel (SPEC §2 "On demand"); the count follows what it holds. */
export async function loadWishlistView() {
  const result = await trackedCall(wishlist, 'loading', () => callApi('wishlistPanel', {}))
  if (result.ok) setWishlistCount(result.data.items.length)
  return result
}
