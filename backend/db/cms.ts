import { queryInChunks } from './in-chunks'
import type { CmsBlockRow, CmsPageRow } from './rows'

/** An active page's columns. */
export type CmsPageRecord = Omit<CmsPageRow, 'is_active'>

export type CmsBlockRecord = Omit<CmsBlockRow, 'is_active'>

const PAGE_COLUMNS = 'page_id, identifier, title, content_heading, content, page_layout, meta_title, meta_description, meta_keywords'

export function findCmsPageByIdentifier(db: D1Database, identifier: string): Promise<CmsPageRecord | null> {
  return db.prepare(`SELECT ${PAGE_COLUMNS} FROM cms_pages WHERE identifier = ?1 AND is_active = 1`).bind(identifier).first<CmsPageRecord>()
}

export function findCmsPageById(db: D1Database, pageId: number): Promise<CmsPageRecord | null> {
  return db.prepare(`SELECT ${PAGE_COLUMNS} FROM cms_pages WHERE page_id = ?1 AND is_active = 1`).bind(pageId).first<CmsPageRecord>()
}

/** Active blocks among the identifiers, by identifier. */
export async function findCmsBlocks(db: D1Database, identifiers: readonly string[]): Promise<Map<string, CmsBlockRecord>> {
  const rows = await queryInChunks<string, CmsBlockRecord>(
    db,
    [...new Set(identifiers)],
    (list) => `SELECT block_id, identifier, title, content FROM cms_blocks WHERE is_active = 1 AND identifier IN (${list})`,
  )
  return new Map(rows.map((row) => [row.identifier, row]))
}
