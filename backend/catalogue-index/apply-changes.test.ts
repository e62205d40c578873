import { describe, expect, it } from 'vitest'
import type { CatalogueSource, ChangedProductRow } from '../db/catalogue-index-source'
import { applyChanges, MAX_APPLIED_CHANGES } from './apply-changes'
import { buildCatalogueIndex, finalPrices } from './catalogue-index'

/** Two products, in stock at £5 and £8, the index's last logged change being number 7. */
const source: CatalogueSource = {
  generation: 1,
  seq: 7,
  mark: 70,
  products: [
    [10, 1, 4, 1, 0, 500, null, null, null, 'HP 305 Black', 'HP-305-BK', null],
    [11, 1, 4, 1, 1, 800, 600, '2026-01-01', null, 'HP 305 Colour', 'HP-305-COL', null],
  ],
  options: [],
  categories: [],
  storeNames: [],
  models: [],
}

const change = (seq: number, mark: number, id: number, inStock: number, price: number, special: number | null = null): ChangedProductRow => [
  seq, mark, id, 1, 4, inStock, 0, price, special, special === null ? null : '2026-01-01', null,
]

describe('applying logged listing changes to the catalogue index', () => {
  it('applies stock, price and special prices, leaving the index it came from as it was', () => {
    const index = buildCatalogueIndex(source)
    const patched = applyChanges(index, [change(7, 70, 10, 1, 500), change(8, 80, 10, 0, 450), change(9, 90, 11, 1, 800)])!
    expect(patched.seq).toBe(9)
    expect(patched.mark).toBe(90)
    expect([...patched.inStock]).toEqual([0, 1])
    expect([...finalPrices(patched, '2026-11-27')]).toEqual([450, 800])
    expect([...index.inStock]).toEqual([1, 1])
    expect([...finalPrices(index, '2026-11-27')]).toEqual([500, 600])
  })

  it('is the same index when nothing was logged after its change', () => {
    const index = buildCatalogueIndex(source)
    expect(applyChanges(index, [change(7, 70, 10, 1, 500)])).toMatchObject({ seq: 7, mark: 70 })
  })

  it('refuses a log that no longer starts at the index’s change: pruned, or another history under the same numbers', () => {
    const index = buildCatalogueIndex(source)
    expect(applyChanges(index, [change(8, 80, 10, 0, 450)])).toBeNull()
    expect(applyChanges(index, [change(7, 71, 10, 0, 450), change(8, 80, 11, 0, 800)])).toBeNull()
    expect(applyChanges(index, [])).toBeNull()
  })

  it('refuses more changes than are worth applying', () => {
    const index = buildCatalogueIndex(source)
    const many = Array.from({ length: MAX_APPLIED_CHANGES + 1 }, (_, i) => change(7 + i, i === 0 ? 70 : i, 10, i % 2, 500))
    expect(applyChanges(index, many)).toBeNull()
  })

  it('applies every change to an index built before any was logged', () => {
    const index = buildCatalogueIndex({ ...source, seq: null, mark: null })
    expect(applyChanges(index, [change(1, 5, 11, 0, 800)])).toMatchObject({ seq: 1, mark: 5 })
  })
})
