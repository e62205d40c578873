/**
 * @module
 * The staff editor's reads and writes of CMS blocks and pages, row by row and scope by scope
 * (store_id 0 is all store views), and their versions: each change first copies the row it
 * replaces into `cms_versions`, in the same atomic batch as the change.
 */
import type { Database } from './database'
import type { CmsVersionRow } from './rows'

export type CmsEntryKind = CmsVersionRow['entity_type']

/** One row of either table, in the columns both share plus the page-only ones (null for blocks). */
export type CmsEntryRow = {
  kind: CmsEntryKind
  identifier: string
  store_id: number
  title: string
  content: string
  is_active: 0 | 1
  content_heading: string | null
  meta_title: string | null
  meta_description: string | null
  updated_at: string | null
}

/** What the editor writes; the page-only fields are ignored for blocks. */
export type CmsEntryWrite = Omit<CmsEntryRow, 'updated_at'>

export type CmsEntrySummaryRow = Pick<CmsEntryRow, 'kind' | 'identifier' | 'store_id' | 'title' | 'is_active' | 'updated_at'>

const ENTRY_COLUMNS = {
  block: "'block' AS kind, identifier, store_id, title, content, is_active, NULL AS content_heading, NULL AS meta_title, NULL AS meta_description, updated_at",
  page: "'page' AS kind, identifier, store_id, title, content, is_active, content_heading, meta_title, meta_description, updated_at",
} as const satisfies Record<CmsEntryKind, string>

const TABLE = { block: 'cms_blocks', page: 'cms_pages' } as const satisfies Record<CmsEntryKind, string>

/** Every block and page row of every scope, blocks first, by identifier then scope. */
export async function listCmsEntries(db: Database): Promise<CmsEntrySummaryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT 'block' AS kind, identifier, store_id, title, is_active, updated_at FROM cms_blocks
       UNION ALL SELECT 'page' AS kind, identifier, store_id, title, is_active, updated_at FROM cms_pages
       ORDER BY kind, identifier, store_id`,
    )
    .all<CmsEntrySummaryRow>()
  return results
}

/** The row of exactly this scope (no fallback to all store views); null when the scope has none. */
export function findCmsEntry(db: Database, kind: CmsEntryKind, identifier: string, storeId: number): Promise<CmsEntryRow | null> {
  return db.prepare(`SELECT ${ENTRY_COLUMNS[kind]} FROM ${TABLE[kind]} WHERE identifier = ?1 AND store_id = ?2`).bind(identifier, storeId).first<CmsEntryRow>()
}

/**
 * Copies the scope's current row into the versions, unless it already holds exactly what is
 * being written (a save that changes nothing leaves no version).
 */
function recordReplacedRow(db: Database, entry: CmsEntryWrite, by: string, now: string): D1PreparedStatement {
  const same =
    entry.kind === 'block'
      ? 'title = ?5 AND content = ?6 AND is_active = ?7'
      : 'title = ?5 AND content = ?6 AND is_active = ?7 AND content_heading IS ?8 AND meta_title IS ?9 AND meta_description IS ?10'
  const pageColumns = entry.kind === 'block' ? 'NULL, NULL, NULL' : 'content_heading, meta_title, meta_description'
  return db
    .prepare(
      `INSERT INTO cms_versions (entity_type, identifier, store_id, title, content, is_active, content_heading, meta_title, meta_description, saved_at, replaced_at, replaced_by)
       SELECT '${entry.kind}', identifier, store_id, title, content, is_active, ${pageColumns}, updated_at, ?3, ?4
       FROM ${TABLE[entry.kind]} WHERE identifier = ?1 AND store_id = ?2 AND NOT (${same})`,
    )
    .bind(
      ...[entry.identifier, entry.store_id, now, by, entry.title, entry.content, entry.is_active],
      ...(entry.kind === 'block' ? [] : [entry.content_heading, entry.meta_title, entry.meta_description]),
    )
}

/** Inserts the scope's row or overwrites it: one upsert on (identifier, store_id). */
function upsertEntry(db: Database, entry: CmsEntryWrite, now: string): D1PreparedStatement {
  if (entry.kind === 'block') {
    return db
      .prepare(
        `INSERT INTO cms_blocks (store_id, identifier, title, content, is_active, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (identifier, store_id) DO UPDATE SET title = excluded.title, content = excluded.content, is_active = excluded.is_active, updated_at = excluded.updated_at`,
      )
      .bind(entry.store_id, entry.identifier, entry.title, entry.content, entry.is_active, now)
  }
  return db
    .prepare(
      `INSERT INTO cms_pages (store_id, identifier, title, content, is_active, content_heading, meta_title, meta_description, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (identifier, store_id) DO UPDATE SET title = excluded.title, content = excluded.content, is_active = excluded.is_active,
         content_heading = excluded.content_heading, meta_title = excluded.meta_title, meta_description = excluded.meta_description, updated_at = excluded.updated_at`,
    )
    .bind(entry.store_id, entry.identifier, entry.title, entry.content, entry.is_active, entry.content_heading, entry.meta_title, entry.meta_description, now)
}

/** Writes the entry and keeps what it replaces as a version, both in one atomic batch. */
export async function saveCmsEntry(db: Database, entry: CmsEntryWrite, by: string, now: string): Promise<void> {
  await db.batch([recordReplacedRow(db, entry, by, now), upsertEntry(db, entry, now)])
}

/** The scope's earlier versions, newest first. */
export async function listCmsVersions(db: Database, kind: CmsEntryKind, identifier: string, storeId: number, limit = 50): Promise<CmsVersionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT version_id, entity_type, identifier, store_id, title, content, is_active, content_heading, meta_title, meta_description, saved_at, replaced_at, replaced_by
       FROM cms_versions WHERE entity_type = ?1 AND identifier = ?2 AND store_id = ?3 ORDER BY version_id DESC LIMIT ?4`,
    )
    .bind(kind, identifier, storeId, limit)
    .all<CmsVersionRow>()
  return results
}

export function findCmsVersion(db: Database, versionId: number): Promise<CmsVersionRow | null> {
  return db
    .prepare(
      `SELECT version_id, entity_type, identifier, store_id, title, content, is_active, content_heading, meta_title, meta_description, saved_at, replaced_at, replaced_by
       FROM cms_versions WHERE version_id = ?1`,
    )
    .bind(versionId)
    .first<CmsVersionRow>()
}

/** The paths the route lookup resolves to this page (its URL rewrites), for purging their cached lookups. */
export async function cmsPageRequestPaths(db: Database, identifier: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT request_path FROM url_rewrites WHERE entity_type = 'CMS_PAGE' AND entity_key = ?1 ORDER BY request_path")
    .bind(identifier)
    .all<{ request_path: string }>()
  return results.map((row) => row.request_path)
}
