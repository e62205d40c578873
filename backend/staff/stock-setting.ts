/**
 * @module
 * Staff stock setting (issue 18 point 6): a product's quantity and stock status by SKU, and setting
 * the quantity, which sends the back-in-stock e-mails shoppers asked for (SPEC §7
 * requestStockNotification) once the product is in stock again.
 */
import type { Database } from '../db/database'
import { findStockLevelBySku, productRequestPaths, setStockLevel, type StockLevelRow } from '../db/stock-levels'
import { backInStockMail } from '../stock/back-in-stock'

export type StaffStock = {
  sku: string
  name: string
  enabled: boolean
  qty: number
  inStock: boolean
  onlyXLeft: number | null
  /** Back-in-stock requests not yet answered. */
  waitingAlerts: number
  /** Store-relative URL paths the route lookup resolves for the product (its page's first). */
  paths: string[]
}

async function toStock(db: Database, row: StockLevelRow): Promise<StaffStock> {
  const paths = await productRequestPaths(db, row.id)
  return {
    sku: row.sku,
    name: row.name,
    enabled: row.status === 1,
    qty: row.qty,
    inStock: row.stock_status === 'IN_STOCK',
    onlyXLeft: row.only_x_left_in_stock,
    waitingAlerts: row.waiting_alerts,
    paths: paths.map((p) => p.path),
  }
}

export async function findStaffStock(db: Database, sku: string): Promise<StaffStock | null> {
  const row = await findStockLevelBySku(db, sku)
  return row ? toStock(db, row) : null
}

export type StaffStockChange = { before: StaffStock; after: StaffStock; alertsSent: number }

/**
 * Sets the product's quantity (IN_STOCK exactly above 0). `shopOrigin` makes the e-mail's link to
 * the product page absolute. Null when no product has the SKU.
 */
export async function setStaffStock(db: Database, sku: string, qty: number, shopOrigin: string, now: string): Promise<StaffStockChange | null> {
  const row = await findStockLevelBySku(db, sku)
  if (!row) return null
  const before = await toStock(db, row)
  const { alertsSent } = await setStockLevel(db, row.id, qty, await backInStockMail(db, row, shopOrigin), now)
  const after = await findStockLevelBySku(db, row.sku)
  return { before, after: after ? await toStock(db, after) : before, alertsSent }
}
