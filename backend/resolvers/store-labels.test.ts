/**
 * Attribute and option labels per store view (migration 0015): the German store view answers its
 * own labels wherever a label is answered, the default label where it has none, and the English
 * store view answers the default labels as before.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

type Aggregation = { attribute_code: string; label: string; options: { label: string; value: string }[] }

const facets = async (store?: string) =>
  (
    await graphqlData<{ products: { aggregations: Aggregation[]; sort_fields: { options: { value: string; label: string }[] } } }>(
      `{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 1) {
         aggregations { attribute_code label options { label value } } sort_fields { options { value label } } } }`,
      undefined,
      store,
    )
  ).products

const facet = (aggregations: Aggregation[], code: string) => aggregations.find((a) => a.attribute_code === code)!
const optionLabel = (aggregation: Aggregation, id: number) => aggregation.options.find((o) => o.value === String(id))?.label

const optionId = async (code: string, label: string) =>
  (await env.DB.prepare('SELECT option_id FROM attribute_options WHERE attribute_code = ?1 AND label = ?2').bind(code, label).first<{ option_id: number }>())!.option_id

describe('facets of a listing', () => {
  it('are labelled in German in the German store view', async () => {
    const { aggregations, sort_fields } = await facets('de')
    const black = await optionId('specification_colour', 'Black')
    const genuine = await optionId('cartridge_condition', 'Genuine')
    expect(facet(aggregations, 'specification_product_type').label).toBe('Produktart')
    expect(facet(aggregations, 'specification_colour').label).toBe('Farbe')
    expect(optionLabel(facet(aggregations, 'specification_colour'), black)).toBe('Schwarz')
    expect(optionLabel(facet(aggregations, 'cartridge_condition'), genuine)).toBe('Original')
    expect(facet(aggregations, 'category_uid').label).toBe('Kategorie')
    expect(facet(aggregations, 'price').label).toBe('Preis')
    expect(sort_fields.options.map((o) => o.label)).toEqual(['Position', 'Produktname', 'Preis'])
  })

  it('keep the default label where the German store view has none (brand names)', async () => {
    const { aggregations } = await facets('de')
    const hp = await optionId('specification_brand', 'HP')
    expect(facet(aggregations, 'specification_brand').label).toBe('Marke')
    expect(optionLabel(facet(aggregations, 'specification_brand'), hp)).toBe('HP')
  })

  it('are the default labels in the English store view, as before', async () => {
    const { aggregations, sort_fields } = await facets()
    const black = await optionId('specification_colour', 'Black')
    expect(facet(aggregations, 'specification_product_type').label).toBe('Product Type')
    expect(optionLabel(facet(aggregations, 'specification_colour'), black)).toBe('Black')
    expect(facet(aggregations, 'category_uid').label).toBe('Category')
    expect(facet(aggregations, 'price').label).toBe('Price')
    expect(sort_fields.options.map((o) => o.label)).toEqual(['Position', 'Product Name', 'Price'])
  })

  it('name the deprecated layered filters the same way', async () => {
    const data = await graphqlData<{ products: { filters: { request_var: string; name: string; filter_items: { label: string }[] }[] } }>(
      `{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 1) { filters { request_var name filter_items { label } } } }`,
      undefined,
      'de',
    )
    const colour = data.products.filters.find((f) => f.request_var === 'specification_colour')!
    expect(colour.name).toBe('Farbe')
    expect(colour.filter_items.map((i) => i.label)).toContain('Schwarz')
  })
})

describe('attribute metadata', () => {
  const V1 = `{ customAttributeMetadata(attributes: [{ attribute_code: "printer_condition", entity_type: "4" }, { attribute_code: "bluetooth", entity_type: "4" }]) {
    items { attribute_code attribute_options { label value } } } }`
  type V1Items = { customAttributeMetadata: { items: { attribute_code: string; attribute_options: { label: string }[] }[] } }

  it('answers German option labels to customAttributeMetadata in the German store view', async () => {
    const { items } = (await graphqlData<V1Items>(V1, undefined, 'de')).customAttributeMetadata
    expect(items.map((i) => i.attribute_options.map((o) => o.label))).toEqual([
      ['Neu', 'Generalüberholt'],
      ['Ja', 'Nein'],
    ])
    const english = (await graphqlData<V1Items>(V1)).customAttributeMetadata.items
    expect(english.map((i) => i.attribute_options.map((o) => o.label))).toEqual([
      ['New', 'Refurbished'],
      ['Yes', 'No'],
    ])
  })

  it('answers German labels to customAttributeMetadataV2 and attributesList, the default label where none is German', async () => {
    type Item = { code: string; label: string; options: { label: string }[] }
    const v2 = (
      await graphqlData<{ customAttributeMetadataV2: { items: Item[] } }>(
        `{ customAttributeMetadataV2(attributes: [{ attribute_code: "group", entity_type: "catalog_product" }, { attribute_code: "bluetooth", entity_type: "catalog_product" }]) {
           items { code label options { label } } } }`,
        undefined,
        'de',
      )
    ).customAttributeMetadataV2.items
    expect(v2).toEqual([
      { code: 'group', label: 'Geeignet für', options: [{ label: 'Zuhause' }, { label: 'Büro' }, { label: 'Unternehmen' }] },
      { code: 'bluetooth', label: 'Bluetooth', options: [{ label: 'Ja' }, { label: 'Nein' }] },
    ])
    const list = (await graphqlData<{ attributesList: { items: Item[] } }>(`{ attributesList(entityType: CATALOG_PRODUCT) { items { code label } } }`, undefined, 'de')).attributesList
    expect(list.items.find((i) => i.code === 'duplex_functions')?.label).toBe('Beidseitiger Druck')
    expect(list.items.find((i) => i.code === 'near_field_communication_nfc')?.label).toBe('NFC')
  })

  it('falls back to the default label when a store view loses its own', async () => {
    await env.DB.prepare("DELETE FROM attribute_option_labels WHERE attribute_code = 'group' AND store_id = 2 AND option_id = ?1").bind(await optionId('group', 'Office')).run()
    await env.DB.prepare("DELETE FROM attribute_labels WHERE attribute_code = 'group' AND store_id = 2").run()
    const { items } = (
      await graphqlData<{ customAttributeMetadataV2: { items: { label: string; options: { label: string }[] }[] } }>(
        `{ customAttributeMetadataV2(attributes: [{ attribute_code: "group", entity_type: "catalog_product" }]) { items { label options { label } } } }`,
        undefined,
        'de',
      )
    ).customAttributeMetadataV2
    expect(items[0]).toEqual({ label: 'Suitable For', options: [{ label: 'Zuhause' }, { label: 'Office' }, { label: 'Unternehmen' }] })
  })
})

describe("a product's values", () => {
  it('are German option labels in custom_attributesV2', async () => {
    const { sku } = (await env.DB.prepare(
      `SELECT p.sku FROM products p JOIN product_attribute_values v ON v.product_id = p.id AND v.attribute_code = 'specification_colour'
       JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
       WHERE o.label = 'Black' AND p.status = 1 AND p.visibility = 4 ORDER BY p.id LIMIT 1`,
    ).first<{ sku: string }>())!
    const query = `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items { custom_attributesV2 {
      items { code ... on AttributeSelectedOptions { selected_options { label } } } } } } }`
    type Answer = { products: { items: { custom_attributesV2: { items: { code: string; selected_options?: { label: string }[] }[] } }[] } }
    const colourOf = async (store?: string) =>
      (await graphqlData<Answer>(query, { sku }, store)).products.items[0]!.custom_attributesV2.items.find((i) => i.code === 'specification_colour')!.selected_options
    expect(await colourOf('de')).toEqual([{ label: 'Schwarz' }])
    expect(await colourOf()).toEqual([{ label: 'Black' }])
  })

  it("are labelled in the configurable product's options with the German attribute label", async () => {
    const { sku } = (await env.DB.prepare("SELECT p.sku FROM products p JOIN configurable_attributes ca ON ca.product_id = p.id WHERE ca.attribute_code = 'paper_size' LIMIT 1").first<{ sku: string }>())!
    const query = `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
      configurable_options { label values { label default_label store_label } } } } } }`
    type Answer = { products: { items: { configurable_options: { label: string; values: { label: string; default_label: string; store_label: string }[] }[] }[] } }
    const german = (await graphqlData<Answer>(query, { sku }, 'de')).products.items[0]!.configurable_options[0]!
    const english = (await graphqlData<Answer>(query, { sku })).products.items[0]!.configurable_options[0]!
    expect(german.label).toBe('Papierformat')
    expect(english.label).toBe('Paper Size')
    // Paper sizes have no German label of their own: the default one is the store label too.
    expect(german.values).toEqual(english.values)
  })
})
