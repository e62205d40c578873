import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('ProductInterface.custom_attributesV2', () => {
  const QUERY = `query P($sku: String, $f: AttributeFilterInput) { products(filter: { sku: { eq: $sku } }) { items { sku custom_attributesV2(filters: $f) {
    items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } } errors { type message } } } } }`
  type Values = { items: ({ code: string; value?: string; selected_options?: { label: string; value: string }[] })[]; errors: unknown[] }
  const values = async (sku: string, f?: Record<string, boolean>) =>
    (await graphqlData<{ products: { items: { custom_attributesV2: Values }[] } }>(QUERY, { sku, f })).products.items[0]!.custom_attributesV2

  it("answers the product's stored values: options for selects, the value for yes/no", async () => {
    const product = (await env.DB.prepare(
      `SELECT p.id, p.sku FROM products p WHERE p.status = 1 AND p.visibility IN (2, 4)
         AND (SELECT COUNT(*) FROM product_attribute_values v WHERE v.product_id = p.id AND v.attribute_code = 'standard_interfaces') > 1
         AND EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.attribute_code = 'bluetooth') ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; sku: string }>())!
    const stored = (
      await env.DB.prepare(
        `SELECT v.attribute_code, v.option_id, o.label FROM product_attribute_values v JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
         WHERE v.product_id = ?1 ORDER BY o.position`,
      )
        .bind(product.id)
        .all<{ attribute_code: string; option_id: number; label: string }>()
    ).results
    const answer = await values(product.sku)
    expect(answer.errors).toEqual([])
    expect(answer.items.map((i) => i.code).sort()).toEqual([...new Set(stored.map((s) => s.attribute_code))].sort())
    const interfaces = answer.items.find((i) => i.code === 'standard_interfaces')!
    expect(interfaces.selected_options).toEqual(stored.filter((s) => s.attribute_code === 'standard_interfaces').map((s) => ({ label: s.label, value: String(s.option_id) })))
    expect(answer.items.find((i) => i.code === 'bluetooth')).toEqual({ code: 'bluetooth', value: String(stored.find((s) => s.attribute_code === 'bluetooth')!.option_id) })

    const filtered = await values(product.sku, { is_visible_on_front: true })
    expect(filtered.items.every((i) => ['specification_brand', 'specification_product_type', 'specification_colour', 'cartridge_condition', 'printer_condition', 'group'].includes(i.code))).toBe(true)
  })

  it("answers each product of a listing its own brand, and nothing for a flag no attribute has", async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.sku, o.option_id, o.label FROM products p JOIN product_attribute_values v ON v.product_id = p.id AND v.attribute_code = 'specification_brand'
       JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id WHERE p.status = 1 AND p.visibility IN (2, 4) ORDER BY p.id LIMIT 4`,
    ).all<{ sku: string; option_id: number; label: string }>()
    const listing = await graphqlData<{ products: { items: { sku: string; custom_attributesV2: { items: { code: string; selected_options?: { label: string; value: string }[] }[] } }[] } }>(
      `query L($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 10) { items { sku custom_attributesV2 { items { code ... on AttributeSelectedOptions { selected_options { label value } } } } } } }`,
      { skus: results.map((r) => r.sku) },
    )
    expect(listing.products.items).toHaveLength(results.length)
    for (const item of listing.products.items) {
      const brand = results.find((r) => r.sku === item.sku)!
      expect(item.custom_attributesV2.items.find((i) => i.code === 'specification_brand')!.selected_options).toEqual([{ label: brand.label, value: String(brand.option_id) }])
    }
    // Comparable attributes are the filterable ones; none is searchable (the index holds no attribute).
    expect((await values(results[0]!.sku, { is_comparable: true })).items.map((i) => i.code)).toContain('specification_brand')
    expect(await values(results[0]!.sku, { is_searchable: true })).toEqual({ items: [], errors: [] })
  })
})
