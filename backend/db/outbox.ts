/**
 * @module
 * The outbox: every e-mail the shop sends is written here (the development mailbox and the staff
 * area's outbox view read it).
 */
import type { Database } from './database'

export type OutboxMessage = { id: number; to_email: string; kind: string; subject: string; body: string; created_at: string }

export type NewEmail = { to: string; kind: string; subject: string; body: string; now: string }

/**
 * A header's value as one line: a shopper's text (a contact form's name in the subject) may carry
 * CR/LF, which in a mail header would start a header of its own (`Bcc:`); every control character
 * becomes a space.
 */
export function headerLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

export async function queueEmail(db: Database, mail: NewEmail): Promise<void> {
  await db
    .prepare('INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(headerLine(mail.to), mail.kind, headerLine(mail.subject), mail.body, mail.now)
    .run()
}

/** The newest e-mails the shop would have sent (the development mailbox shows them). */
export async function latestOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  const { results } = await db.prepare('SELECT id, to_email, kind, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT ?1').bind(limit).all<OutboxMessage>()
  return results
}

/** The newest e-mails to an address and of a kind, either optional (the staff area's outbox view). */
export async function findOutbox(db: Database, filter: { to?: string | undefined; kind?: string | undefined }, limit = 50): Promise<OutboxMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_email, kind, subject, body, created_at FROM outbox
       WHERE (?1 IS NULL OR to_email = ?1 COLLATE NOCASE) AND (?2 IS NULL OR kind = ?2) ORDER BY id DESC LIMIT ?3`,
    )
    .bind(filter.to ?? null, filter.kind ?? null, limit)
    .all<OutboxMessage>()
  return results
}
