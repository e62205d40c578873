import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { serializeForScript } from '../../shared/html/serialize-for-script'
import { Document } from '../render/document'
import { googleProductErrors } from '../../test/google-product-rules'
import { productJsonLd, type ProductJsonLdInput, type ProductJsonLdReview, type ProductJsonLdVariant } from './product-json-ld'

const PAGE = 'https://shop.test/hp-305xl-black-ink-cartridge.html'
const IMAGE = 'https://shop.test/img/catalog/hp-305xl.jpg'

function review(overrides: Partial<ProductJsonLdReview> = {}): ProductJsonLdReview {
  return { nickname: 'Sam', createdAt: '2026-03-01 10:20:30', text: 'Prints as well as the original.', ratings: [{ name: 'Quality', value: 4 }], ...overrides }
}

function input(overrides: Partial<ProductJsonLdInput> = {}): ProductJsonLdInput {
  return {
    url: PAGE,
    name: 'HP 305XL Black Ink Cartridge',
    sku: 'HP305XLBK',
    brand: 'HP',
    descriptionHtml: '<p>Genuine <strong>HP</strong> ink.</p>',
    images: [IMAGE],
    offer: { pricePence: 1299, inStock: true },
    currency: 'GBP',
    refurbished: false,
    ownBrand: false,
    reviewCount: 1,
    ratingSummary: 80,
    reviews: [review()],
    breadcrumbs: [],
    firstTwoCrumbsOnly: false,
    ...overrides,
  }
}

function variant(overrides: Partial<ProductJsonLdVariant> = {}): ProductJsonLdVariant {
  return {
    sku: 'PAPER80-A4',
    name: 'Everyday Copier Paper 80gsm A4',
    image: 'https://shop.test/img/catalog/paper-a4.jpg',
    offer: { pricePence: 499, inStock: true },
    attributes: [{ code: 'paper_size', value: 'A4' }],
    ...overrides,
  }
}

type Node = Record<string, unknown>

/** The output as a crawler reads it: through JSON, so absent and undefined look the same as they will. */
function build(overrides: Partial<ProductJsonLdInput> = {}): Node[] {
  return JSON.parse(serializeForScript(productJsonLd(input(overrides)))) as Node[]
}

const product = (overrides: Partial<ProductJsonLdInput> = {}): Node => build(overrides)[0] as Node
const offer = (overrides: Partial<ProductJsonLdInput> = {}): Node => product(overrides)['offers'] as Node

const EMPTY_VALUES = ['', '   ', 'undefined', null, undefined]

