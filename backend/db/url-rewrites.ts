import type { Database } from './database'
import type { UrlRewriteRow } from './rows'

export type UrlRewriteRecord = UrlRewriteRow

export function findUrlRewrite(db: Database, requestPath: string): Promise<UrlRewriteRecord | null> {
  return db
    .prepare('SELECT request_path, entity_type, entity_key, target_path, redirect_type FROM url_rewrites WHERE request_path = ?1')
    .bind(requestPath)
    .first<UrlRewriteRecord>()
}

/** The canonical (non-redirect) request path of an entity. */
export async function findCanonicalPath(db: Database, entityType: UrlRewriteRecord['entity_type'], entityKey: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT request_path FROM url_rewrites WHERE entity_type = ?1 AND entity_key = ?2 AND redirect_type = 0 LIMIT 1')
    .bind(entityType, entityKey)
    .first<{ request_path: string }>()
  return row?.request_path ?? null
}
