/**
 * @module
 * Emptying a wish list (clearWishlist): every item off it in one batch, and its time of change.
 */
import type { Database } from './database'

export async function clearWishlistItems(db: Database, wishlistId: number, now: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ?1').bind(wishlistId),
    db.prepare('UPDATE wishlists SET updated_at = ?2 WHERE id = ?1').bind(wishlistId, now),
  ])
}

/** The customer a wish list belongs to, or null when there is no such list. */
export async function wishlistOwner(db: Database, wishlistId: number): Promise<number | null> {
  const row = await db.prepare('SELECT customer_id FROM wishlists WHERE id = ?1').bind(wishlistId).first<{ customer_id: number }>()
  return row?.customer_id ?? null
}
