/**
 * @module
 * Product rows and their mapping to the record the resolvers read, with the texts of one store view:
 * its own (migration 0017) where it has them, else the default ones. Prices stay integer pence in
 * the base currency, including VAT; conversion and formatting happen in the resolvers.
 */
import type { Database } from './database'
import { queryInChunks } from './in-chunks'
import type { ProductRow, ProductTextRow } from './rows'

export type { ProductTypeId } from './rows'

/** A product's row with its texts, the extras parsed. */
export type ProductRecord = ProductRow & Omit<ProductTextRow<Record<string, unknown>>, 'product_id'>

/** A product's row with its texts, as read. */
type ProductReadRow = ProductRow & Omit<ProductTextRow, 'product_id'>

/** A text of the product `p` in its store view's wording (`s`), else the default one (`t`, or `p` for the name). */
const storeText = (column: string, fallback: string) => `COALESCE(s.${column}, ${fallback}.${column})`

const STORE_EXTRAS = "CASE WHEN s.extras IS NULL THEN COALESCE(t.extras, '{}') ELSE json_patch(COALESCE(t.extras, '{}'), s.extras) END"

/** The product `p` with its default texts `t` and its texts `s` in the store view whose id is the parameter `store`. */
const productFrom = (store: string) =>
  `products p LEFT JOIN product_texts t ON t.product_id = p.id LEFT JOIN product_store_texts s ON s.product_id = p.id AND s.store_id = ${store}`

/**
 * SQL for the name of the product `id` (an SQL expression) in the store view `store`, for
 * filtering and sorting by name.
 */
export const productName = (id: string, store: string) =>
  `COALESCE((SELECT sn.name FROM product_store_texts sn WHERE sn.product_id = ${id} AND sn.store_id = ${store}), (SELECT pn.name FROM products pn WHERE pn.id = ${id}))`

const OWN_COLUMNS = ['id', 'sku', 'type_id', 'attribute_set_id', 'url_key', 'status', 'visibility', 'price_pence', 'special_price_pence', 'special_from_date',
  'special_to_date', 'stock_status', 'qty', 'only_x_left_in_stock', 'max_sale_qty', 'due_in_date', 'manufacturers_code', 'rating_summary', 'review_count',
  'position', 'created_at'] as const
const TEXT_COLUMNS = ['description', 'short_description', 'meta_title', 'meta_description', 'meta_keyword'] as const

/** A product's columns with its texts in the store view `store` (products holds the narrow listing columns). */
const productSelect = (store: string) =>
  `SELECT ${OWN_COLUMNS.map((c) => `p.${c}`).join(', ')}, ${storeText('name', 'p')} AS name, ${TEXT_COLUMNS.map((c) => `${storeText(c, 't')} AS ${c}`).join(', ')},
  ${STORE_EXTRAS} AS extras FROM ${productFrom(store)}`

/**
 * SQL for one product (by the id expression `id`) in the store view `store` as a JSON object of
 * a `ProductRecord` (extras as an object), so a listing can carry its page's products in the
 * statement that picks them.
 */
export function productJson(id: string, store: string): string {
  const pairs = [...OWN_COLUMNS.map((c) => `'${c}', p.${c}`), `'name', ${storeText('name', 'p')}`, ...TEXT_COLUMNS.map((c) => `'${c}', ${storeText(c, 't')}`), `'extras', json(${STORE_EXTRAS})`]
  return `(SELECT json_object(${pairs.join(', ')}) FROM ${productFrom(store)} WHERE p.id = ${id})`
}

/** A product from `productJson`'s value (its extras already an object there). */
export const productFromJson = (value: unknown): ProductRecord => value as ProductRecord

export function toProduct(row: ProductReadRow): ProductRecord {
  return { ...row, extras: JSON.parse(row.extras) as Record<string, unknown> }
}

/** Products by id in a store view's wording, in the order of the ids given (missing ids are skipped). */
export async function findProductsByIds(db: Database, ids: readonly number[], storeId: number): Promise<ProductRecord[]> {
  const rows = await queryInChunks<number, ProductReadRow>(db, [...new Set(ids)], (list) => `${productSelect('?1')} WHERE p.id IN (${list})`, [storeId])
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The enabled product whose SKU is exactly the text (case-insensitive), if any. */
export function findEnabledProductBySku(db: Database, sku: string): Promise<{ id: number; url_key: string; visibility: number } | null> {
  return enabledProductBySku(db, sku).first()
}

/** `findEnabledProductBySku`'s read, for a caller's batch. */
export function enabledProductBySku(db: Database, sku: string): D1PreparedStatement {
  return db.prepare('SELECT id, url_key, visibility FROM products WHERE sku = ?1 AND status = 1').bind(sku)
}

/** Enabled products by SKU, in the order given (unknown SKUs skipped). */
export async function findEnabledProductsBySkus(db: Database, skus: readonly string[], storeId: number): Promise<ProductRecord[]> {
  const rows = await queryInChunks<string, ProductReadRow>(db, [...new Set(skus)], (list) => `${productSelect('?1')} WHERE p.status = 1 AND p.sku IN (${list})`, [storeId])
  const bySku = new Map(rows.map((row) => [row.sku.toLowerCase(), toProduct(row)]))
  return skus.flatMap((sku) => bySku.get(sku.toLowerCase()) ?? [])
}

/** Up to `limit` enabled products of a category shown in the catalogue, other than one, by position. */
export async function findOtherCatalogueProductIds(db: Database, categoryId: number, exceptProductId: number, limit = 12): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT cp.product_id FROM category_products cp JOIN products x ON x.id = cp.product_id
       WHERE cp.category_id = ?1 AND cp.product_id <> ?2 AND x.status = 1 AND x.visibility IN (2, 4) ORDER BY x.position LIMIT ?3`,
    )
    .bind(categoryId, exceptProductId, limit)
    .all<{ product_id: number }>()
  return results.map((r) => r.product_id)
}
