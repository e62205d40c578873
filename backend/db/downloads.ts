/** The downloadable products in a customer's orders (Magento's purchased downloadable links come from these). */
import type { Database } from './database'
export type DownloadPurchaseRecord = { order_id: number; number: string; status: string; created_at: string; item_id: number; product_id: number }

export async function downloadablePurchases(db: Database, customerId: number): Promise<DownloadPurchaseRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id AS order_id, o.number, o.status, o.created_at, i.item_id, i.product_id
       FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.customer_id = ?1 AND i.product_type = 'downloadable'
       ORDER BY o.id DESC, i.item_id`,
    )
    .bind(customerId)
    .all<DownloadPurchaseRecord>()
  return results
}
