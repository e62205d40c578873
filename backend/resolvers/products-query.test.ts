import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphql, graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

type Aggregation = { attribute_code: string; label: string; count: number; options: { label: string; value: string; count: number }[] }
type Listing = {
  products: {
    total_count: number
    items: { sku: string; name: string; stock_status: string; price_range: { minimum_price: { final_price: { value: number; currency: string } } } }[]
    aggregations: Aggregation[]
    page_info: { current_page: number; page_size: number; total_pages: number; redirect_url: string | null; is_fallback: boolean | null }
    sort_fields: { default: string; options: { value: string }[] }
  }
}

const LISTING = `query Listing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    items { sku name stock_status price_range { minimum_price { final_price { value currency } } } }
    aggregations { attribute_code label count options { label value count } }
    page_info { current_page page_size total_pages redirect_url is_fallback }
    sort_fields { default options { value } }
  }
}`

const listing = (variables: Record<string, unknown>, store?: string) => graphqlData<Listing>(LISTING, variables, store)
const facet = (result: Listing, code: string) => result.products.aggregations.find((a) => a.attribute_code === code)

beforeAll(() => seedCatalogue())

describe('category listing', () => {
  it('lists a category with its total, pages and facets', async () => {
    const result = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' } }, pageSize: 12 })
    const { total } = (await env.DB.prepare(
      `SELECT COUNT(*) AS total FROM category_products cp JOIN categories c ON c.id = cp.category_id JOIN products p ON p.id = cp.product_id
       WHERE c.url_path = 'ink-cartridges' AND p.status = 1 AND p.visibility IN (2, 4)`,
    ).first<{ total: number }>())!
    expect(total).toBeGreaterThan(20)
    expect(result.products.total_count).toBe(total)
    expect(result.products.items).toHaveLength(12)
    expect(result.products.page_info).toMatchObject({ current_page: 1, page_size: 12, total_pages: Math.ceil(total / 12) })
    expect(result.products.sort_fields.default).toBe('position')
    const brands = facet(result, 'specification_brand')!
    expect(brands.options.length).toBeGreaterThan(1)
    expect(brands.options.reduce((sum, o) => sum + o.count, 0)).toBe(total)
    expect(facet(result, 'price')?.options[0]?.value).toMatch(/^\d+(\.\d+)?_\d+(\.\d+)?$/)
  })

  it('counts facets with the other filters applied, and keeps the filtered facet’s other options', async () => {
    const all = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' } } })
    const brand = facet(all, 'specification_brand')!.options[0]!
    const filtered = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' }, specification_brand: { eq: brand.value } } })
    expect(filtered.products.total_count).toBe(brand.count)
    // The brand facet still offers the other brands with their unfiltered counts.
    expect(facet(filtered, 'specification_brand')!.options).toEqual(facet(all, 'specification_brand')!.options)
    // Other facets now count only that brand's products.
    const colours = facet(filtered, 'specification_colour')!
    expect(colours.options.reduce((sum, o) => sum + o.count, 0)).toBeLessThanOrEqual(brand.count)
    for (const item of filtered.products.items) {
      const row = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM product_attribute_values v JOIN products p ON p.id = v.product_id WHERE p.sku = ?1 AND v.attribute_code = 'specification_brand' AND v.option_id = ?2`,
      )
        .bind(item.sku, Number(brand.value))
        .first<{ n: number }>()
      expect(row?.n, item.sku).toBe(1)
    }
  })

  it('keeps the indexed in-stock facet counts right when stock runs out', async () => {
    const inStock = () => listing({ filter: { category_url_path: { eq: 'ink-cartridges' }, hide_out_of_stock: { eq: '1' } } })
    const before = await inStock()
    const { id, option_id } = (await env.DB.prepare(
      `SELECT p.id, v.option_id FROM products p JOIN category_products cp ON cp.product_id = p.id JOIN categories c ON c.id = cp.category_id
       JOIN product_attribute_values v ON v.product_id = p.id AND v.attribute_code = 'specification_brand'
       WHERE c.url_path = 'ink-cartridges' AND p.stock_status = 'IN_STOCK' AND p.status = 1 AND p.visibility IN (2, 4) ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; option_id: number }>())!
    const count = (result: Listing) => facet(result, 'specification_brand')!.options.find((o) => o.value === String(option_id))!.count
    await env.DB.prepare("UPDATE products SET stock_status = 'OUT_OF_STOCK' WHERE id = ?1").bind(id).run()
    const after = await inStock()
    expect(count(after)).toBe(count(before) - 1)
    expect(after.products.total_count).toBe(before.products.total_count - 1)
    await env.DB.prepare("UPDATE products SET stock_status = 'IN_STOCK' WHERE id = ?1").bind(id).run()
    expect(count(await inStock())).toBe(count(before))
  })

  it('matches any of several values of one filter', async () => {
    const all = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' } } })
    const [a, b] = facet(all, 'specification_colour')!.options
    const both = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' }, specification_colour: { in: [a!.value, b!.value] } } })
    // A product with both colours (a multipack) counts once.
    expect(both.products.total_count).toBeLessThanOrEqual(a!.count + b!.count)
    expect(both.products.total_count).toBeGreaterThanOrEqual(Math.max(a!.count, b!.count))
  })

  it('combines several attribute filters with a price range, each facet ignoring only its own filter', async () => {
    const all = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' } } })
    const brand = facet(all, 'specification_brand')!.options[0]!.value
    const narrowed = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' }, specification_brand: { eq: brand } } })
    const colour = facet(narrowed, 'specification_colour')!.options[0]!.value
    const condition = facet(narrowed, 'cartridge_condition')!.options[0]!.value
    const filter = {
      category_url_path: { eq: 'ink-cartridges' },
      specification_brand: { eq: brand },
      specification_colour: { eq: colour },
      cartridge_condition: { eq: condition },
      price: { from: '1', to: '500' },
    }
    const result = await listing({ filter, pageSize: 100 })
    expect(result.products.total_count).toBeGreaterThan(0)
    expect(result.products.items).toHaveLength(Math.min(100, result.products.total_count))
    // Each filtered facet counts as if its own filter were off.
    const withoutColour = await listing({ filter: { ...filter, specification_colour: undefined } })
    expect(facet(result, 'specification_colour')!.options).toEqual(facet(withoutColour, 'specification_colour')!.options)
    const withoutBrand = await listing({ filter: { ...filter, specification_brand: undefined } })
    expect(facet(result, 'specification_brand')!.options).toEqual(facet(withoutBrand, 'specification_brand')!.options)
  })

  it('filters by a price range in pounds, inclusive', async () => {
    const result = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' }, price: { from: '10', to: '20' } }, pageSize: 100 })
    expect(result.products.total_count).toBeGreaterThan(0)
    for (const item of result.products.items) {
      const price = item.price_range.minimum_price.final_price.value
      expect(price).toBeGreaterThanOrEqual(10)
      expect(price).toBeLessThanOrEqual(20)
    }
  })

  it('hides products out of stock when asked', async () => {
    const withAll = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' } }, pageSize: 300 })
    const inStock = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' }, hide_out_of_stock: { eq: '1' } }, pageSize: 300 })
    expect(withAll.products.items.some((i) => i.stock_status === 'OUT_OF_STOCK')).toBe(true)
    expect(inStock.products.items.every((i) => i.stock_status === 'IN_STOCK')).toBe(true)
    expect(inStock.products.total_count).toBeLessThan(withAll.products.total_count)
  })

  it('sorts by final price both ways and by name', async () => {
    const prices = async (direction: 'ASC' | 'DESC') =>
      (await listing({ filter: { category_url_path: { eq: 'toner-cartridges' } }, sort: { price: direction }, pageSize: 50 })).products.items.map(
        (i) => i.price_range.minimum_price.final_price.value,
      )
    const ascending = await prices('ASC')
    expect(ascending).toEqual([...ascending].sort((x, y) => x - y))
    const descending = await prices('DESC')
    expect(descending).toEqual([...descending].sort((x, y) => y - x))
    const names = (await listing({ filter: { category_url_path: { eq: 'toner-cartridges' } }, sort: { name: 'ASC' }, pageSize: 50 })).products.items.map((i) => i.name)
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })))
  })

  it('offers the child categories as a facet of a parent category', async () => {
    const result = await listing({ filter: { category_url_path: { eq: 'ink-cartridges' } } })
    const { results: children } = await env.DB.prepare(
      "SELECT c.name FROM categories c JOIN categories parent ON parent.id = c.parent_id WHERE parent.url_path = 'ink-cartridges'",
    ).all<{ name: string }>()
    // With one category filtered, the category facet lists its children that have products.
    const categoryFacet = (await listing({ filter: { category_uid: { eq: btoa(String((await env.DB.prepare("SELECT id FROM categories WHERE url_path = 'ink-cartridges'").first<{ id: number }>())!.id)) } } }))
      .products.aggregations.find((a) => a.attribute_code === 'category_uid')
    expect(categoryFacet?.options.map((o) => o.label).every((label) => children.some((c) => c.name === label))).toBe(true)
    expect(result.products.total_count).toBeGreaterThan(0)
  })
})

