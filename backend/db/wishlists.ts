/**
 * @module
 * Wish lists (one per customer) and their items. Each write is one statement: creating the list
 * and adding an item already there are upserts, so concurrent requests cannot duplicate either.
 */
import type { Database } from './database'

export type WishlistRecord = { id: number; sharing_code: string; updated_at: string }

export type WishlistItemRecord = {
  id: number
  product_id: number
  /** The configurable product a variant was chosen from, or 0. */
  parent_product_id: number
  /** JSON list of bundle selection ids ('[]' for anything but a bundle). */
  bundle_selection_ids: string
  quantity: number
  added_at: string
  /** The shopper's note on the item, or null. */
  description: string | null
}

/** The customer's wish list, created (with this sharing code) when there is none. */
export async function upsertWishlist(db: Database, customerId: number, sharingCode: string, now: string): Promise<WishlistRecord> {
  const row = await db
    .prepare(
      `INSERT INTO wishlists (customer_id, sharing_code, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (customer_id) DO UPDATE SET customer_id = excluded.customer_id RETURNING id, sharing_code, updated_at`,
    )
    .bind(customerId, sharingCode, now)
    .first<WishlistRecord>()
  return row!
}

export async function wishlistItems(db: Database, wishlistId: number): Promise<WishlistItemRecord[]> {
  const { results } = await db
    .prepare('SELECT id, product_id, parent_product_id, bundle_selection_ids, quantity, added_at, description FROM wishlist_items WHERE wishlist_id = ?1 ORDER BY id')
    .bind(wishlistId)
    .all<WishlistItemRecord>()
  return results
}

/** Adds an item; one already on the list (same product, parent and selections) stays as it is. */
export async function addWishlistItem(db: Database, wishlistId: number, item: Omit<WishlistItemRecord, 'id' | 'description'>): Promise<void> {
  await db
    .prepare(
      `INSERT INTO wishlist_items (wishlist_id, product_id, parent_product_id, bundle_selection_ids, quantity, added_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (wishlist_id, product_id, parent_product_id, bundle_selection_ids) DO NOTHING`,
    )
    .bind(wishlistId, item.product_id, item.parent_product_id, item.bundle_selection_ids, item.quantity, item.added_at)
    .run()
}

export async function touchWishlist(db: Database, wishlistId: number, now: string): Promise<void> {
  await db.prepare('UPDATE wishlists SET updated_at = ?2 WHERE id = ?1').bind(wishlistId, now).run()
}

/** Removes an item of this list; false when the list has no such item. */
export async function removeWishlistItem(db: Database, wishlistId: number, itemId: number): Promise<boolean> {
  const removed = await db.prepare('DELETE FROM wishlist_items WHERE id = ?1 AND wishlist_id = ?2').bind(itemId, wishlistId).run()
  return removed.meta.changes > 0
}

/** Changes an item's quantity and note; false when the list has no such item. */
export async function updateWishlistItem(db: Database, wishlistId: number, itemId: number, changes: { quantity: number | null; description: string | null }): Promise<boolean> {
  const updated = await db
    .prepare('UPDATE wishlist_items SET quantity = COALESCE(?3, quantity), description = ?4 WHERE id = ?1 AND wishlist_id = ?2')
    .bind(itemId, wishlistId, changes.quantity, changes.description)
    .run()
  return updated.meta.changes > 0
}
