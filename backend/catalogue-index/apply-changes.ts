/**
 * @module
 * Logged changes to products' stock, price, status and visibility (migration 0026) applied to an
 * index, so an order that sells the last one does not make every isolate build its index again.
 * The index is copied, not changed: a request that holds the old one keeps a consistent view.
 */
import type { ChangedProductRow } from '../db/catalogue-index-source'
import type { CatalogueIndex } from './catalogue-index'
import { carryNameOrders } from './product-names'

/** At most this many changes are applied; more are read as a reason to build the index again. */
export const MAX_APPLIED_CHANGES = 2000

/**
 * The index with `rows` (from `readChangedProducts`, starting at the index's own last change)
 * applied, or null when they cannot be: the log no longer starts at the index's change (pruned, or
 * a different history under the same numbers), or there are too many.
 */
export function applyChanges(index: CatalogueIndex, rows: readonly ChangedProductRow[]): CatalogueIndex | null {
  if (rows.length > MAX_APPLIED_CHANGES) return null
  if (index.seq !== null && (rows[0]?.[0] !== index.seq || rows[0][1] !== index.mark)) return null
  const last = rows.at(-1)
  if (!last) return index
  const status = index.status.slice()
  const visibility = index.visibility.slice()
  const inStock = index.inStock.slice()
  const pricePence = index.pricePence.slice()
  const changed = new Map<number, ChangedProductRow>()
  for (const row of rows) {
    const dense = index.denseOf(row[2])
    if (dense >= 0) changed.set(dense, row)
  }
  const specials = index.specials.filter((special) => !changed.has(special.dense))
  for (const [dense, [, , , st, vis, stock, , price, special, from, to]] of changed) {
    status[dense] = st
    visibility[dense] = vis
    inStock[dense] = stock
    pricePence[dense] = price
    if (special !== null && special < price) specials.push({ dense, pence: special, from, to })
  }
  const patched: CatalogueIndex = { ...index, seq: last[0], mark: last[1], status, visibility, inStock, pricePence, specials }
  carryNameOrders(index, patched)
  return patched
}
