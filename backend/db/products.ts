/**
 * @module
 * Product rows and their mapping to the record the resolvers read. Prices stay integer pence in the
 * base currency, including VAT; conversion and formatting happen in the resolvers.
 */
import { queryInChunks } from './in-chunks'
import type { ProductRow, ProductTextRow } from './rows'

export type { ProductTypeId } from './rows'

/** A product's row with its texts, the extras parsed. */
export type ProductRecord = ProductRow & Omit<ProductTextRow<Record<string, unknown>>, 'product_id'>

/** A product's row with its texts, as read. */
type ProductReadRow = ProductRow & Omit<ProductTextRow, 'product_id'>

/** A product's columns with its texts (products holds the narrow listing columns). */
const PRODUCT_SELECT = `SELECT p.id, p.sku, p.type_id, p.attribute_set_id, p.name, p.url_key, p.status, p.visibility, p.price_pence,
  p.special_price_pence, p.special_from_date, p.special_to_date, p.stock_status, p.qty, p.only_x_left_in_stock, p.max_sale_qty,
  p.due_in_date, p.manufacturers_code, t.description, t.short_description, t.meta_title, t.meta_description, t.meta_keyword,
  p.rating_summary, p.review_count, p.position, p.created_at, COALESCE(t.extras, '{}') AS extras
  FROM products p LEFT JOIN product_texts t ON t.product_id = p.id`

/**
 * SQL for one product (by the id expression `id`) as a JSON object of the columns `toProduct`
 * reads, so a listing can carry its page's products in the statement that picks them.
 */
export function productJson(id: string): string {
  const own = ['id', 'sku', 'type_id', 'attribute_set_id', 'name', 'url_key', 'status', 'visibility', 'price_pence', 'special_price_pence',
    'special_from_date', 'special_to_date', 'stock_status', 'qty', 'only_x_left_in_stock', 'max_sale_qty', 'due_in_date', 'manufacturers_code',
    'rating_summary', 'review_count', 'position', 'created_at']
  const texts = ['description', 'short_description', 'meta_title', 'meta_description', 'meta_keyword']
  const pairs = [...own.map((c) => `'${c}', pj.${c}`), ...texts.map((c) => `'${c}', tj.${c}`), "'extras', COALESCE(tj.extras, '{}')"]
  return `(SELECT json_object(${pairs.join(', ')}) FROM products pj LEFT JOIN product_texts tj ON tj.product_id = pj.id WHERE pj.id = ${id})`
}

/** A product from `productJson`'s value, parsed. */
export const productFromJson = (value: unknown): ProductRecord => toProduct(value as ProductReadRow)

export function toProduct(row: ProductReadRow): ProductRecord {
  return { ...row, extras: JSON.parse(row.extras) as Record<string, unknown> }
}

/** Products by id, in the order of the ids given (missing ids are skipped). */
export async function findProductsByIds(db: D1Database, ids: readonly number[]): Promise<ProductRecord[]> {
  const rows = await queryInChunks<number, ProductReadRow>(db, [...new Set(ids)], (list) => `${PRODUCT_SELECT} WHERE p.id IN (${list})`)
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The enabled product whose SKU is exactly the text (case-insensitive), if any. */
export function findEnabledProductBySku(db: D1Database, sku: string): Promise<{ id: number; url_key: string; visibility: number } | null> {
  return enabledProductBySku(db, sku).first()
}

/** `findEnabledProductBySku`'s read, for a caller's batch. */
export function enabledProductBySku(db: D1Database, sku: string): D1PreparedStatement {
  return db.prepare('SELECT id, url_key, visibility FROM products WHERE sku = ?1 AND status = 1').bind(sku)
}

/** Enabled products by SKU, in the order given (unknown SKUs skipped). */
export async function findEnabledProductsBySkus(db: D1Database, skus: readonly string[]): Promise<ProductRecord[]> {
  const rows = await queryInChunks<string, ProductReadRow>(db, [...new Set(skus)], (list) => `${PRODUCT_SELECT} WHERE p.status = 1 AND p.sku IN (${list})`)
  const bySku = new Map(rows.map((row) => [row.sku.toLowerCase(), toProduct(row)]))
  return skus.flatMap((sku) => bySku.get(sku.toLowerCase()) ?? [])
}

/** Up to `limit` enabled products of a category shown in the catalogue, other than one, by position. */
export async function findOtherCatalogueProductIds(db: D1Database, categoryId: number, exceptProductId: number, limit = 12): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT cp.product_id FROM category_products cp JOIN products x ON x.id = cp.product_id
       WHERE cp.category_id = ?1 AND cp.product_id <> ?2 AND x.status = 1 AND x.visibility IN (2, 4) ORDER BY x.position LIMIT ?3`,
    )
    .bind(categoryId, exceptProductId, limit)
    .all<{ product_id: number }>()
  return results.map((r) => r.product_id)
}
