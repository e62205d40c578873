/**
 * @module
 * Product rows and their mapping to the record the resolvers read. Prices stay integer pence in the
 * base currency, including VAT; conversion and formatting happen in the resolvers.
 */
import { queryInChunks } from './in-chunks'

export type ProductTypeId = 'simple' | 'virtual' | 'downloadable' | 'grouped' | 'giftcard' | 'configurable' | 'bundle' | 'alternative'

export type ProductRecord = {
  id: number
  sku: string
  type_id: ProductTypeId
  attribute_set_id: number
  name: string
  url_key: string
  status: number
  visibility: number
  price_pence: number
  special_price_pence: number | null
  special_from_date: string | null
  special_to_date: string | null
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK'
  qty: number
  only_x_left_in_stock: number | null
  max_sale_qty: number | null
  due_in_date: string | null
  manufacturers_code: string | null
  description: string | null
  short_description: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keyword: string | null
  rating_summary: number
  review_count: number
  position: number
  created_at: string
  extras: Record<string, unknown>
}

type ProductRow = Omit<ProductRecord, 'extras'> & { extras: string }

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
export const productFromJson = (value: unknown): ProductRecord => toProduct(value as ProductRow)

export function toProduct(row: ProductRow): ProductRecord {
  return { ...row, extras: JSON.parse(row.extras) as Record<string, unknown> }
}

/** Products by id, in the order of the ids given (missing ids are skipped). */
export async function findProductsByIds(db: D1Database, ids: readonly number[]): Promise<ProductRecord[]> {
  const rows = await queryInChunks<number, ProductRow>(db, [...new Set(ids)], (list) => `${PRODUCT_SELECT} WHERE p.id IN (${list})`)
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
  const rows = await queryInChunks<string, ProductRow>(db, [...new Set(skus)], (list) => `${PRODUCT_SELECT} WHERE p.status = 1 AND p.sku IN (${list})`)
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
