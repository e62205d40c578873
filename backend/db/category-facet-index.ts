/**
 * @module
 * The layered-navigation index (migration 0002, exact since 0008): per category, the listed and
 * in-stock products with each attribute option. Plain category listings read their counts from it;
 * a listing filtered by one attribute reads that attribute's own facet from it.
 */
import type { Database } from './database'

/** Rebuilds the index from the catalogue (after a seed or a bulk change): statements, one per line. */
export const REBUILD_CATEGORY_FACET_INDEX: readonly string[] = [
  'DELETE FROM category_facet_index;',
  "INSERT INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count) SELECT cp.category_id, v.attribute_code, v.option_id, COUNT(*), SUM(p.stock_status = 'IN_STOCK') FROM category_products cp JOIN products p ON p.id = cp.product_id JOIN product_attribute_values v ON v.product_id = p.id WHERE p.status = 1 AND p.visibility IN (2, 4) GROUP BY cp.category_id, v.attribute_code, v.option_id;",
  "INSERT INTO category_facet_index (category_id, attribute_code, option_id, product_count, in_stock_count) SELECT cp.category_id, '', 0, COUNT(*), SUM(p.stock_status = 'IN_STOCK') FROM category_products cp JOIN products p ON p.id = cp.product_id WHERE p.status = 1 AND p.visibility IN (2, 4) GROUP BY cp.category_id;",
]

const countColumn = (inStockOnly: boolean) => (inStockOnly ? 'in_stock_count' : 'product_count')

/** Indexed product counts of categories' plain listings (the attribute_code '' rows). */
export function indexedCategoryCounts(db: Database, categoryIds: readonly number[], inStockOnly: boolean): D1PreparedStatement {
  const list = categoryIds.map((_, i) => `?${i + 1}`).join(', ')
  return db
    .prepare(`SELECT category_id, ${countColumn(inStockOnly)} AS count FROM category_facet_index WHERE attribute_code = '' AND category_id IN (${list})`)
    .bind(...categoryIds)
}

export type IndexedFacetCount = { attribute_code: string; option_id: number; count: number }

/** Indexed facet counts of one category's listing, all products or those in stock. */
export function indexedFacetCounts(db: Database, categoryId: number, codes: readonly string[], inStockOnly: boolean): D1PreparedStatement {
  const list = codes.map((_, i) => `?${i + 2}`).join(', ')
  return db
    .prepare(
      `SELECT attribute_code, option_id, ${countColumn(inStockOnly)} AS count FROM category_facet_index
       WHERE category_id = ?1 AND attribute_code IN (${list}) AND ${countColumn(inStockOnly)} > 0`,
    )
    .bind(categoryId, ...codes)
}
