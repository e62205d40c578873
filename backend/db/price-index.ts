/**
 * @module
 * Stored final prices and the per-category price histogram (migration 0006). A product's
 * `final_price_pence` holds its final price on `price_state.day`; queries use it only when that day
 * is their today, and otherwise evaluate the special-price window themselves.
 */
import type { Database } from './database'

/**
 * SQL for the final price of `products` row `p` on `day` (an SQL expression): the special price
 * while its window is open, else the price. Dates compare by their day, as the resolvers do.
 */
export function liveFinalPrice(day: string, p = 'p'): string {
  return `(CASE WHEN ${p}.special_price_pence IS NOT NULL AND ${p}.special_price_pence < ${p}.price_pence
    AND (${p}.special_from_date IS NULL OR substr(${p}.special_from_date, 1, 10) <= ${day})
    AND (${p}.special_to_date IS NULL OR substr(${p}.special_to_date, 1, 10) >= ${day})
    THEN ${p}.special_price_pence ELSE ${p}.price_pence END)`
}

/** SQL for a product's final price on `day`: the stored column when it is for that day. */
export function finalPrice(day: string, p = 'p'): string {
  return `(CASE WHEN (SELECT day FROM price_state) = ${day} THEN ${p}.final_price_pence ELSE ${liveFinalPrice(day, p)} END)`
}

/** The day the stored final prices are for (null before the first refresh). */
export function storedPriceDay(db: Database): D1PreparedStatement {
  return db.prepare('SELECT day FROM price_state')
}

/**
 * Moves the stored prices on to `today` (never back: a store in an earlier time zone keeps the
 * later day and evaluates live). Only products with a special price can differ; triggers move them
 * between the histogram's pounds.
 */
export async function refreshFinalPrices(db: Database, today: string): Promise<void> {
  await db.batch([
    db.prepare('UPDATE price_state SET day = ?1 WHERE day IS NULL OR day < ?1').bind(today),
    db.prepare(
      `UPDATE products SET final_price_pence = ${liveFinalPrice('(SELECT day FROM price_state)', 'products')}
       WHERE special_price_pence IS NOT NULL AND final_price_pence IS NOT ${liveFinalPrice('(SELECT day FROM price_state)', 'products')}`,
    ),
  ])
}

/** Whether stored prices are stale for `today` and can be moved on to it. */
export const needsRefresh = (day: string | null | undefined, today: string) => day === null || day === undefined || day < today

/** Rebuilds the stored prices' histogram from the catalogue (after a seed): statements, one per line. */
export const REBUILD_PRICE_INDEX: readonly string[] = [
  // The seed does not know the shop's today: the first catalogue query computes the special prices.
  'UPDATE price_state SET day = NULL;',
  'UPDATE products SET final_price_pence = price_pence WHERE final_price_pence IS NOT price_pence;',
  'DELETE FROM category_price_index;',
  "INSERT INTO category_price_index (category_id, pound, product_count, in_stock_count) SELECT cp.category_id, p.final_price_pence / 100, COUNT(*), SUM(p.stock_status = 'IN_STOCK') FROM category_products cp JOIN products p ON p.id = cp.product_id WHERE p.status = 1 AND p.visibility IN (2, 4) GROUP BY cp.category_id, p.final_price_pence / 100;",
]

/** Indexed price histogram (products per whole pound) of a category's plain listing. */
export function indexedPriceCounts(db: Database, categoryId: number, inStockOnly: boolean): D1PreparedStatement {
  const column = inStockOnly ? 'in_stock_count' : 'product_count'
  return db.prepare(`SELECT pound, ${column} AS count FROM category_price_index WHERE category_id = ?1 AND ${column} > 0`).bind(categoryId)
}