describe('SPEC §5 "Structured data for products"', () => {
  it('is a schema.org Product with name, brand, pictures, sku, plain-text description and URL', () => {
    expect(product()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'HP 305XL Black Ink Cartridge',
      brand: { '@type': 'Brand', name: 'HP' },
      image: [IMAGE],
      sku: 'HP305XLBK',
      description: 'Genuine HP ink.',
      url: PAGE,
    })
  })

  it.each(EMPTY_VALUES)('publishes no Product without a name (%j), as a validator rejects one (issue 25)', (name) => {
    expect(build({ name }).map((node) => node['@type'])).toEqual([])
    expect(build({ name, breadcrumbs: [{ name: 'Home', url: 'https://shop.test/' }] }).map((node) => node['@type'])).toEqual(['BreadcrumbList'])
  })

  it.each(EMPTY_VALUES)('drops an empty brand (%j)', (brand) => {
    expect(product({ brand })).not.toHaveProperty('brand')
  })

  it.each(EMPTY_VALUES)('drops an empty picture (%j), and the list when none is left', (image) => {
    expect(product({ images: [image, IMAGE] })['image']).toEqual([IMAGE])
    // Issue 25: Google asks a Product for a picture, so one without any is not published.
    expect(build({ images: [image] })).toEqual([])
    expect(build({ images: [] })).toEqual([])
  })

  it.each(EMPTY_VALUES)('drops an empty sku (%j)', (sku) => {
    expect(product({ sku })).not.toHaveProperty('sku')
  })

  it.each([...EMPTY_VALUES, '<p> </p>', '<p>undefined</p>'])('drops an empty description (%j)', (descriptionHtml) => {
    expect(product({ descriptionHtml })).not.toHaveProperty('description')
  })

  it('lists only reviews that have a first rating breakdown', () => {
    const reviews = [review({ nickname: 'Ann' }), review({ nickname: 'Bob', ratings: [] }), review({ nickname: 'Cat', ratings: [{ name: 'Quality', value: 0 }] })]
    const listed = product({ reviews, reviewCount: 3 })['review'] as Node[]
    expect(listed.map((r) => (r['author'] as Node)['name'])).toEqual(['Ann'])
    expect(product({ reviews: [review({ ratings: [] })] })).not.toHaveProperty('review')
  })

  it('gives an aggregate rating only when reviews exist and review_count is above 0', () => {
    expect(product({ reviewCount: 12, ratingSummary: 93.3 })['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 93.3,
      bestRating: 100,
      worstRating: 0,
      reviewCount: 12,
    })
    expect(product({ reviews: [], reviewCount: 12 })).not.toHaveProperty('aggregateRating')
    expect(product({ reviewCount: 0 })).not.toHaveProperty('aggregateRating')
  })

  it('cuts the reviewer’s name to 100 characters', () => {
    const nickname = `${'a'.repeat(99)}😀😀`
    const listed = product({ reviews: [review({ nickname })] })['review'] as Node[]
    expect((listed[0]?.['author'] as Node)['name']).toBe(`${'a'.repeat(99)}😀`)
  })

  it('says refurbished when the condition says so, otherwise new', () => {
    expect(offer({ refurbished: true })['itemCondition']).toBe('https://schema.org/RefurbishedCondition')
    expect(offer({ refurbished: false })['itemCondition']).toBe('https://schema.org/NewCondition')
  })

  it('limits the breadcrumbs to the first two crumbs when the flag is set', () => {
    const breadcrumbs = [
      { name: 'Home', url: 'https://shop.test/' },
      { name: 'Ink Cartridges', url: 'https://shop.test/ink-cartridges.html' },
      { name: 'HP', url: 'https://shop.test/ink-cartridges/hp.html' },
      { name: 'HP 305XL Black Ink Cartridge', url: PAGE },
    ]
    const all = build({ breadcrumbs })[1]
    expect(all).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' })
    expect((all?.['itemListElement'] as Node[]).map((item) => item['name'])).toEqual(['Home', 'Ink Cartridges', 'HP', 'HP 305XL Black Ink Cartridge'])
    const firstTwo = build({ breadcrumbs, firstTwoCrumbsOnly: true })[1]
    expect(firstTwo?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
      { '@type': 'ListItem', position: 2, name: 'Ink Cartridges', item: 'https://shop.test/ink-cartridges.html' },
    ])
    expect(build({ breadcrumbs: [] })).toHaveLength(1)
  })
})

