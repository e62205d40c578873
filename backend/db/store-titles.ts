/**
 * @module
 * Titles a store view words for itself where the default text is stored elsewhere (migrations
 * 0018 and 0020): a downloadable link's title, a tax's title, the ratings' titles and the order
 * statuses' labels. Each answers only the store view's own text; the caller falls back to the
 * default.
 */
import type { Database } from './database'
import { groupBy, queryInChunks } from './in-chunks'

type LinkTitleRow = { product_id: number; link_index: number; title: string }

/** Downloadable products' own link titles in the store view `storeId`: by product, then by the link's place. */
export async function downloadableLinkTitlesByProduct(db: Database, ids: readonly number[], storeId: number): Promise<Map<number, ReadonlyMap<number, string>>> {
  const rows = await queryInChunks<number, LinkTitleRow>(
    db,
    ids,
    (list) => `SELECT product_id, link_index, title FROM downloadable_link_titles WHERE store_id = ?1 AND product_id IN (${list})`,
    [storeId],
  )
  return new Map([...groupBy(rows, (row) => row.product_id)].map(([id, titles]) => [id, new Map(titles.map((t) => [t.link_index, t.title]))]))
}

/** The tax `taxCode`'s own title in the store view `storeId`, or null. */
export async function taxRateTitle(db: Database, taxCode: string, storeId: number): Promise<string | null> {
  const row = await db.prepare('SELECT title FROM tax_rate_titles WHERE tax_code = ?1 AND store_id = ?2').bind(taxCode, storeId).first<{ title: string }>()
  return row?.title ?? null
}

/** The store view `storeId`'s own rating titles, by the rating's default name. */
export async function ratingTitles(db: Database, storeId: number): Promise<ReadonlyMap<string, string>> {
  const { results } = await db.prepare('SELECT rating_name, title FROM rating_titles WHERE store_id = ?1').bind(storeId).all<{ rating_name: string; title: string }>()
  return new Map(results.map((row) => [row.rating_name, row.title]))
}

/** The label of the order status `status` in store view `storeId`: its own, else the status's default; null for an unknown status. */
export async function orderStatusLabel(db: Database, status: string, storeId: number): Promise<string | null> {
  const row = await db
    .prepare(
      'SELECT COALESCE((SELECT label FROM order_status_labels WHERE status = ?1 AND store_id = ?2), (SELECT label FROM order_statuses WHERE status = ?1)) AS label',
    )
    .bind(status, storeId)
    .first<{ label: string | null }>()
  return row?.label ?? null
}
