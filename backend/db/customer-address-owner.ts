/**
 * @module
 * Who a saved address belongs to, so the uid-based address mutations (2.4.9) can tell an address
 * that does not exist from another customer's, as Magento's answers do.
 */
import type { Database } from './database'

export async function addressOwner(db: Database, addressId: number): Promise<number | null> {
  const row = await db.prepare('SELECT customer_id FROM customer_addresses WHERE id = ?1').bind(addressId).first<{ customer_id: number }>()
  return row?.customer_id ?? null
}