describe('SPEC §9 constants', () => {
  it('lists at most 5 reviews', () => {
    const reviews = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((nickname) => review({ nickname }))
    const listed = product({ reviews, reviewCount: 7 })['review'] as Node[]
    expect(listed.map((r) => (r['author'] as Node)['name'])).toEqual(['A', 'B', 'C', 'D', 'E'])
  })

  it('rates each review from its first breakdown on the same 0 to 100 scale as the aggregate', () => {
    const reviews = [review({ ratings: [{ name: 'Quality', value: 3 }, { name: 'Value', value: 5 }] })]
    expect((product({ reviews })['review'] as Node[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Sam' },
      datePublished: '2026-03-01',
      reviewBody: 'Prints as well as the original.',
      reviewRating: { '@type': 'Rating', ratingValue: 60, bestRating: 100, worstRating: 0 },
    })
  })

  it('keeps the aggregate rating within 0 to 100', () => {
    expect(product({ ratingSummary: 140 })['aggregateRating']).toMatchObject({ ratingValue: 100 })
    expect(product({ ratingSummary: Number.NaN })).not.toHaveProperty('aggregateRating')
  })
})

describe('merchant listing requirements', () => {
  it('offers the price above 0 as a decimal, in the store’s currency', () => {
    expect(offer()).toMatchObject({ '@type': 'Offer', url: PAGE, price: '12.99', priceCurrency: 'GBP' })
    expect(offer({ currency: 'EUR', offer: { pricePence: 5, inStock: true } })).toMatchObject({ price: '0.05', priceCurrency: 'EUR' })
    expect(offer({ offer: { pricePence: 100_000, inStock: true } })['price']).toBe('1000.00')
  })

  it.each([0, null, -100, 12.5, Number.NaN])('makes no Offer at all for a price of %j', (pricePence) => {
    expect(product({ offer: { pricePence, inStock: true } })).not.toHaveProperty('offers')
  })

  it('is in stock or out of stock, never a back order, as the shop takes no order for an item out of stock', () => {
    expect(offer()['availability']).toBe('https://schema.org/InStock')
    expect(offer({ offer: { pricePence: 1299, inStock: false } })['availability']).toBe('https://schema.org/OutOfStock')
  })

  it('gives priceValidUntil only when a special price has an end date', () => {
    expect(offer({ offer: { pricePence: 999, inStock: true, specialPriceEndDate: '2026-12-31 00:00:00' } })['priceValidUntil']).toBe('2026-12-31')
    expect(offer({ offer: { pricePence: 999, inStock: true, specialPriceEndDate: null } })).not.toHaveProperty('priceValidUntil')
    expect(offer({ offer: { pricePence: 999, inStock: true, specialPriceEndDate: '2026-02-30' } })).not.toHaveProperty('priceValidUntil')
    expect(offer({ offer: { pricePence: 999, inStock: true, specialPriceEndDate: 'soon' } })).not.toHaveProperty('priceValidUntil')
  })

  it('delivers free, same-day dispatch and next-day transit, to GB', () => {
    const expected = (currency: string) => ({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 0, currency },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'GB' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 1, unitCode: 'DAY' },
      },
    })
    expect(offer()['shippingDetails']).toEqual(expected('GBP'))
    expect(offer({ currency: 'EUR' })['shippingDetails']).toEqual(expected('EUR'))
  })

  it('takes returns by post within 30 days, free for the own brand and at the customer’s cost otherwise', () => {
    const policy = (returnFees: string, merchantReturnDays = 30) => ({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'GB',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees,
    })
    expect(offer({ ownBrand: true })['hasMerchantReturnPolicy']).toEqual(policy('https://schema.org/FreeReturn'))
    expect(offer({ ownBrand: false })['hasMerchantReturnPolicy']).toEqual(policy('https://schema.org/ReturnFeesCustomerResponsibility'))
    expect(offer({ returnDays: 14 })['hasMerchantReturnPolicy']).toMatchObject({ merchantReturnDays: 14 })
    expect(offer({ returnDays: 0 })['hasMerchantReturnPolicy']).toMatchObject({ merchantReturnDays: 30 })
  })

  it('names a valid GTIN by its length and never an invalid one', () => {
    expect(product({ gtin: '4006381333931' })).toMatchObject({ gtin13: '4006381333931' })
    expect(product({ gtin: '96385074' })).toMatchObject({ gtin8: '96385074' })
    for (const gtin of ['4006381333932', '400638133393', 'ABC', '', 'undefined', null]) {
      expect(Object.keys(product({ gtin })).filter((key) => key.startsWith('gtin'))).toEqual([])
    }
  })

  it('gives the manufacturer’s part number where known', () => {
    expect(product({ mpn: ' 3YM62AE ' })).toMatchObject({ mpn: '3YM62AE' })
    expect(product({ mpn: null })).not.toHaveProperty('mpn')
    expect(product({ mpn: 'undefined' })).not.toHaveProperty('mpn')
  })

  it('names the printers a cartridge fits, at most 20, each by its name and page, not as a Product (issue 25)', () => {
    const printers = Array.from({ length: 25 }, (_, i) => ({ name: `HP DeskJet ${2700 + i}`, url: `https://shop.test/printers/hp/deskjet-${2700 + i}.html` }))
    const fits = product({ consumableFor: printers })['isConsumableFor'] as Node[]
    expect(fits).toHaveLength(20)
    expect(fits[0]).toEqual({ '@type': 'Thing', name: 'HP DeskJet 2700', url: 'https://shop.test/printers/hp/deskjet-2700.html' })
    expect(googleProductErrors(build({ consumableFor: printers }))).toEqual([])
    expect(product({ consumableFor: [] })).not.toHaveProperty('isConsumableFor')
  })

  it('leaves out a URL that is not absolute rather than publish a relative one', () => {
    expect(product({ images: ['/img/catalog/hp-305xl.jpg', 'javascript:alert(1)', IMAGE] })['image']).toEqual([IMAGE])
    expect(product({ consumableFor: [{ name: 'HP DeskJet 2720', url: '/printers/hp/deskjet-2720.html' }] })).not.toHaveProperty('isConsumableFor')
  })

  it('names each picture once', () => {
    expect(product({ images: [IMAGE, IMAGE, `${IMAGE}?v=2`] })['image']).toEqual([IMAGE, `${IMAGE}?v=2`])
  })
})