describe('search', () => {
  it('finds products by words of their name, best match first', async () => {
    const { name } = (await env.DB.prepare("SELECT name FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 ORDER BY id LIMIT 1").first<{ name: string }>())!
    const result = await listing({ search: name, pageSize: 5 })
    expect(result.products.total_count).toBeGreaterThan(0)
    expect(result.products.items[0]?.name).toBe(name)
    expect(result.products.sort_fields.default).toBe('relevance')
    expect(result.products.page_info.is_fallback).toBe(false)
  })

  it('gives a redirect URL when the search is exactly a SKU', async () => {
    const { sku, url_key } = (await env.DB.prepare('SELECT sku, url_key FROM products WHERE visibility = 4 AND status = 1 ORDER BY id DESC LIMIT 1').first<{ sku: string; url_key: string }>())!
    const result = await listing({ search: sku.toLowerCase() })
    expect(result.products.page_info.redirect_url).toBe(`/${url_key}.html`)
  })

  it('gives a redirect URL to the printer’s page when the search is a printer model', async () => {
    const { name, url_path } = (await env.DB.prepare("SELECT name, url_path FROM categories WHERE kind = 'printer_model' ORDER BY id LIMIT 1").first<{ name: string; url_path: string }>())!
    const result = await listing({ search: name.toUpperCase() })
    expect(result.products.page_info.redirect_url).toBe(`/${url_path}.html`)
    expect(result.products.total_count).toBeGreaterThan(0)
  })

  it('falls back to any word when no product has every word', async () => {
    const result = await listing({ search: 'black zzqxv' })
    expect(result.products.total_count).toBeGreaterThan(0)
    expect(result.products.page_info.is_fallback).toBe(true)
  })

  it('finds nothing, without error, for nonsense', async () => {
    const result = await listing({ search: 'zzqxv qqwxz' })
    expect(result.products.total_count).toBe(0)
    expect(result.products.items).toEqual([])
    expect(result.products.page_info.redirect_url).toBeNull()
  })
})

