/**
 * @module
 * A new account confirmation key for a customer who has not confirmed yet (resendConfirmationEmail).
 */
import type { Database } from './database'

/** Replaces the key's hash while the account is unconfirmed; false when it was confirmed meanwhile. */
export async function renewConfirmationKey(db: Database, customerId: number, keyHash: string, now: string): Promise<boolean> {
  const changed = await db
    .prepare('UPDATE customers SET confirmation_key_hash = ?2, updated_at = ?3 WHERE id = ?1 AND is_confirmed = 0')
    .bind(customerId, keyHash, now)
    .run()
  return changed.meta.changes > 0
}
