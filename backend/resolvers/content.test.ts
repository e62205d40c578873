import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

// Seeded as on a fixed day: the seed's bank holidays are those of the seeding day's year and the next.
beforeAll(() => seedCatalogue(undefined, '2026-11-27'))

describe('store configuration', () => {
  it('describes both store views', async () => {
    const query = '{ storeConfig { store_code locale base_currency_code default_display_currency_code root_category_uid product_url_suffix cms_home_page } }'
    expect((await graphqlData<{ storeConfig: unknown }>(query)).storeConfig).toMatchObject({
      store_code: 'default',
      locale: 'en_GB',
      base_currency_code: 'GBP',
      default_display_currency_code: 'GBP',
      root_category_uid: 'MjA3MDA4',
      product_url_suffix: '.html',
      cms_home_page: 'home',
    })
    expect((await graphqlData<{ storeConfig: unknown }>(query, undefined, 'de')).storeConfig).toMatchObject({
      store_code: 'de',
      locale: 'de_DE',
      default_display_currency_code: 'EUR',
    })
  })
})

describe('CMS', () => {
  it('returns a page by identifier', async () => {
    const { cmsPage } = await graphqlData<{ cmsPage: { identifier: string; title: string; content: string } }>('{ cmsPage(identifier: "free-delivery") { identifier title content meta_title } }')
    expect(cmsPage.identifier).toBe('free-delivery')
    expect(cmsPage.content).toContain('£30')
  })

  it('reports an unknown page as no such entity', async () => {
    const result = await graphql('{ cmsPage(identifier: "nope") { title } }')
    expect(result.errors?.[0]).toMatchObject({ message: 'The CMS page with the "nope" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } })
  })

  it('returns the blocks asked for, a missing one as null with its own error', async () => {
    const result = await graphql<{ cmsBlocks: { items: ({ identifier: string } | null)[] } }>(
      '{ cmsBlocks(identifiers: ["footer_company_payment", "no_such_block", "delivery_price_footer"]) { items { identifier title content } } }',
    )
    expect(result.data?.cmsBlocks.items.map((b) => b?.identifier ?? null)).toEqual(['footer_company_payment', null, 'delivery_price_footer'])
    expect(result.errors?.[0]).toMatchObject({ message: 'The CMS block with the "no_such_block" ID doesn\'t exist.', path: ['cmsBlocks', 'items', 1] })
  })

  it('treats an inactive block as missing', async () => {
    const result = await graphql<{ cmsBlocks: { items: unknown[] } }>('{ cmsBlocks(identifiers: ["delivery_replacement_header"]) { items { identifier } } }')
    expect(result.data?.cmsBlocks.items).toEqual([null])
  })
})

describe('CMS per store view (Magento: store_id 0 is all store views)', () => {
  type Blocks = { cmsBlocks: { items: ({ identifier: string; content: string } | null)[] } }
  const blockContent = async (identifier: string, store?: string) =>
    (await graphqlData<Blocks>(`{ cmsBlocks(identifiers: ["${identifier}"]) { items { identifier content } } }`, undefined, store)).cmsBlocks.items[0]?.content
  const pageTitle = async (identifier: string, store?: string) =>
    (await graphqlData<{ cmsPage: { title: string } }>(`{ cmsPage(identifier: "${identifier}") { title } }`, undefined, store)).cmsPage.title
  const GERMAN_STORE_ID = 2

  it('seeds all-stores rows and the German store view’s own', async () => {
    const scopes = await env.DB.prepare('SELECT DISTINCT store_id FROM cms_blocks UNION SELECT DISTINCT store_id FROM cms_pages ORDER BY 1').all<{ store_id: number }>()
    expect(scopes.results.map((r) => r.store_id)).toEqual([0, GERMAN_STORE_ID])
  })

  it('answers a store view its own block, and the other store views the all-stores one', async () => {
    expect(await blockContent('delivery_price_footer', 'de')).toContain('4,67 €')
    expect(await blockContent('delivery_price_footer')).toContain('£3.99')
  })

  it('falls back to the all-stores block when the store view’s own copy is inactive, as Magento does', async () => {
    const own = env.DB.prepare("UPDATE cms_blocks SET is_active = ?2 WHERE identifier = 'home_usps' AND store_id = ?1")
    await own.bind(GERMAN_STORE_ID, 0).run()
    try {
      expect(await blockContent('home_usps', 'de')).toContain('Free next day delivery')
    } finally {
      await own.bind(GERMAN_STORE_ID, 1).run()
    }
  })

  it('answers a store view its own page by identifier, in the route lookup too', async () => {
    expect(await pageTitle('aboutus', 'de')).toBe('Über uns')
    expect(await pageTitle('aboutus')).toBe('About Us')
    const { route } = await graphqlData<{ route: { title: string } }>('{ route(url: "aboutus") { ... on CmsPage { title } } }', undefined, 'de')
    expect(route.title).toBe('Über uns')
  })
})

describe('category tree', () => {
  it('gives the menu: the root’s children with their children, counts and URLs', async () => {
    const { categories } = await graphqlData<{
      categories: { items: { name: string; children: { name: string; include_in_menu: number; product_count: number; url_path: string; children_count: string }[] }[] }
    }>('{ categories(filters: { category_uid: { eq: "MjA3MDA4" } }) { items { name children { name include_in_menu product_count url_path children_count } } } }')
    const top = categories.items[0]!.children
    expect(top.map((c) => c.name)).toEqual(expect.arrayContaining(['Ink Cartridges', 'Toner Cartridges', 'Label Tape', '3D Printer Filament', 'Paper', 'Printers']))
    for (const category of top.filter((c) => c.include_in_menu === 1)) expect(category.product_count, category.name).toBeGreaterThan(0)
  })

  it('finds a category by URL path with breadcrumbs and the shop’s extras', async () => {
    const { categories } = await graphqlData<{ categories: { items: { name: string; level: number; breadcrumbs: { category_name: string }[] | null; faq: unknown }[]; total_count: number } }>(
      '{ categories(filters: { url_path: { eq: "ink-cartridges/hp" } }) { total_count items { name level breadcrumbs { category_name category_url_path } faq { question answer } } } }',
    )
    expect(categories.total_count).toBe(1)
    expect(categories.items[0]).toMatchObject({ level: 3, breadcrumbs: [{ category_name: 'Ink Cartridges' }] })
  })

  it('answers the deprecated categoryList too', async () => {
    const { categoryList } = await graphqlData<{ categoryList: { name: string }[] }>('{ categoryList(filters: { url_key: { eq: "toner-cartridges" } }) { name } }')
    expect(categoryList).toEqual([{ name: 'Toner Cartridges' }])
  })

  it('lists a category’s products through the category', async () => {
    const { categories } = await graphqlData<{ categories: { items: { product_count: number; products: { total_count: number; items: unknown[] } }[] } }>(
      '{ categories(filters: { url_path: { eq: "label-tape" } }) { items { product_count products(pageSize: 5) { total_count items { sku } } } } }',
    )
    const [category] = categories.items
    expect(category!.products.total_count).toBe(category!.product_count)
    expect(category!.products.items.length).toBeLessThanOrEqual(5)
  })
})

describe('attributes, countries and dispatch', () => {
  it('describes attributes with their options; an unknown one is a null item with an error', async () => {
    const result = await graphql<{ customAttributeMetadata: { items: ({ attribute_code: string; input_type: string; attribute_options: { label: string; value: string }[] } | null)[] } }>(
      '{ customAttributeMetadata(attributes: [{ attribute_code: "specification_brand", entity_type: "4" }, { attribute_code: "nope", entity_type: "4" }]) { items { attribute_code input_type attribute_options { label value } } } }',
    )
    const [brand, unknown] = result.data!.customAttributeMetadata.items
    expect(brand?.attribute_options).toEqual(expect.arrayContaining([{ label: 'HP', value: '1831' }, { label: 'Brother', value: '1853' }]))
    expect(unknown).toBeNull()
    expect(result.errors?.[0]?.path).toEqual(['customAttributeMetadata', 'items', 1])
  })

  it('lists the countries the shop delivers to, named in the store’s language', async () => {
    const { countries } = await graphqlData<{ countries: { id: string; full_name_locale: string }[] }>('{ countries { id full_name_locale full_name_english } }')
    expect(countries.map((c) => c.id)).toContain('GB')
    const german = await graphqlData<{ country: { full_name_locale: string } }>('{ country(id: "GB") { full_name_locale } }', undefined, 'de')
    expect(german.country.full_name_locale).toBe('Vereinigtes Königreich')
    const unknown = await graphql('{ country(id: "ZZ") { id } }')
    expect(unknown.errors?.[0]).toMatchObject({ message: "The country isn't available.", extensions: { category: 'graphql-no-such-entity' } })
  })

  it('gives the dispatch rules with the UK bank holidays of the seeding year and the next', async () => {
    const { shipmentConfig } = await graphqlData<{ shipmentConfig: { cut_off_time: string; holidays: string[] } }>('{ shipmentConfig { cut_off_time delivery_estimate christmas_enabled holidays } }')
    expect(shipmentConfig.cut_off_time).toBe('16:00')
    expect(shipmentConfig.holidays).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-28', '2027-03-26', '2027-12-27']))
    expect(shipmentConfig.holidays).toHaveLength(16)
  })
})
