/**
 * @module
 * Guest order cancellation's keys (Magento's sales_order_confirm_cancel): the key a guest was mailed
 * for an order, as its hash, with the reason they gave, and the note written in the order's history.
 */
import type { Database } from './database'
import type { OrderCancelConfirmationRow } from './rows'

/**
 * Keeps the key for the order. A second request mails a new key, which replaces the first, while the
 * reason stays the one first given (Magento keeps its first row).
 */
export async function saveCancelConfirmation(db: Database, orderId: number, keyHash: string, reason: string, now: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO order_cancel_confirmations (order_id, key_hash, reason, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (order_id) DO UPDATE SET key_hash = excluded.key_hash, created_at = excluded.created_at`,
    )
    .bind(orderId, keyHash, reason, now)
    .run()
}

export async function findCancelConfirmation(db: Database, orderId: number): Promise<OrderCancelConfirmationRow | null> {
  return db.prepare('SELECT order_id, key_hash, reason, created_at FROM order_cancel_confirmations WHERE order_id = ?1').bind(orderId).first<OrderCancelConfirmationRow>()
}

/** A comment in the order's history under its current status (Magento's addCommentToStatusHistory). */
export async function addOrderComment(db: Database, orderId: number, message: string, isVisibleOnFront: boolean, now: string): Promise<void> {
  await db
    .prepare('INSERT INTO order_comments (order_id, message, status, is_visible_on_front, created_at) SELECT id, ?2, status, ?3, ?4 FROM orders WHERE id = ?1')
    .bind(orderId, message, isVisibleOnFront ? 1 : 0, now)
    .run()
}
