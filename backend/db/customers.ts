/**
 * @module
 * Customer accounts, sign-in tokens and sign-in failure counters. Counters change in
 * single UPDATE statements, so parallel failed sign-ins are all counted.
 */
import type { Database } from './database'

export type CustomerRecord = {
  id: number
  email: string
  prefix: string | null
  firstname: string
  middlename: string | null
  lastname: string
  suffix: string | null
  date_of_birth: string | null
  gender: number | null
  taxvat: string | null
  password_hash: string
  is_subscribed: number
  is_confirmed: number
  confirmation_key_hash: string | null
  failures_num: number
  lock_expires_at: string | null
  reset_key_hash: string | null
  reset_key_expires_at: string | null
  created_at: string
}

const COLUMNS =
  'id, email, prefix, firstname, middlename, lastname, suffix, date_of_birth, gender, taxvat, password_hash, is_subscribed, is_confirmed, confirmation_key_hash, failures_num, lock_expires_at, reset_key_hash, reset_key_expires_at, created_at'

export type NewCustomer = Pick<CustomerRecord, 'email' | 'prefix' | 'firstname' | 'middlename' | 'lastname' | 'suffix' | 'date_of_birth' | 'gender' | 'taxvat' | 'password_hash' | 'confirmation_key_hash'> & {
  is_subscribed: boolean
  now: string
}

/** Creates the account unless the e-mail is taken; returns the new id, or null when taken. */
export async function insertCustomer(db: Database, c: NewCustomer): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO customers (email, prefix, firstname, middlename, lastname, suffix, date_of_birth, gender, taxvat, password_hash, is_subscribed, confirmation_key_hash, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13) ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    .bind(c.email, c.prefix, c.firstname, c.middlename, c.lastname, c.suffix, c.date_of_birth, c.gender, c.taxvat, c.password_hash, c.is_subscribed ? 1 : 0, c.confirmation_key_hash, c.now)
    .first<{ id: number }>()
  return row?.id ?? null
}

export function findCustomerByEmail(db: Database, email: string): Promise<CustomerRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE email = ?1`).bind(email).first<CustomerRecord>()
}

export function findCustomerById(db: Database, id: number): Promise<CustomerRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?1`).bind(id).first<CustomerRecord>()
}

export async function confirmCustomer(db: Database, id: number, now: string): Promise<void> {
  await db.prepare('UPDATE customers SET is_confirmed = 1, confirmation_key_hash = NULL, updated_at = ?2 WHERE id = ?1').bind(id, now).run()
}

/** Counts a failed sign-in; at `maxFailures` the account locks until `lockUntil`. */
export async function recordSignInFailure(db: Database, id: number, maxFailures: number, lockUntil: string): Promise<void> {
  await db
    .prepare(
      `UPDATE customers SET failures_num = failures_num + 1,
         lock_expires_at = CASE WHEN failures_num + 1 >= ?2 THEN ?3 ELSE lock_expires_at END WHERE id = ?1`,
    )
    .bind(id, maxFailures, lockUntil)
    .run()
}

export async function clearSignInFailures(db: Database, id: number): Promise<void> {
  await db.prepare('UPDATE customers SET failures_num = 0, lock_expires_at = NULL WHERE id = ?1').bind(id).run()
}

/** When token requests for this e-mail are blocked until, if they are. */
export async function tokenRequestsBlockedUntil(db: Database, email: string, now: string): Promise<string | null> {
  const row = await db.prepare('SELECT blocked_until FROM token_request_failures WHERE email = ?1 AND blocked_until > ?2').bind(email, now).first<{ blocked_until: string }>()
  return row?.blocked_until ?? null
}

/**
 * Counts a failed token request for an e-mail within a window; the `limit`-th failure blocks
 * requests until `blockUntil`. A failure after the window starts a new count.
 */
export async function recordTokenRequestFailure(db: Database, email: string, o: { now: string; windowStart: string; limit: number; blockUntil: string }): Promise<void> {
  await db
    .prepare(
      `INSERT INTO token_request_failures (email, failures, first_failure_at, blocked_until) VALUES (?1, 1, ?2, NULL)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN first_failure_at < ?3 THEN 1 ELSE failures + 1 END,
         first_failure_at = CASE WHEN first_failure_at < ?3 THEN ?2 ELSE first_failure_at END,
         blocked_until = CASE WHEN first_failure_at >= ?3 AND failures + 1 >= ?4 THEN ?5 ELSE blocked_until END`,
    )
    .bind(email, o.now, o.windowStart, o.limit, o.blockUntil)
    .run()
}

