/**
 * @module
 * The customer's address book. Making one address the default clears the flag on the others in
 * the same batch, so a customer never has two defaults.
 */
import type { Database } from './database'
import type { CustomerAddressRow } from './rows'

/** A saved address, its street lines parsed and its default flags as booleans. */
export type SavedAddress = Omit<CustomerAddressRow<string[]>, 'default_shipping' | 'default_billing'> & { default_shipping: boolean; default_billing: boolean }

type Row = CustomerAddressRow

const COLUMNS = 'id, customer_id, firstname, lastname, company, street, city, region, region_code, region_id, postcode, country_code, telephone, vat_id, default_shipping, default_billing'
const toAddress = (row: Row): SavedAddress => ({
  ...row,
  street: JSON.parse(row.street) as string[],
  default_shipping: row.default_shipping === 1,
  default_billing: row.default_billing === 1,
})

export async function listAddresses(db: Database, customerId: number): Promise<SavedAddress[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = ?1 ORDER BY id`).bind(customerId).all<Row>()
  return results.map(toAddress)
}

/** An address of this customer (another customer's is as good as missing). */
export async function findAddress(db: Database, customerId: number, id: number): Promise<SavedAddress | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE id = ?1 AND customer_id = ?2`).bind(id, customerId).first<Row>()
  return row ? toAddress(row) : null
}

export type AddressFields = Omit<SavedAddress, 'id' | 'customer_id'>

function clearOtherDefaults(db: Database, customerId: number, a: AddressFields): D1PreparedStatement[] {
  return [
    ...(a.default_shipping ? [db.prepare('UPDATE customer_addresses SET default_shipping = 0 WHERE customer_id = ?1').bind(customerId)] : []),
    ...(a.default_billing ? [db.prepare('UPDATE customer_addresses SET default_billing = 0 WHERE customer_id = ?1').bind(customerId)] : []),
  ]
}

const values = (a: AddressFields) =>
  [a.firstname, a.lastname, a.company, JSON.stringify(a.street), a.city, a.region, a.region_code, a.region_id, a.postcode, a.country_code, a.telephone, a.vat_id, a.default_shipping ? 1 : 0, a.default_billing ? 1 : 0] as const

export async function insertAddress(db: Database, customerId: number, a: AddressFields): Promise<number> {
  const results = await db.batch([
    ...clearOtherDefaults(db, customerId, a),
    db
      .prepare(
        `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street, city, region, region_code, region_id, postcode, country_code, telephone, vat_id, default_shipping, default_billing)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) RETURNING id`,
      )
      .bind(customerId, ...values(a)),
  ])
  return (results.at(-1)?.results as { id: number }[])[0]!.id
}

export async function replaceAddress(db: Database, customerId: number, id: number, a: AddressFields): Promise<void> {
  await db.batch([
    ...clearOtherDefaults(db, customerId, a),
    db
      .prepare(
        `UPDATE customer_addresses SET firstname = ?3, lastname = ?4, company = ?5, street = ?6, city = ?7, region = ?8, region_code = ?9, region_id = ?10,
           postcode = ?11, country_code = ?12, telephone = ?13, vat_id = ?14, default_shipping = ?15, default_billing = ?16 WHERE id = ?1 AND customer_id = ?2`,
      )
      .bind(id, customerId, ...values(a)),
  ])
}

export async function deleteAddress(db: Database, customerId: number, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM customer_addresses WHERE id = ?1 AND customer_id = ?2').bind(id, customerId).run()
  return result.meta.changes > 0
}

export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED'

/** Subscribes an address; returns false when it already was subscribed. */
export async function subscribe(db: Database, email: string, now: string): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, status, created_at) VALUES (?1, 'SUBSCRIBED', ?2)
       ON CONFLICT (email) DO UPDATE SET status = 'SUBSCRIBED' WHERE newsletter_subscribers.status <> 'SUBSCRIBED'`,
    )
    .bind(email, now)
    .run()
  await db.prepare('UPDATE customers SET is_subscribed = 1 WHERE email = ?1').bind(email).run()
  return result.meta.changes > 0
}
