/**
 * @module
 * Products' names in a store view (its own where it has one, else the default) and their order
 * as SQLite's NOCASE collation sorts them: ASCII letters folded, then compared character by
 * character. The order is kept per index and store view, so a sort by name compares two numbers.
 */
import type { CatalogueIndex } from './catalogue-index'

export function storeName(index: CatalogueIndex, storeId: number, dense: number): string {
  return index.storeNames.get(storeId)?.[dense] ?? index.names[dense]!
}

const orders = new WeakMap<CatalogueIndex, Map<number, Int32Array>>()

/** SQLite's NOCASE (and LIKE) fold ASCII letters only. */
export const nocase = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())

/** Each product's place in name order in the store view; equal names share a place. */
export function nameOrder(index: CatalogueIndex, storeId: number): Int32Array {
  let byStore = orders.get(index)
  if (!byStore) orders.set(index, (byStore = new Map()))
  const known = byStore.get(storeId)
  if (known) return known
  const keys = Array.from({ length: index.size }, (_, dense) => nocase(storeName(index, storeId, dense)))
  const sorted = Array.from({ length: index.size }, (_, dense) => dense).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0))
  const order = new Int32Array(index.size)
  let place = 0
  sorted.forEach((dense, i) => {
    if (i > 0 && keys[dense] !== keys[sorted[i - 1]!]) place = i
    order[dense] = place
  })
  byStore.set(storeId, order)
  return order
}

/** Name orders already worked out for `from`, kept for `to` (an index whose names are the same). */
export function carryNameOrders(from: CatalogueIndex, to: CatalogueIndex): void {
  const known = orders.get(from)
  if (known) orders.set(to, new Map(known))
}
