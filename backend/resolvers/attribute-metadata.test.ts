import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

const FIELDS = `code label entity_type frontend_input is_required is_unique default_value frontend_class options { label value is_default }
  ... on CatalogAttributeMetadata { apply_to is_comparable is_filterable is_filterable_in_search is_searchable is_visible_on_front used_in_product_listing swatch_input_type }
  ... on CustomerAttributeMetadata { input_filter multiline_count sort_order validate_rules { name value } }`

type Metadata = { code: string; entity_type: string; frontend_input: string; is_required: boolean; options: { label: string; value: string; is_default: boolean }[] } & Record<string, unknown>
type Output = { items: Metadata[]; errors: { type: string; message: string }[] }

const metadata = async (attributes: { attribute_code: string; entity_type: string }[]) =>
  (await graphqlData<{ customAttributeMetadataV2: Output }>(`query M($a: [AttributeInput!]) { customAttributeMetadataV2(attributes: $a) { items { ${FIELDS} } errors { type message } } }`, { a: attributes }))
    .customAttributeMetadataV2

const form = async (formCode: string) =>
  (await graphqlData<{ attributesForm: Output }>(`query F($f: String!) { attributesForm(formCode: $f) { items { ${FIELDS} } errors { type message } } }`, { f: formCode })).attributesForm

const list = async (entityType: string, filters?: Record<string, boolean>) =>
  (await graphqlData<{ attributesList: Output }>(`query L($e: AttributeEntityTypeEnum!, $f: AttributeFilterInput) { attributesList(entityType: $e, filters: $f) { items { ${FIELDS} } errors { type message } } }`, { e: entityType, f: filters }))
    .attributesList

describe('customAttributeMetadataV2', () => {
  it('answers a catalogue attribute with its stored options and its flags', async () => {
    const { items, errors } = await metadata([{ attribute_code: 'specification_brand', entity_type: 'catalog_product' }])
    const { results } = await env.DB.prepare("SELECT option_id, label FROM attribute_options WHERE attribute_code = 'specification_brand' ORDER BY position, option_id").all<{ option_id: number; label: string }>()
    expect(errors).toEqual([])
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      code: 'specification_brand',
      label: 'Brand',
      entity_type: 'CATALOG_PRODUCT',
      frontend_input: 'SELECT',
      is_required: false,
      is_unique: false,
      apply_to: null,
      is_comparable: true,
      is_filterable: true,
      is_filterable_in_search: true,
      is_searchable: false,
      is_visible_on_front: true,
      used_in_product_listing: true,
      swatch_input_type: null,
    })
    expect(items[0]!.options).toEqual(results.map((o) => ({ label: o.label, value: String(o.option_id), is_default: false })))
  })

  it('says which attribute is a visual swatch: the colour, whose options have swatches', async () => {
    const { items } = await metadata([
      { attribute_code: 'specification_colour', entity_type: 'catalog_product' },
      { attribute_code: 'specification_brand', entity_type: 'catalog_product' },
    ])
    expect(Object.fromEntries(items.map((i) => [i.code, i.swatch_input_type]))).toEqual({ specification_colour: 'VISUAL', specification_brand: null })
  })

  it('answers customer and address attributes as Magento defines them', async () => {
    const { items, errors } = await metadata([
      { attribute_code: 'email', entity_type: 'customer' },
      { attribute_code: 'street', entity_type: 'customer_address' },
      { attribute_code: 'gender', entity_type: 'customer' },
    ])
    expect(errors).toEqual([])
    expect(items.map((i) => `${i.entity_type}.${i.code}`)).toEqual(['CUSTOMER.email', 'CUSTOMER.gender', 'CUSTOMER_ADDRESS.street'])
    expect(items[0]).toMatchObject({ frontend_input: 'TEXT', is_required: true, input_filter: 'NONE', sort_order: 80, validate_rules: [{ name: 'INPUT_VALIDATION', value: 'email' }] })
    expect(items[1]!.options.map((o) => o.label)).toEqual(['Male', 'Female', 'Not Specified'])
    expect(items[2]).toMatchObject({
      frontend_input: 'MULTILINE',
      multiline_count: 2,
      sort_order: 70,
      validate_rules: [
        { name: 'MAX_TEXT_LENGTH', value: '255' },
        { name: 'MIN_TEXT_LENGTH', value: '1' },
      ],
    })
  })

  it('reports unknown attributes and entity types as errors, with Magento messages', async () => {
    const { items, errors } = await metadata([
      { attribute_code: 'printing', entity_type: 'catalog_product' },
      { attribute_code: 'no_such_code', entity_type: 'catalog_product' },
      { attribute_code: 'fax', entity_type: 'customer_address' },
      { attribute_code: 'name', entity_type: 'no_such_entity' },
    ])
    expect(items.map((i) => i.code)).toEqual(['printing'])
    expect(errors).toEqual([
      { type: 'ATTRIBUTE_NOT_FOUND', message: 'Attribute code "no_such_code" could not be found.' },
      { type: 'ATTRIBUTE_NOT_FOUND', message: 'Attribute code "fax" could not be found.' },
      { type: 'ENTITY_NOT_FOUND', message: 'Entity "no_such_entity" could not be found.' },
    ])
  })

  it('refuses a query without attributes, or an attribute without its code or entity type', async () => {
    const ask = async (attributes: string) => (await graphql(`{ customAttributeMetadataV2${attributes} { items { code } errors { type } } }`)).errors?.[0]
    expect(await ask('')).toMatchObject({ message: 'Required parameters "attribute_code" and "entity_type" of type String.', extensions: { category: 'graphql-input' } })
    expect(await ask('(attributes: [])')).toMatchObject({ message: 'Required parameters "attribute_code" and "entity_type" of type String.' })
    expect(await ask('(attributes: [{ entity_type: "customer" }])')).toMatchObject({ message: 'The attribute_code is required to retrieve the metadata' })
    expect(await ask('(attributes: [{ attribute_code: "email" }])')).toMatchObject({ message: 'The entity_type is required to retrieve the metadata' })
  })
})

