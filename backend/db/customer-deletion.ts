/**
 * @module
 * Deleting a customer account in one batch (all or nothing). What is the account's goes: tokens,
 * addresses, wish list, saved printers, compare list, newsletter subscription. Orders and reviews
 * stay without their customer, as Magento's foreign keys (ON DELETE SET NULL) leave them; carts
 * stay for the orders made from them, no longer active and no longer the customer's.
 */
import type { Database } from './database'
import { deleteCustomerCompareListStatements } from './compare-lists'

export async function deleteCustomerAccount(db: Database, customer: { id: number; email: string }): Promise<void> {
  const id = customer.id
  const byCustomer = (sql: string) => db.prepare(sql).bind(id)
  await db.batch([
    byCustomer('DELETE FROM customer_tokens WHERE customer_id = ?1'),
    byCustomer('DELETE FROM customer_addresses WHERE customer_id = ?1'),
    byCustomer('DELETE FROM wishlist_items WHERE wishlist_id IN (SELECT id FROM wishlists WHERE customer_id = ?1)'),
    byCustomer('DELETE FROM wishlists WHERE customer_id = ?1'),
    byCustomer('DELETE FROM saved_printers WHERE customer_id = ?1'),
    ...deleteCustomerCompareListStatements(db, id),
    db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?1').bind(customer.email),
    byCustomer('UPDATE carts SET customer_id = NULL, is_active = 0 WHERE customer_id = ?1'),
    byCustomer('UPDATE orders SET customer_id = NULL WHERE customer_id = ?1'),
    byCustomer('UPDATE reviews SET customer_id = NULL WHERE customer_id = ?1'),
    byCustomer('DELETE FROM customers WHERE id = ?1'),
  ])
}
