/**
 * @module
 * A product's stock as staff set it: the quantity, the stock status that follows from it, and the
 * back-in-stock e-mails owed to shoppers who asked (`stock_alerts`), sent once each. The listing
 * and facet indexes follow `products.stock_status` through their triggers (migrations 0007-0009).
 */
import type { Database } from './database'

export type StockLevelRow = {
  id: number
  sku: string
  name: string
  url_key: string
  /** 1 enabled, 2 disabled. */
  status: 1 | 2
  qty: number
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK'
  only_x_left_in_stock: number | null
  /** Back-in-stock requests not yet answered. */
  waiting_alerts: number
}

/**
 * The seed's "only x left" threshold (backend/seed/catalogue/stock-and-prices.ts, Magento's "Only X Left
 * Threshold" setting): at this quantity or fewer the page says how many are left.
 */
export const ONLY_X_LEFT_THRESHOLD = 5

/** The product with exactly this SKU (as Magento compares SKUs, case aside), or null. */
export function findStockLevelBySku(db: Database, sku: string): Promise<StockLevelRow | null> {
  return db
    .prepare(
      `SELECT p.id, p.sku, p.name, p.url_key, p.status, p.qty, p.stock_status, p.only_x_left_in_stock,
         (SELECT COUNT(*) FROM stock_alerts a WHERE a.product_id = p.id AND a.notified_at IS NULL) AS waiting_alerts
       FROM products p WHERE p.sku = ?1 COLLATE NOCASE`,
    )
    .bind(sku)
    .first<StockLevelRow>()
}

/** The e-mail each waiting shopper gets once the product is in stock again. */
export type BackInStockMail = { subject: string; body: string }

/**
 * Sets the quantity; the product is IN_STOCK exactly when it is above 0 (no backorders). When it is
 * in stock afterwards, each waiting request gets its e-mail in the outbox and is marked as sent.
 * One atomic batch, and the e-mails and the marks test the same `notified_at IS NULL`, so two
 * saves at once cannot send an e-mail twice. Answers how many e-mails were sent.
 */
export async function setStockLevel(db: Database, productId: number, qty: number, mail: BackInStockMail, now: string): Promise<{ alertsSent: number }> {
  const [, , marked] = await db.batch([
    db
      .prepare(
        `UPDATE products SET qty = ?2, stock_status = CASE WHEN ?2 > 0 THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END,
           only_x_left_in_stock = CASE WHEN ?2 > 0 AND ?2 <= ?3 THEN ?2 ELSE NULL END
         WHERE id = ?1`,
      )
      .bind(productId, qty, ONLY_X_LEFT_THRESHOLD),
    ...stockAlertStatements(db, productId, mail, now),
  ])
  return { alertsSent: marked?.meta.changes ?? 0 }
}

/**
 * Sends the waiting back-in-stock e-mails of a product that is in stock (stock returned by a
 * cancelled order, say); none while it is out of stock. Answers how many were sent.
 */
export async function sendStockAlerts(db: Database, productId: number, mail: BackInStockMail, now: string): Promise<number> {
  const [, marked] = await db.batch(stockAlertStatements(db, productId, mail, now))
  return marked?.meta.changes ?? 0
}

/** Each waiting request's e-mail into the outbox, then the requests marked sent: both only while in stock. */
function stockAlertStatements(db: Database, productId: number, mail: BackInStockMail, now: string): D1PreparedStatement[] {
  const inStock = `EXISTS (SELECT 1 FROM products WHERE id = ?1 AND stock_status = 'IN_STOCK')`
  return [
    db
      .prepare(
        `INSERT INTO outbox (to_email, kind, subject, body, created_at)
         SELECT email, 'stock_alert', ?2, ?3, ?4 FROM stock_alerts WHERE product_id = ?1 AND notified_at IS NULL AND ${inStock} ORDER BY created_at`,
      )
      .bind(productId, mail.subject, mail.body, now),
    db.prepare(`UPDATE stock_alerts SET notified_at = ?2 WHERE product_id = ?1 AND notified_at IS NULL AND ${inStock}`).bind(productId, now),
  ]
}

/** The paths the route lookup resolves for the product (its URL rewrites, redirects too), its own page's first. */
export async function productRequestPaths(db: Database, productId: number): Promise<{ path: string; redirects: boolean }[]> {
  const { results } = await db
    .prepare("SELECT request_path, redirect_type FROM url_rewrites WHERE entity_type = 'PRODUCT' AND entity_key = ?1 ORDER BY redirect_type, length(request_path), request_path")
    .bind(String(productId))
    .all<{ request_path: string; redirect_type: number }>()
  return results.map((row) => ({ path: row.request_path, redirects: row.redirect_type !== 0 }))
}
