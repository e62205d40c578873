/**
 * @module
 * Back-in-stock requests: one per address and product; asking again renews it.
 */
import type { Database } from './database'

export type NewStockAlert = { email: string; product_id: number; category_id: number; category_product: string; created_at: string }

/** Records the request, or renews an earlier one (not yet notified again), in one statement. */
export async function upsertStockAlert(db: Database, alert: NewStockAlert): Promise<void> {
  await db
    .prepare(
      `INSERT INTO stock_alerts (email, product_id, category_id, category_product, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (email, product_id) DO UPDATE SET created_at = excluded.created_at, notified_at = NULL`,
    )
    .bind(alert.email, alert.product_id, alert.category_id, alert.category_product, alert.created_at)
    .run()
}
