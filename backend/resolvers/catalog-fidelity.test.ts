import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { toUid } from './uid'

type Items<T> = { products: { items: T[] } }
const bySku = async <T>(sku: string, fields: string) =>
  (await graphqlData<Items<T>>(`query One($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku ${fields} } } }`, { sku })).products.items[0]!

beforeAll(() => seedCatalogue())

describe('product_links and websites', () => {
  it('lists the stored related, up-sell and cross-sell links with the linked SKU and type', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.sku, l.link_type, x.sku AS linked_sku, x.type_id, l.position FROM product_links l JOIN products p ON p.id = l.product_id
       JOIN products x ON x.id = l.linked_product_id
       WHERE l.product_id = (SELECT product_id FROM product_links WHERE link_type = 'related' ORDER BY product_id LIMIT 1)
         AND l.link_type IN ('related', 'upsell', 'crosssell')`,
    ).all<{ sku: string; link_type: string; linked_sku: string; type_id: string; position: number }>()
    expect(results.length).toBeGreaterThan(0)
    type Link = { __typename: string; sku: string; link_type: string; linked_product_sku: string; linked_product_type: string; position: number }
    const product = await bySku<{ product_links: Link[] }>(results[0]!.sku, 'product_links { __typename sku link_type linked_product_sku linked_product_type position }')
    const key = (l: { link_type: string; linked_product_sku: string }) => `${l.link_type}:${l.linked_product_sku}`
    expect(product.product_links.map(key).sort()).toEqual(results.map((r) => key({ link_type: r.link_type, linked_product_sku: r.linked_sku })).sort())
    for (const link of product.product_links) {
      const row = results.find((r) => r.link_type === link.link_type && r.linked_sku === link.linked_product_sku)!
      expect(link).toMatchObject({ __typename: 'ProductLinks', sku: results[0]!.sku, linked_product_type: row.type_id, position: row.position })
    }
  })

  it('answers no links for a product without any, and the store’s website', async () => {
    const row = await env.DB.prepare(
      `SELECT sku FROM products WHERE status = 1 AND visibility > 1 AND id NOT IN (SELECT product_id FROM product_links WHERE link_type IN ('related', 'upsell', 'crosssell')) LIMIT 1`,
    ).first<{ sku: string }>()
    const product = await bySku<{ product_links: unknown[]; websites: { code: string; is_default: boolean }[] }>(row!.sku, 'product_links { sku } websites { code is_default }')
    expect(product.product_links).toEqual([])
    expect(product.websites).toEqual([{ code: 'base', is_default: true }])
  })
})

type Selection = {
  options_available_for_selection: { attribute_code: string; option_value_uids: string[] }[]
  configurable_options: { uid: string; attribute_code: string; label: string; values: { uid: string; label: string; is_available: boolean; is_use_default: boolean }[] }[]
  media_gallery: { url: string }[]
  variant: { sku: string } | null
}
const SELECTION = `options_available_for_selection { attribute_code option_value_uids }
  configurable_options { uid attribute_code label values { uid label is_available is_use_default } }
  media_gallery { url } variant { sku }`

async function paperProduct() {
  const parent = await env.DB.prepare(
    `SELECT p.id, p.sku FROM products p WHERE p.type_id = 'configurable' AND p.status = 1
     AND (SELECT COUNT(*) FROM product_links l JOIN products c ON c.id = l.linked_product_id
          WHERE l.product_id = p.id AND l.link_type = 'variant' AND c.status = 1 AND c.stock_status = 'IN_STOCK' AND c.qty > 0) >= 2 ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; sku: string }>()
  const { results: children } = await env.DB.prepare(
    `SELECT c.sku, v.option_id, o.label, c.stock_status, c.qty FROM product_links l JOIN products c ON c.id = l.linked_product_id
     JOIN product_attribute_values v ON v.product_id = c.id AND v.attribute_code = 'paper_size'
     JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
     WHERE l.product_id = ?1 AND l.link_type = 'variant' AND c.status = 1 ORDER BY l.position`,
  )
    .bind(parent!.id)
    .all<{ sku: string; option_id: number; label: string; stock_status: string; qty: number }>()
  return { parent: parent!, children, salable: children.filter((c) => c.stock_status === 'IN_STOCK' && c.qty > 0) }
}

const selection = async (sku: string, uids: string[] | null) =>
  (await bySku<{ configurable_product_options_selection: Selection }>(sku, `... on ConfigurableProduct { configurable_product_options_selection${uids ? `(configurableOptionValueUids: ${JSON.stringify(uids)})` : ''} { ${SELECTION} } }`))
    .configurable_product_options_selection

describe('configurable_product_options_selection', () => {
  it('offers every value of a buyable variant before anything is chosen, and no variant yet', async () => {
    const { parent, salable } = await paperProduct()
    const result = await selection(parent.sku, null)
    expect(result.variant).toBeNull()
    expect(result.options_available_for_selection).toEqual([{ attribute_code: 'paper_size', option_value_uids: [...new Set(salable.map((c) => toUid(c.option_id)))] }])
    expect(result.configurable_options).toHaveLength(1)
    expect(result.configurable_options[0]).toMatchObject({ attribute_code: 'paper_size', label: 'Paper Size' })
    expect(result.configurable_options[0]!.values.map((v) => v.label)).toEqual([...new Set(salable.map((c) => c.label))])
    expect(result.configurable_options[0]!.values.every((v) => v.is_available && v.is_use_default)).toBe(true)
    expect(result.media_gallery.length).toBeGreaterThan(0)
  })

  it('answers the variant and its gallery once every attribute is chosen', async () => {
    const { parent, salable } = await paperProduct()
    const chosen = salable[1]!
    const result = await selection(parent.sku, [toUid(chosen.option_id)])
    expect(result.variant).toEqual({ sku: chosen.sku })
    expect(result.configurable_options).toEqual([])
    expect(result.options_available_for_selection).toEqual([{ attribute_code: 'paper_size', option_value_uids: [toUid(chosen.option_id)] }])
    const { results: own } = await env.DB.prepare(`SELECT m.file FROM product_media m JOIN products p ON p.id = m.product_id WHERE p.sku = ?1 ORDER BY m.position`)
      .bind(chosen.sku)
      .all<{ file: string }>()
    expect(own.length).toBeGreaterThan(0)
    expect(result.media_gallery.map((m) => new URL(m.url).pathname)).toEqual(own.map((m) => `/img/${m.file}`))
  })

  it('refuses a uid that is not base64 with Magento’s message', async () => {
    const { parent } = await paperProduct()
    const result = await graphql(
      `{ products(filter: { sku: { eq: ${JSON.stringify(parent.sku)} } }) { items { ... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: ["not base64!"]) { variant { sku } } } } } }`,
    )
    expect(result.errors?.[0]?.message).toBe('Value of uid "not base64!" is incorrect.')
  })

  it('ignores uids of another form and matches nothing for a value the product lacks', async () => {
    const { parent, salable } = await paperProduct()
    const ignored = await selection(parent.sku, [btoa('configurable/93/1')])
    expect(ignored.options_available_for_selection[0]!.option_value_uids).toHaveLength(new Set(salable.map((c) => c.option_id)).size)
    const unknown = await selection(parent.sku, [toUid(999_999)])
    expect(unknown.options_available_for_selection).toEqual([])
    expect(unknown.variant).toBeNull()
    expect(unknown.media_gallery).toEqual([])
    expect(unknown.configurable_options[0]!.values.every((v) => v.is_available)).toBe(true)
  })

  it('keeps a value whose variants are all out of stock, unavailable and never selectable', async () => {
    const { parent, salable } = await paperProduct()
    const gone = salable[0]!
    await env.DB.prepare(`UPDATE products SET stock_status = 'OUT_OF_STOCK' WHERE sku = ?1`).bind(gone.sku).run()
    const result = await selection(parent.sku, null)
    expect(result.configurable_options[0]!.values.find((v) => v.uid === toUid(gone.option_id))).toMatchObject({ label: gone.label, is_available: false })
    expect(result.options_available_for_selection[0]!.option_value_uids).not.toContain(toUid(gone.option_id))
    expect((await selection(parent.sku, [toUid(gone.option_id)])).variant).toBeNull()
  })
})

describe('swatches', () => {
  it('gives the deprecated filters of the listing’s aggregations, colour items with their swatch', async () => {
    type Filter = { name: string; request_var: string; filter_items_count: number; filter_items: { __typename: string; label: string; value_string: string; items_count: number; swatch_data?: { type: string; value: string } | null }[] }
    type Aggregation = { attribute_code: string; label: string; count: number; options: { label: string; value: string; count: number }[] }
    const data = await graphqlData<{ products: { aggregations: Aggregation[]; filters: Filter[] } }>(
      `{ products(search: "black") { aggregations { attribute_code label count options { label value count } }
         filters { name request_var filter_items_count filter_items { __typename label value_string items_count ... on SwatchLayerFilterItem { swatch_data { type value } } } } } }`,
    )
    const { aggregations, filters } = data.products
    expect(filters.map((f) => [f.request_var, f.name, f.filter_items_count])).toEqual(aggregations.map((a) => [a.attribute_code, a.label, a.count]))
    aggregations.forEach((a, i) => expect(filters[i]!.filter_items.map((x) => [x.label, x.value_string, x.items_count])).toEqual(a.options.map((o) => [o.label, o.value, o.count])))
    const colour = filters.find((f) => f.request_var === 'specification_colour')!
    expect(colour.filter_items.every((x) => x.__typename === 'SwatchLayerFilterItem')).toBe(true)
    expect(colour.filter_items.find((x) => x.label === 'Black')!.swatch_data).toEqual({ type: '1', value: '#000000' })
    expect(filters.find((f) => f.request_var === 'price')!.filter_items[0]!.__typename).toBe('LayerFilterItem')
    // Asked for alone, the filters still come (the listing computes its aggregations for them).
    const alone = await graphqlData<{ products: { filters: Filter[] } }>(`{ products(search: "black") { filters { name request_var filter_items_count } } }`)
    expect(alone.products.filters.map((f) => f.request_var)).toEqual(aggregations.map((a) => a.attribute_code))
  })

  it('answers a configurable colour option’s swatch as colour or text data', async () => {
    // A configurable product offered by colour: the seed sells paper by size, so this test makes one.
    const { parent, children } = await paperProduct()
    const colours = await env.DB.prepare(`SELECT option_id, label FROM attribute_options WHERE attribute_code = 'specification_colour' AND label IN ('Cyan', 'Tri-colour') ORDER BY label`).all<{ option_id: number; label: string }>()
    const [cyan, tri] = colours.results
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO configurable_attributes (product_id, attribute_code, label, position) VALUES (?1, 'specification_colour', 'Colour', 1)`).bind(parent.id),
      ...children.map((c, i) =>
        env.DB.prepare(`INSERT OR REPLACE INTO product_attribute_values (attribute_code, option_id, product_id) SELECT 'specification_colour', ?1, id FROM products WHERE sku = ?2`).bind(
          (i % 2 ? tri : cyan)!.option_id,
          c.sku,
        ),
      ),
    ])
    type Value = { label: string; swatch_data: { __typename: string; value: string } | null }
    const product = await bySku<{ configurable_options: { attribute_code: string; values: Value[] }[]; configurable_product_options_selection: { configurable_options: { attribute_code: string; values: { label: string; swatch: { __typename: string; value: string } | null }[] }[] } }>(
      parent.sku,
      `... on ConfigurableProduct { configurable_options { attribute_code values { label swatch_data { __typename value } } }
         configurable_product_options_selection { configurable_options { attribute_code values { label swatch { __typename value } } } } }`,
    )
    const colour = product.configurable_options.find((o) => o.attribute_code === 'specification_colour')!
    expect(colour.values.find((v) => v.label === 'Cyan')!.swatch_data).toEqual({ __typename: 'ColorSwatchData', value: '#00AEEF' })
    expect(colour.values.find((v) => v.label === 'Tri-colour')!.swatch_data).toEqual({ __typename: 'TextSwatchData', value: 'COL' })
    expect(product.configurable_options.find((o) => o.attribute_code === 'paper_size')!.values.every((v) => v.swatch_data === null)).toBe(true)
    const selected = product.configurable_product_options_selection.configurable_options.find((o) => o.attribute_code === 'specification_colour')!
    expect(selected.values.find((v) => v.label === 'Cyan')!.swatch).toEqual({ __typename: 'ColorSwatchData', value: '#00AEEF' })
  })
})
