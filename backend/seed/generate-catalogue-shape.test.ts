import { describe, expect, it } from 'vitest'
import { D1_MAX_STATEMENT_BYTES, seedStatements } from '../db/seed-sql'
import { generateCatalogue } from './generate-catalogue'

// Generation only (no database): determinism, size and the shape rules the resolvers rely on.
describe('generateCatalogue', () => {
  const small = generateCatalogue({ products: 300, today: '2026-11-27' })

  it('is deterministic for the same options and differs for another size', () => {
    expect(JSON.stringify(generateCatalogue({ products: 300, today: '2026-11-27' }))).toBe(JSON.stringify(small))
    expect(generateCatalogue({ products: 300, today: '2026-11-27' })).toEqual(small)
    expect(JSON.stringify(generateCatalogue({ products: 320, today: '2026-11-27' }))).not.toBe(JSON.stringify(small))
  })

  it('makes about 3000 products by default and about 50000 when asked', () => {
    const normal = generateCatalogue()
    expect(normal.products.length).toBeGreaterThanOrEqual(2900)
    expect(normal.products.length).toBeLessThanOrEqual(3100)
    const models = normal.categories.filter((c) => c.kind === 'printer_model').length
    expect(models).toBeGreaterThan(400)
    expect(models).toBeLessThan(700)
    const large = generateCatalogue({ products: 50000 })
    expect(large.products.length).toBeGreaterThanOrEqual(48000)
    expect(large.products.length).toBeLessThanOrEqual(52000)
  }, 120_000)

  it('keeps SKUs and URL keys unique and prices in pence ending in 49 or 99', () => {
    const skus = new Set(small.products.map((p) => p.sku.toLowerCase()))
    expect(skus.size).toBe(small.products.length)
    expect(new Set(small.products.map((p) => p.url_key)).size).toBe(small.products.length)
    for (const p of small.products) {
      expect(p.url_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(Number.isInteger(p.price_pence)).toBe(true)
      if (p.type_id !== 'giftcard') expect(p.price_pence % 100).toSatisfy((pence: number) => pence === 49 || pence === 99)
      if (p.special_price_pence != null) expect(p.special_price_pence).toBeLessThan(p.price_pence)
    }
  })

  it('stores no computed field in product extras', () => {
    const computed = ['price', 'price_incl_vat', 'price_excl_vat', 'stock', 'review_stars', 'compatibility_list', 'alternative_product', 'buy_together', 'products_in_range', 'related_printer']
    for (const t of small.product_texts) for (const key of computed) expect(t.extras ?? {}).not.toHaveProperty(key)
  })

  it('writes D1 statements under the statement length limit', () => {
    const statements = seedStatements(small)
    const encoder = new TextEncoder()
    expect(Math.max(...statements.map((s) => encoder.encode(s).length))).toBeLessThanOrEqual(D1_MAX_STATEMENT_BYTES)
    expect(statements.every((s) => !s.includes('\n'))).toBe(true)
  })

  it('gives printers a specification of about a hundred rows', () => {
    const printerIds = new Set(small.products.filter((p) => p.attribute_set_id === 21).map((p) => p.id))
    const printers = small.product_texts.filter((t) => printerIds.has(t.product_id))
    expect(printers.length).toBeGreaterThan(5)
    const sizes = printers.map((t) => (t.extras?.printer_specification as unknown[]).length)
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(100)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(70)
  })
})
