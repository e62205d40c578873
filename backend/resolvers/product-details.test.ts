import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const skuOf = async (where: string) => {
  const row = await env.DB.prepare(`SELECT sku FROM products p WHERE ${where} ORDER BY id LIMIT 1`).first<{ sku: string }>()
  if (!row) throw new Error(`the seed has no product where ${where}`)
  return row.sku
}

type Details = { products: { items: Record<string, unknown>[] } }
const details = async (sku: string, fields: string, store?: string) =>
  (await graphqlData<Details>(`query ProductDetails($sku: String) { products(filter: { sku: { eq: $sku } }) { items { __typename sku ${fields} } } }`, { sku }, store)).products.items[0]!

beforeAll(() => seedCatalogue())

describe('product details by SKU', () => {
  it('answers every product type with its own __typename', async () => {
    const expected = {
      simple: 'SimpleProduct',
      virtual: 'VirtualProduct',
      downloadable: 'DownloadableProduct',
      grouped: 'GroupedProduct',
      giftcard: 'GiftCardProduct',
      configurable: 'ConfigurableProduct',
      bundle: 'BundleProduct',
      alternative: 'AlternativeProduct',
    }
    for (const [type, typename] of Object.entries(expected)) {
      const product = await details(await skuOf(`type_id = '${type}' AND visibility > 1 AND status = 1`), 'name')
      expect(product.__typename, type).toBe(typename)
    }
  })

  it('gives prices with and without VAT, and a discount for an active special price', async () => {
    const sku = await skuOf("special_price_pence IS NOT NULL AND special_from_date <= date('now') AND special_to_date >= date('now') AND visibility > 1")
    const product = (await details(
      sku,
      'special_price price_incl_vat price_excl_vat price_range { minimum_price { regular_price { value } final_price { value } discount { amount_off percent_off } } } price { regularPrice { amount { value currency } } minimalPrice { amount { value } } }',
    )) as {
      special_price: number
      price_incl_vat: number
      price_excl_vat: number
      price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number }; discount: { amount_off: number; percent_off: number } } }
      price: { regularPrice: { amount: { value: number; currency: string } }; minimalPrice: { amount: { value: number } } }
    }
    const { regular_price, final_price, discount } = product.price_range.minimum_price
    expect(final_price.value).toBeLessThan(regular_price.value)
    expect(product.special_price).toBe(final_price.value)
    expect(discount.amount_off).toBeCloseTo(regular_price.value - final_price.value, 2)
    expect(product.price_incl_vat).toBe(final_price.value)
    // Ex VAT is derived from whole pence: round(pence / 1.2).
    expect(product.price_excl_vat).toBe(Math.round(Math.round(final_price.value * 100) / 1.2) / 100)
    expect(product.price.regularPrice.amount).toEqual({ value: regular_price.value, currency: 'GBP' })
    expect(product.price.minimalPrice.amount.value).toBe(final_price.value)
  })

  it('ignores an expired special price', async () => {
    const sku = await skuOf("special_price_pence IS NOT NULL AND special_to_date < date('now') AND visibility > 1")
    const product = (await details(sku, 'special_price price_range { minimum_price { regular_price { value } final_price { value } } }')) as {
      special_price: number | null
      price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } }
    }
    expect(product.special_price).toBeNull()
    expect(product.price_range.minimum_price.final_price.value).toBe(product.price_range.minimum_price.regular_price.value)
  })

  it('lists tier prices below the unit price', async () => {
    const sku = await skuOf('id IN (SELECT product_id FROM tier_prices) AND visibility > 1')
    const product = (await details(sku, 'price_range { minimum_price { final_price { value } } } price_tiers { quantity final_price { value } discount { percent_off } }')) as {
      price_range: { minimum_price: { final_price: { value: number } } }
      price_tiers: { quantity: number; final_price: { value: number } }[]
    }
    expect(product.price_tiers.length).toBeGreaterThan(0)
    for (const tier of product.price_tiers) {
      expect(tier.quantity).toBeGreaterThan(1)
      expect(tier.final_price.value).toBeLessThan(product.price_range.minimum_price.final_price.value)
    }
  })

  it('offers the own-brand alternative of a genuine cartridge with how it compares', async () => {
    const sku = await skuOf("id IN (SELECT product_id FROM product_links WHERE link_type = 'alternative') AND visibility > 1")
    const product = (await details(
      sku,
      'specification_brand alternative_product { __typename sku specification_brand stock_status arrow_rule price_difference price_difference_incl_tax yields_difference yields { yield } }',
    )) as { specification_brand: number; alternative_product: Record<string, unknown> & { specification_brand: number; price_difference_incl_tax: number } }
    expect(product.alternative_product.__typename).toBe('AlternativeProduct')
    expect(product.alternative_product.specification_brand).toBe(1991)
    expect(product.specification_brand).not.toBe(1991)
    expect(product.alternative_product.price_difference_incl_tax).toBeGreaterThan(0)
  })

  it('shows the printers a cartridge fits and its page yields', async () => {
    const sku = await skuOf("type_id = 'simple' AND id IN (SELECT cp.product_id FROM category_products cp JOIN categories c ON c.id = cp.category_id WHERE c.kind = 'printer_model') AND visibility > 1")
    const product = (await details(sku, 'compatibility_list { name url } yields { yield yield_text } capacity per_page_price')) as {
      compatibility_list: { name: string; url: string }[]
      yields: { yield: number }[] | null
    }
    expect(product.compatibility_list.length).toBeGreaterThan(0)
    expect(product.compatibility_list[0]!.url).toMatch(/^\/[a-z0-9/-]+\.html$/)
  })

  it('describes a configurable product’s options and variants', async () => {
    const sku = await skuOf("type_id = 'configurable' AND visibility > 1")
    const product = (await details(
      sku,
      '... on ConfigurableProduct { configurable_options { attribute_code label values { value_index label } } variants { attributes { code value_index label } product { sku stock_status } } }',
    )) as { configurable_options: { attribute_code: string; values: { value_index: number }[] }[]; variants: { attributes: { code: string; value_index: number }[] }[] }
    expect(product.configurable_options[0]?.attribute_code).toBe('paper_size')
    expect(product.variants.length).toBeGreaterThan(1)
    const offered = new Set(product.configurable_options[0]!.values.map((v) => v.value_index))
    for (const variant of product.variants) expect(offered.has(variant.attributes[0]!.value_index)).toBe(true)
  })

  it('lists a bundle’s items and a grouped product’s children', async () => {
    const bundleSku = await skuOf("type_id = 'bundle' AND visibility > 1")
    const bundle = (await details(bundleSku, '... on BundleProduct { items { title required options { quantity product { sku } } } }')) as {
      items: { options: { product: { sku: string } }[] }[]
    }
    const { results: selected } = await env.DB.prepare(
      `SELECT p.sku FROM bundle_selections s JOIN bundle_options o ON o.option_id = s.option_id JOIN products b ON b.id = o.product_id JOIN products p ON p.id = s.product_id
       WHERE b.sku = ?1 ORDER BY o.position, s.position`,
    )
      .bind(bundleSku)
      .all<{ sku: string }>()
    expect(bundle.items.flatMap((i) => i.options.map((o) => o.product.sku))).toEqual(selected.map((r) => r.sku))
    const grouped = (await details(await skuOf("type_id = 'grouped' AND visibility > 1"), '... on GroupedProduct { items { qty product { sku } } }')) as {
      items: { qty: number }[]
    }
    expect(grouped.items.length).toBeGreaterThan(1)
  })

  it('gives a gift card its amounts and a downloadable item its links', async () => {
    const card = (await details(await skuOf("type_id = 'giftcard'"), '... on GiftCardProduct { giftcard_amounts { value } allow_open_amount open_amount_min open_amount_max }')) as {
      giftcard_amounts: { value: number }[]
    }
    expect(card.giftcard_amounts.map((a) => a.value)).toEqual([10, 25, 50])
    const download = (await details(await skuOf("type_id = 'downloadable'"), '... on DownloadableProduct { links_title downloadable_product_links { title price } }')) as {
      downloadable_product_links: { title: string }[]
    }
    expect(download.downloadable_product_links.length).toBeGreaterThan(0)
  })

  it('pages through approved reviews with their rating breakdown', async () => {
    const { sku, review_count } = (await env.DB.prepare('SELECT sku, review_count FROM products WHERE review_count >= 2 AND visibility > 1 ORDER BY id LIMIT 1').first<{ sku: string; review_count: number }>())!
    const product = (await details(sku, 'review_count rating_summary review_stars { percent count } reviews(pageSize: 1) { items { nickname text average_rating ratings_breakdown { name value } } page_info { total_pages } }')) as {
      review_count: number
      review_stars: { count: number; percent: number }
      rating_summary: number
      reviews: { items: { average_rating: number; ratings_breakdown: { name: string; value: string }[] }[]; page_info: { total_pages: number } }
    }
    expect(product.review_count).toBe(review_count)
    expect(product.review_stars).toEqual({ count: review_count, percent: Math.round(product.rating_summary) })
    expect(product.reviews.items).toHaveLength(1)
    expect(product.reviews.page_info.total_pages).toBe(review_count)
    expect(product.reviews.items[0]!.ratings_breakdown.length).toBeGreaterThan(0)
    expect(product.reviews.items[0]!.ratings_breakdown[0]!.value).toMatch(/^[1-5]$/)
  })

  it('links images to the worker’s picture endpoint, which draws them', async () => {
    const sku = await skuOf("type_id = 'simple' AND visibility > 1")
    const product = (await details(sku, 'small_image { url label } media_gallery { __typename url position }')) as { small_image: { url: string }; media_gallery: { url: string }[] }
    expect(product.small_image.url).toMatch(/^https:\/\/shop\.test\/img\/product\/.+\.png$/)
    const { SELF } = await import('cloudflare:test')
    const header = async (url: string) => {
      const image = await SELF.fetch(url)
      const bytes = new Uint8Array(await image.arrayBuffer())
      const view = new DataView(bytes.buffer)
      return { status: image.status, type: image.headers.get('content-type'), signature: [...bytes.subarray(1, 4)], width: view.getUint32(16), height: view.getUint32(20) }
    }
    // Drawn at the size the page asks for (a card’s, a gallery’s), square and 400 wide when it names none or one past 2,400.
    expect(await header(`${product.small_image.url}?width=378&height=469`)).toEqual({ status: 200, type: 'image/png', signature: [80, 78, 71], width: 378, height: 469 })
    expect(await header(product.small_image.url)).toMatchObject({ width: 400, height: 400 })
    expect(await header(`${product.small_image.url}?width=99999&height=-1`)).toMatchObject({ width: 400, height: 400 })
    // A local database seeded before the pictures were PNG names SVG ones, still drawn.
    const svg = await SELF.fetch(product.small_image.url.replace(/\.png$/, '.svg'))
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await svg.text()).toContain('<svg')
    expect((await SELF.fetch('https://shop.test/img/product/no-such-sku.png')).status).toBe(404)
    expect((await SELF.fetch('https://shop.test/img/product/no-such-sku.svg')).status).toBe(404)
  })
})
