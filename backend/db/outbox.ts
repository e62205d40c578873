export type OutboxMessage = { id: number; to_email: string; kind: string; subject: string; body: string; created_at: string }

/** The newest e-mails the shop would have sent (the development mailbox shows them). */
export async function latestOutbox(db: D1Database, limit = 50): Promise<OutboxMessage[]> {
  const { results } = await db.prepare('SELECT id, to_email, kind, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT ?1').bind(limit).all<OutboxMessage>()
  return results
}
