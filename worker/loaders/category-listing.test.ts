import { beforeAll, describe, expect, it } from 'vitest'
import { GERMAN_STORE } from '../../shared/constants/stores'
import { EMPTY_LISTING, withFilterToggled } from '../../shared/rules/listing-url'
import { graphqlData } from '../../test/graphql-client'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { loadCategoryListing } from './category-listing'
import { productCardView } from './listing-view'

let brand: { uid: string; name: string; url_path: string; product_count: number }

beforeAll(async () => {
  await seedCatalogue()
  const ink = await graphqlData<{ categories: { items: { children: (typeof brand)[] }[] } }>(
    '{ categories(filters: { url_path: { eq: "ink-cartridges" } }) { items { children { uid name url_path product_count } } } }',
  )
  brand = [...(ink.categories.items[0]?.children ?? [])].sort((a, b) => b.product_count - a.product_count)[0]!
})

describe('category listing loader', () => {
  it('loads a category and a page of its products without any request', async () => {
    const ctx = testLoaderContext()
    const page = await loadCategoryListing(ctx, brand.uid, EMPTY_LISTING)
    expect(page?.critical).toMatchObject({
      uid: brand.uid,
      name: brand.name,
      path: `/${brand.url_path}.html`,
      breadcrumbs: [{ name: 'Ink Cartridges', path: '/ink-cartridges.html' }],
      listing: { state: EMPTY_LISTING, totalPages: Math.ceil(brand.product_count / 10) },
    })
    expect(page?.critical.listing.products).toHaveLength(10)
    expect(page?.critical.listing.facets.map((facet) => facet.code)).toContain('specification_brand')
    // Shop HTML arrives made safe, never as it came.
    expect(page?.critical.descriptionHtml ?? '').not.toMatch(/<script|on\w+=/)
    await ctx.settled()
  })

  it('applies the URL state: a filter narrows the total', async () => {
    const ctx = testLoaderContext()
    const all = await loadCategoryListing(ctx, brand.uid, EMPTY_LISTING)
    const facet = all!.critical.listing.facets.find((entry) => entry.code === 'specification_colour')!
    const option = facet.options[0]!
    const filtered = await loadCategoryListing(ctx, brand.uid, withFilterToggled(EMPTY_LISTING, 'specification_colour', option.value))
    expect(filtered?.critical.listing.total).toBe(option.count)
    await ctx.settled()
  })

  it('answers null for a page past the last and for an unknown category', async () => {
    const ctx = testLoaderContext()
    expect(await loadCategoryListing(ctx, brand.uid, { ...EMPTY_LISTING, page: 10_000 })).toBeNull()
    expect(await loadCategoryListing(ctx, btoa('99999999'), EMPTY_LISTING)).toBeNull()
    await ctx.settled()
  })

  it('prices cards in the German store’s currency', async () => {
    const en = (await loadCategoryListing(testLoaderContext(), brand.uid, EMPTY_LISTING))!.critical.listing.products[0]!
    const de = (await loadCategoryListing(testLoaderContext(GERMAN_STORE), brand.uid, EMPTY_LISTING))!.critical.listing.products.find((card) => card.sku === en.sku)!
    expect(de.price.incl).not.toBe(en.price.incl)
  })
})

describe('product card view', () => {
  const base = {
    __typename: 'SimpleProduct' as const,
    uid: 'MQ==',
    sku: 'HP-963-BK',
    name: 'HP 963 Black',
    url_key: 'hp-963-black',
    url_suffix: '.html',
    small_image: { url: 'https://shop.test/img/product/hp-963-bk.svg', label: '' },
    yields: [{ yield: 1000, yield_text: '1,000 pages at 5% coverage', colour_and_yield: null }],
    per_page_price: 0.0349,
    price_incl_vat: 34.99,
    price_excl_vat: 29.16,
    price_range: { minimum_price: { regular_price: { value: 39.99, currency: 'GBP' as const }, final_price: { value: 34.99, currency: 'GBP' as const } } },
    stock_status: 'IN_STOCK' as const,
    only_x_left_in_stock: 3,
    rating_summary: 83.4,
    review_count: 12,
  }

  it('maps money to whole pence and reads the offer, stock and rating', () => {
    expect(productCardView(base)).toEqual({
      sku: 'HP-963-BK',
      name: 'HP 963 Black',
      path: '/hp-963-black.html',
      image: { url: 'https://shop.test/img/product/hp-963-bk.svg', alt: 'HP 963 Black' },
      yieldText: '1,000 pages at 5% coverage',
      perPageMinor: 3.5,
      price: { incl: 3499, excl: 2916 },
      wasIncl: 3999,
      inStock: true,
      onlyLeft: 3,
      rating: { percent: 83, count: 12 },
      addToCart: 'direct',
    })
  })

  it('sends products that need a choice to their page, and falls back to /p/{sku} without a URL key', () => {
    expect(productCardView({ ...base, __typename: 'ConfigurableProduct' })?.addToCart).toBe('choose-options')
    expect(productCardView({ ...base, __typename: 'BundleProduct' })?.addToCart).toBe('choose-options')
    expect(productCardView({ ...base, __typename: 'GroupedProduct' })?.addToCart).toBe('choose-options')
    expect(productCardView({ ...base, __typename: 'AlternativeProduct' })?.addToCart).toBe('direct')
    expect(productCardView({ ...base, url_key: null })?.path).toBe('/p/HP-963-BK')
  })

  it('leaves out what the product does not have', () => {
    const plain = productCardView({ ...base, yields: null, per_page_price: null, only_x_left_in_stock: null, review_count: 0, small_image: null })
    expect(plain).toMatchObject({ yieldText: null, perPageMinor: null, onlyLeft: null, rating: null, image: null })
    expect(productCardView({ ...base, stock_status: 'OUT_OF_STOCK' })?.inStock).toBe(false)
    expect(productCardView({ ...base, name: null })).toBeNull()
  })
})

describe('the filters a category page offers', () => {
  it('offers no option that every product in the listing has (choosing it would change nothing)', async () => {
    // Every label tape is label tape: Magento's "Product Type" facet counts the whole category.
    const { categories } = await graphqlData<{ categories: { items: { uid: string }[] } }>('{ categories(filters: { url_path: { eq: "label-tape" } }) { items { uid } } }')
    const uid = categories.items[0]!.uid
    const { products } = await graphqlData<{ products: { total_count: number; aggregations: { attribute_code: string; options: { count: number }[] }[] } }>(
      `{ products(filter: { category_uid: { eq: "${uid}" } }) { total_count aggregations { attribute_code options { count } } } }`,
    )
    const everyProduct = products.aggregations.filter((facet) => facet.options.some((option) => option.count === products.total_count))
    expect(everyProduct.map((facet) => facet.attribute_code)).toContain('specification_product_type')

    const ctx = testLoaderContext()
    const listing = (await loadCategoryListing(ctx, uid, EMPTY_LISTING))!.critical.listing
    expect(listing.total).toBe(products.total_count)
    expect(listing.facets.length).toBeGreaterThan(0)
    expect(listing.facets.map((facet) => facet.code)).not.toContain('specification_product_type')
    for (const facet of listing.facets) for (const option of facet.options) expect(option.count, `${facet.code}: ${option.value}`).toBeLessThan(listing.total)
    await ctx.settled()
  })
})
