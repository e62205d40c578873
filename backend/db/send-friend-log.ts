/**
 * @module
 * The log of "Email to a Friend" sends, by sender, for Magento's limit of sends per period.
 */
import type { Database } from './database'

export async function sendsSince(db: Database, sender: string, since: string): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM send_friend_log WHERE sender = ?1 AND sent_at >= ?2').bind(sender, since).first<number>('n')) ?? 0
}

/**
 * Records a send unless the sender already has `limit` in the period (one statement, so parallel
 * requests cannot pass the limit together); false when the limit is reached. Older entries go.
 */
export async function recordSend(db: Database, sender: string, now: string, since: string, limit: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM send_friend_log WHERE sent_at < ?1').bind(since),
    db
      .prepare(
        `INSERT INTO send_friend_log (sender, sent_at) SELECT ?1, ?2
         WHERE (SELECT COUNT(*) FROM send_friend_log WHERE sender = ?1 AND sent_at >= ?3) < ?4`,
      )
      .bind(sender, now, since, limit),
  ])
  return inserted!.meta.changes > 0
}
