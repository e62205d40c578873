/**
 * @module
 * CMS pages and blocks as the storefront reads them, per store view. As Magento does (its page and
 * block resource models), a lookup takes the active rows of the store view and of "all store
 * views" (store_id 0) and prefers the store view's own: an inactive store-view copy therefore
 * falls back to the all-stores row rather than hiding it.
 */
import type { Database } from './database'
import { queryInChunks } from './in-chunks'
import type { CmsBlockRow, CmsPageRow } from './rows'

/** An active page's columns. */
export type CmsPageRecord = Omit<CmsPageRow, 'is_active' | 'store_id' | 'updated_at'>

export type CmsBlockRecord = Omit<CmsBlockRow, 'is_active' | 'store_id' | 'updated_at'>

/** Magento's "all store views" scope. */
export const ALL_STORES_ID = 0

const PAGE_COLUMNS = 'page_id, identifier, title, content_heading, content, page_layout, meta_title, meta_description, meta_keywords'

/** The store view's own active page, else the all-stores one. */
export function findCmsPageByIdentifier(db: Database, identifier: string, storeId: number): Promise<CmsPageRecord | null> {
  return db
    .prepare(`SELECT ${PAGE_COLUMNS} FROM cms_pages WHERE identifier = ?1 AND is_active = 1 AND store_id IN (0, ?2) ORDER BY store_id DESC LIMIT 1`)
    .bind(identifier, storeId)
    .first<CmsPageRecord>()
}

/** A page by its id, when it is active and belongs to the store view or to all of them. */
export function findCmsPageById(db: Database, pageId: number, storeId: number): Promise<CmsPageRecord | null> {
  return db
    .prepare(`SELECT ${PAGE_COLUMNS} FROM cms_pages WHERE page_id = ?1 AND is_active = 1 AND store_id IN (0, ?2)`)
    .bind(pageId, storeId)
    .first<CmsPageRecord>()
}

/** Active blocks among the identifiers, by identifier: the store view's own, else the all-stores one. */
export async function findCmsBlocks(db: Database, identifiers: readonly string[], storeId: number): Promise<Map<string, CmsBlockRecord>> {
  const rows = await queryInChunks<string, CmsBlockRecord & { store_id: number }>(
    db,
    [...new Set(identifiers)],
    (list) => `SELECT block_id, store_id, identifier, title, content FROM cms_blocks WHERE is_active = 1 AND store_id IN (0, ?1) AND identifier IN (${list}) ORDER BY store_id`,
    [storeId],
  )
  // Ordered by store_id, so the store view's own row comes last and wins.
  const blocks = new Map<string, CmsBlockRecord>()
  for (const { store_id: _store, ...block } of rows) blocks.set(block.identifier, block)
  return blocks
}