describe('configurable products', () => {
  const configurable = (variants: ProductJsonLdVariant[], variesBy = ['paper_size']) => ({ configurable: { variesBy, variants } })

  it('are a ProductGroup with the parent sku as its id, what it varies by, and one Product per variant', () => {
    const group = product({
      name: 'Everyday Copier Paper 80gsm',
      sku: 'PAPER80',
      ...configurable([variant(), variant({ sku: 'PAPER80-A3', name: 'Everyday Copier Paper 80gsm A3', image: null, offer: { pricePence: 899, inStock: false }, attributes: [{ code: 'paper_size', value: 'A3' }] })]),
    })
    expect(group).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProductGroup', name: 'Everyday Copier Paper 80gsm', productGroupID: 'PAPER80', variesBy: ['https://schema.org/size'], url: PAGE })
    expect(group).not.toHaveProperty('offers')
    expect(group).not.toHaveProperty('sku')
    const [a4, a3] = group['hasVariant'] as Node[]
    expect(a4).toMatchObject({ '@type': 'Product', sku: 'PAPER80-A4', name: 'Everyday Copier Paper 80gsm A4', image: 'https://shop.test/img/catalog/paper-a4.jpg', size: 'A4' })
    expect(a4?.['offers']).toMatchObject({ price: '4.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock', url: PAGE })
    // Without a picture of its own, a variant shows the product's (issue 25: Google asks each for one).
    expect(a3).toMatchObject({ sku: 'PAPER80-A3', size: 'A3', image: IMAGE })
    expect(a3?.['offers']).toMatchObject({ price: '8.99', availability: 'https://schema.org/OutOfStock' })
  })

  it('keep the shared properties (brand, rating, reviews) on the group', () => {
    const group = product(configurable([variant()]))
    expect(group).toMatchObject({ brand: { '@type': 'Brand', name: 'HP' }, aggregateRating: { ratingValue: 80 } })
    expect(group['review']).toHaveLength(1)
  })

  it('map attribute codes to schema.org properties, each once, and ignore codes schema.org has no property for', () => {
    const group = product(
      configurable([variant({ attributes: [{ code: 'colour', value: 'Cyan' }, { code: 'specification_colour', value: 'Cyan' }, { code: 'pack', value: 'Twin' }] })], ['colour', 'specification_colour', 'pack']),
    )
    expect(group['variesBy']).toEqual(['https://schema.org/color'])
    const [only] = group['hasVariant'] as Node[]
    expect(only).toMatchObject({ color: 'Cyan' })
    expect(only).not.toHaveProperty('pack')
  })

  it('leave out a variant without a price (a Product without an offer is an error), and give a variant with its own page that page', () => {
    const variants = product(
      configurable([variant({ sku: 'UNPRICED', offer: { pricePence: 0, inStock: true } }), variant({ url: `${PAGE}?paper_size=A3` })]),
    )['hasVariant'] as Node[]
    expect(variants.map((entry) => entry['sku'])).toEqual(['PAPER80-A4'])
    expect(variants[0]?.['offers']).toMatchObject({ url: `${PAGE}?paper_size=A3` })
  })

  it('are a plain Product when no variant has a price', () => {
    expect(product(configurable([variant({ offer: { pricePence: 0, inStock: true } })]))).toMatchObject({ '@type': 'Product', sku: 'HP305XLBK' })
  })

  it('are a plain Product while they have no variants', () => {
    expect(product(configurable([]))).toMatchObject({ '@type': 'Product', sku: 'HP305XLBK' })
  })
})