describe('paging rules', () => {
  it('refuses a page beyond the last in Magento’s words', async () => {
    const first = await listing({ filter: { category_url_path: { eq: 'label-tape' } }, pageSize: 10 })
    const pages = first.products.page_info.total_pages
    const result = await graphql(LISTING, { filter: { category_url_path: { eq: 'label-tape' } }, pageSize: 10, currentPage: pages + 1 })
    expect(result.errors?.[0]).toMatchObject({
      message: `currentPage value ${pages + 1} specified is greater than the ${pages} page(s) available.`,
      extensions: { category: 'graphql-input' },
    })
  })

  it('refuses a zero or huge page size and a zero page', async () => {
    const base = { filter: { category_url_path: { eq: 'label-tape' } } }
    expect((await graphql(LISTING, { ...base, pageSize: 0 })).errors?.[0]?.message).toBe('pageSize value must be greater than 0.')
    expect((await graphql(LISTING, { ...base, pageSize: 100000 })).errors?.[0]?.message).toBe('Maximum page_size is 300')
    expect((await graphql(LISTING, { ...base, currentPage: 0 })).errors?.[0]?.message).toBe('currentPage value must be greater than 0.')
  })

  it('needs a search or a filter', async () => {
    const result = await graphql('{ products { total_count } }')
    expect(result.errors?.[0]?.message).toBe("'search' or 'filter' input argument is required.")
  })
})

describe('store views', () => {
  it('prices the German store in euros at its rate', async () => {
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 AND special_price_pence IS NULL ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const gbp = await listing({ filter: { sku: { eq: sku } } })
    const eur = await listing({ filter: { sku: { eq: sku } } }, 'de')
    const pounds = gbp.products.items[0]!.price_range.minimum_price.final_price
    const euros = eur.products.items[0]!.price_range.minimum_price.final_price
    expect(pounds.currency).toBe('GBP')
    expect(euros.currency).toBe('EUR')
    expect(euros.value).toBeCloseTo(Math.round(pounds.value * 100 * 1.17) / 100, 2)
  })
})
