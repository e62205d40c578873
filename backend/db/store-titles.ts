/**
 * @module
 * Titles a store view words for itself where the default row's text is stored elsewhere
 * (migration 0018): a downloadable link's title and a tax's title. Each answers only the store
 * view's own text; the caller falls back to the default.
 */
import { groupBy, queryInChunks } from './in-chunks'

type LinkTitleRow = { product_id: number; link_index: number; title: string }

/** Downloadable products' own link titles in the store view `storeId`: by product, then by the link's place. */
export async function downloadableLinkTitlesByProduct(db: D1Database, ids: readonly number[], storeId: number): Promise<Map<number, ReadonlyMap<number, string>>> {
  const rows = await queryInChunks<number, LinkTitleRow>(
    db,
    ids,
    (list) => `SELECT product_id, link_index, title FROM downloadable_link_titles WHERE store_id = ?1 AND product_id IN (${list})`,
    [storeId],
  )
  return new Map([...groupBy(rows, (row) => row.product_id)].map(([id, titles]) => [id, new Map(titles.map((t) => [t.link_index, t.title]))]))
}

/** The tax `taxCode`'s own title in the store view `storeId`, or null. */
export async function taxRateTitle(db: D1Database, taxCode: string, storeId: number): Promise<string | null> {
  const row = await db.prepare('SELECT title FROM tax_rate_titles WHERE tax_code = ?1 AND store_id = ?2').bind(taxCode, storeId).first<{ title: string }>()
  return row?.title ?? null
}
