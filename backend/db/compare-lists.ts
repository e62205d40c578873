/**
 * @module
 * Product compare lists and their items. A guest's list is found by its uid; a customer owns at most
 * one list (customer_id is unique). Adding a product already on a list changes nothing.
 */
import type { Database } from './database'
import { attributeLabel, optionLabel } from './attributes'

export type CompareListRecord = { id: number; uid: string; customer_id: number | null }

/** A product's value of a comparable attribute: its option labels, in option order. */
export type ComparableValueRow = { product_id: number; attribute_code: string; label: string }

export function findCompareListByUid(db: Database, uid: string): Promise<CompareListRecord | null> {
  return db.prepare('SELECT id, uid, customer_id FROM compare_lists WHERE uid = ?1').bind(uid).first<CompareListRecord>()
}

export function findCustomerCompareList(db: Database, customerId: number): Promise<CompareListRecord | null> {
  return db.prepare('SELECT id, uid, customer_id FROM compare_lists WHERE customer_id = ?1').bind(customerId).first<CompareListRecord>()
}

/** A new list; for a customer who already has one, that list (one statement, so never two). */
export async function createCompareList(db: Database, uid: string, customerId: number | null, now: string): Promise<CompareListRecord> {
  const row = await db
    .prepare(
      `INSERT INTO compare_lists (uid, customer_id, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (customer_id) DO UPDATE SET customer_id = excluded.customer_id RETURNING id, uid, customer_id`,
    )
    .bind(uid, customerId, now)
    .first<CompareListRecord>()
  return row!
}

/** Adds the products (that exist) to the list; ones already there stay as they are. */
export async function addCompareItems(db: Database, listId: number, productIds: readonly number[], now: string): Promise<void> {
  if (productIds.length === 0) return
  await db.batch(
    productIds.map((productId) =>
      db
        .prepare(
          `INSERT INTO compare_list_items (list_id, product_id, added_at) SELECT ?1, id, ?3 FROM products WHERE id = ?2
           ON CONFLICT (list_id, product_id) DO NOTHING`,
        )
        .bind(listId, productId, now),
    ),
  )
}

export async function removeCompareItems(db: Database, listId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return
  await db.batch(productIds.map((productId) => db.prepare('DELETE FROM compare_list_items WHERE list_id = ?1 AND product_id = ?2').bind(listId, productId)))
}

/** The products on a list, in the order they were added. */
export async function compareItemProductIds(db: Database, listId: number): Promise<number[]> {
  const { results } = await db.prepare('SELECT product_id FROM compare_list_items WHERE list_id = ?1 ORDER BY id').bind(listId).all<{ product_id: number }>()
  return results.map((r) => r.product_id)
}

/** Moves a guest list's products onto the customer's list and deletes the guest list, at once. */
export async function mergeCompareList(db: Database, guestListId: number, customerListId: number, now: string): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO compare_list_items (list_id, product_id, added_at) SELECT ?2, product_id, ?3 FROM compare_list_items WHERE list_id = ?1 ORDER BY id
         ON CONFLICT (list_id, product_id) DO NOTHING`,
      )
      .bind(guestListId, customerListId, now),
    ...deleteCompareListStatements(db, guestListId),
  ])
}

/** Gives a guest list to a customer who has none. */
export async function assignCompareList(db: Database, listId: number, customerId: number): Promise<void> {
  await db.prepare('UPDATE compare_lists SET customer_id = ?2 WHERE id = ?1').bind(listId, customerId).run()
}

const deleteCompareListStatements = (db: Database, listId: number) => [
  db.prepare('DELETE FROM compare_list_items WHERE list_id = ?1').bind(listId),
  db.prepare('DELETE FROM compare_lists WHERE id = ?1').bind(listId),
]

export async function deleteCompareList(db: Database, listId: number): Promise<void> {
  await db.batch(deleteCompareListStatements(db, listId))
}

/** The statements deleting a customer's compare list, for the account deletion's batch. */
export const deleteCustomerCompareListStatements = (db: Database, customerId: number) => [
  db.prepare('DELETE FROM compare_list_items WHERE list_id IN (SELECT id FROM compare_lists WHERE customer_id = ?1)').bind(customerId),
  db.prepare('DELETE FROM compare_lists WHERE customer_id = ?1').bind(customerId),
]

/**
 * The comparable attributes (this shop's filterable ones, Magento's is_comparable) that any product
 * of the list has, with each product's option labels, labelled for the store view.
 */
export async function comparableValues(
  db: Database,
  listId: number,
  storeId: number,
): Promise<{ attributes: { code: string; label: string }[]; values: ComparableValueRow[] }> {
  const [attributes, values] = await db.batch([
    db.prepare(
      `SELECT a.attribute_code AS code, ${attributeLabel('?2')} AS label FROM attributes a WHERE a.is_filterable = 1 AND EXISTS (
         SELECT 1 FROM product_attribute_values v JOIN compare_list_items i ON i.product_id = v.product_id WHERE i.list_id = ?1 AND v.attribute_code = a.attribute_code)
       ORDER BY a.position, a.attribute_code`,
    ).bind(listId, storeId),
    db.prepare(
      `SELECT v.product_id, v.attribute_code, ${optionLabel('?2')} AS label FROM compare_list_items i
       JOIN product_attribute_values v ON v.product_id = i.product_id
       JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
       WHERE i.list_id = ?1 ORDER BY o.position, o.option_id`,
    ).bind(listId, storeId),
  ])
  return { attributes: attributes!.results as { code: string; label: string }[], values: values!.results as ComparableValueRow[] }
}