describe('Google’s product rules (issue 25)', () => {
  it('find nothing wrong in a simple product, a configurable one or a cartridge with its printers', () => {
    const printers = [{ name: 'HP DeskJet 2720', url: 'https://shop.test/printers/hp/deskjet-2720.html' }]
    const crumbs = [{ name: 'Home', url: 'https://shop.test/' }, { name: 'HP 305XL', url: PAGE }]
    expect(googleProductErrors(build({ consumableFor: printers, breadcrumbs: crumbs }))).toEqual([])
    expect(googleProductErrors(build({ reviews: [], reviewCount: 0, ratingSummary: 0 }))).toEqual([])
    expect(googleProductErrors(build({ configurable: { variesBy: ['paper_size'], variants: [variant(), variant({ sku: 'PAPER80-A3', image: null })] } }))).toEqual([])
  })

  it('would reject nested Products without pictures and offers, as the printers once were', () => {
    const once = [{ '@context': 'https://schema.org', ...product(), isConsumableFor: [{ '@type': 'Product', name: 'HP DeskJet 2720', url: 'https://shop.test/printers/hp/deskjet-2720.html' }] }]
    expect(googleProductErrors(once)).toEqual([
      '$[0].isConsumableFor[0]: a Product needs an image',
      '$[0].isConsumableFor[0]: a Product needs one of offers, review or aggregateRating',
    ])
  })

  it('would reject an Offer without a currency or availability, and a Review without an author', () => {
    const broken = [{ '@type': 'Product', name: 'X', image: IMAGE, offers: { '@type': 'Offer', price: '1.00' }, review: { '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 4 } } }]
    expect(googleProductErrors(broken)).toEqual([
      '$[0].offers: an Offer needs priceCurrency',
      '$[0].offers: an Offer needs a schema.org availability',
      '$[0].review: a Review needs an author with a name',
    ])
  })
})

describe('output for the page', () => {
  it('serialises a name with </script> so it stays inert, and reads back the same', () => {
    const name = '</script><script>alert(1)</script><!--'
    const data = productJsonLd(input({ name }))
    const text = serializeForScript(data[0])
    expect(text).not.toMatch(/[<>]/)
    expect((JSON.parse(text) as Node)['name']).toBe(name)
    const html = renderToString(
      createElement(Document, {
        lang: 'en-GB',
        title: 'HP 305XL',
        jsonLd: data,
        assets: { entry: '/assets/entry.js', css: '/assets/app.css', preload: [] },
        nonce: 'n0nce',
        children: null,
      }),
    )
    const scripts = html.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g) ?? []
    expect(scripts).toHaveLength(1)
    expect(html).not.toContain('<script>alert(1)')
  })
})