describe('attributesForm', () => {
  it("answers the customer forms' attributes", async () => {
    for (const code of ['customer_account_create', 'customer_account_edit']) {
      const { items, errors } = await form(code)
      expect(errors).toEqual([])
      expect(items.map((i) => i.code)).toEqual(['prefix', 'firstname', 'middlename', 'lastname', 'suffix', 'email', 'dob', 'taxvat', 'gender'])
      expect(items.find((i) => i.code === 'dob')).toMatchObject({ frontend_input: 'DATE', input_filter: 'DATE' })
    }
  })

  it("answers the address forms' attributes with the countries the shop delivers to", async () => {
    for (const code of ['customer_address_edit', 'customer_register_address']) {
      const { items, errors } = await form(code)
      expect(errors).toEqual([])
      expect(items.map((i) => i.code)).toEqual(['firstname', 'lastname', 'company', 'street', 'city', 'country_id', 'region', 'region_id', 'postcode', 'telephone', 'vat_id'])
      expect(items.every((i) => i.entity_type === 'CUSTOMER_ADDRESS')).toBe(true)
      const { results } = await env.DB.prepare('SELECT id FROM countries WHERE is_allowed = 1').all<{ id: string }>()
      expect(items.find((i) => i.code === 'country_id')!.options.map((o) => o.value).sort()).toEqual(results.map((r) => r.id).sort())
    }
  })

  it('does not find admin or unknown forms', async () => {
    for (const code of ['adminhtml_customer', 'no_such_form']) {
      expect(await form(code)).toEqual({ items: [], errors: [{ type: 'ENTITY_NOT_FOUND', message: `Form "${code}" could not be found.` }] })
    }
  })
})

describe('attributesList', () => {
  it('lists every catalogue attribute, and filters by the flags', async () => {
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM attributes').first<{ n: number }>())!
    const all = await list('CATALOG_PRODUCT')
    expect(all.items).toHaveLength(n)
    expect(all.errors).toEqual([])
    const onFront = await list('CATALOG_PRODUCT', { is_visible_on_front: true })
    expect(onFront.items.map((i) => i.code).sort()).toEqual(['cartridge_condition', 'group', 'printer_condition', 'specification_brand', 'specification_colour', 'specification_product_type'])
    expect((await list('CATALOG_PRODUCT', { is_searchable: true })).items).toEqual([])
    const { results } = await env.DB.prepare('SELECT attribute_code FROM attributes WHERE is_filterable = 0').all()
    expect((await list('CATALOG_PRODUCT', { is_filterable: false })).items).toHaveLength(results.length)
  })

  it('lists customer attributes, reporting catalogue filters as not belonging to them', async () => {
    const result = await list('CUSTOMER', { is_filterable: true })
    expect(result.items.map((i) => i.code)).toContain('email')
    expect(result.errors).toEqual([{ type: 'FILTER_NOT_FOUND', message: 'Cannot filter by "is_filterable" as that field does not belong to "customer".' }])
    expect((await list('CUSTOMER_ADDRESS')).items.map((i) => i.code)).toContain('street')
    expect(await list('CATALOG_CATEGORY')).toEqual({ items: [], errors: [] })
  })
})