export async function clearTokenRequestFailures(db: Database, email: string): Promise<void> {
  await db.prepare('DELETE FROM token_request_failures WHERE email = ?1').bind(email).run()
}

export async function insertToken(db: Database, hash: string, customerId: number, expiresAt: string, now: string): Promise<void> {
  await db.prepare('INSERT INTO customer_tokens (token_hash, customer_id, expires_at, created_at) VALUES (?1, ?2, ?3, ?4)').bind(hash, customerId, expiresAt, now).run()
}

/** The customer a token belongs to while it has not expired. */
export async function customerIdForToken(db: Database, hash: string, now: string): Promise<number | null> {
  const row = await db.prepare('SELECT customer_id FROM customer_tokens WHERE token_hash = ?1 AND expires_at > ?2').bind(hash, now).first<{ customer_id: number }>()
  return row?.customer_id ?? null
}

export async function deleteToken(db: Database, hash: string): Promise<void> {
  await db.prepare('DELETE FROM customer_tokens WHERE token_hash = ?1').bind(hash).run()
}

export type ProfileChanges = Partial<Pick<CustomerRecord, 'prefix' | 'firstname' | 'middlename' | 'lastname' | 'suffix' | 'date_of_birth' | 'gender' | 'taxvat'>> & {
  is_subscribed?: boolean
}

const PROFILE_COLUMNS = ['prefix', 'firstname', 'middlename', 'lastname', 'suffix', 'date_of_birth', 'gender', 'taxvat', 'is_subscribed'] as const

/** Updates the given profile fields; the statement names only fixed columns, values are bound. */
export async function updateProfile(db: Database, id: number, changes: ProfileChanges, now: string): Promise<void> {
  const columns = PROFILE_COLUMNS.filter((c) => changes[c] !== undefined)
  if (columns.length === 0) return
  const values = columns.map((c) => (c === 'is_subscribed' ? (changes.is_subscribed ? 1 : 0) : (changes[c] ?? null)))
  await db
    .prepare(`UPDATE customers SET ${columns.map((c, i) => `${c} = ?${i + 3}`).join(', ')}, updated_at = ?2 WHERE id = ?1`)
    .bind(id, now, ...values)
    .run()
}

/** Changes the e-mail unless another account has it; returns whether it changed. */
export async function updateEmail(db: Database, id: number, email: string, now: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE customers SET email = ?2, updated_at = ?3 WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM customers WHERE email = ?2 AND id <> ?1)')
    .bind(id, email, now)
    .run()
  return result.meta.changes > 0
}

/** Sets a new password and ends any reset link; `signOut` also ends every signed-in session. */
export async function updatePassword(db: Database, id: number, passwordHash: string, now: string, { signOut }: { signOut: boolean }): Promise<void> {
  await db.batch([
    db.prepare('UPDATE customers SET password_hash = ?2, reset_key_hash = NULL, reset_key_expires_at = NULL, failures_num = 0, lock_expires_at = NULL, updated_at = ?3 WHERE id = ?1').bind(id, passwordHash, now),
    ...(signOut ? [db.prepare('DELETE FROM customer_tokens WHERE customer_id = ?1').bind(id)] : []),
  ])
}

export async function passwordResetRequestsSince(db: Database, email: string, since: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT requested_at FROM password_reset_requests WHERE email = ?1 AND requested_at > ?2 ORDER BY requested_at DESC')
    .bind(email, since)
    .all<{ requested_at: string }>()
  return results.map((r) => r.requested_at)
}

export async function recordPasswordReset(db: Database, email: string, now: string, customer: { id: number; keyHash: string; expiresAt: string } | null): Promise<void> {
  await db.batch([
    db.prepare('INSERT INTO password_reset_requests (email, requested_at) VALUES (?1, ?2)').bind(email, now),
    ...(customer ? [db.prepare('UPDATE customers SET reset_key_hash = ?2, reset_key_expires_at = ?3 WHERE id = ?1').bind(customer.id, customer.keyHash, customer.expiresAt)] : []),
  ])
}
