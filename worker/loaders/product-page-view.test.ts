import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE } from '../../shared/constants/stores'
import type { ProductPageData } from '../../shared/graphql/documents/product'
import { GALLERY_LIMIT, productPageView, videoThumbnail, type ProductViewContext } from './product-page-view'

/** A product as the back end answers it, with only what a test changes given. */
function product(overrides: Partial<Record<string, unknown>> = {}): ProductPageData {
  return {
    __typename: 'SimpleProduct',
    uid: 'MTA=',
    id: 10,
    sku: 'HP-963-Y',
    name: 'HP 963 Yellow Ink Cartridge',
    url_key: 'hp-963-yellow',
    url_suffix: '.html',
    small_image: { url: 'https://shop.test/img/a.svg', label: null },
    yields: [{ color: 'Yellow', swatches: ['#f5c518', 'not a colour'], yield: 700, yield_text: '700 pages at 5% coverage', colour_and_yield: null }],
    per_page_price: 0.0336,
    price_incl_vat: 23.49,
    price_excl_vat: 19.58,
    price_range: { minimum_price: { regular_price: { value: 23.49, currency: 'GBP' }, final_price: { value: 23.49, currency: 'GBP' } } },
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    rating_summary: 83,
    review_count: 8,
    media_gallery: [],
    categories: [],
    stock: { qty: 100, max_sale_qty: null },
    ...overrides,
  } as unknown as ProductPageData
}

const context: ProductViewContext = {
  store: DEFAULT_STORE,
  labels: new Map([['specification_brand', new Map([[1831, 'HP']])], ['printer_condition', new Map([[3212, 'Refurbished']])]]),
  genuineConditions: new Set([3201]),
  isPromotionActive: (start, end) => start === 'open' || end === 'open',
  today: '2026-11-27',
  path: '/hp-963-yellow.html',
}

describe('productPageView', () => {
  it('needs a SKU, a name and a price', () => {
    expect(productPageView(product({ name: null }), context)).toBeNull()
    expect(productPageView(product({ price_incl_vat: null, price_range: { minimum_price: { regular_price: { value: null }, final_price: { value: null } } } }), context)).toBeNull()
  })

  it('names the brand by its label and knows the own brand and a refurbished printer', () => {
    const view = productPageView(product({ specification_brand: 1831, printer_condition: 3212 }), context)!
    expect(view.brand).toEqual({ id: 1831, label: 'HP' })
    expect(view.isRefurbished).toBe(true)
    expect(view.warranty).toBe('refurbished')
    expect(productPageView(product({ specification_brand: 1991 }), context)!.warranty).toBe('ownBrand')
  })

  it('keeps at most four pictures in position order, a video with its host’s thumbnail', () => {
    const entries = [5, 1, 3, 2, 4].map((position) => ({ __typename: 'ProductImage', url: `https://shop.test/${position}.svg`, label: '', position, disabled: false }))
    entries.push({ __typename: 'ProductVideo', url: 'https://shop.test/v.svg', label: 'v', position: 0, disabled: false, video_content: { video_url: 'https://www.youtube.com/watch?v=abcdefghijk', video_title: 'Set up' } } as never)
    const gallery = productPageView(product({ media_gallery: entries }), context)!.gallery
    expect(gallery).toHaveLength(GALLERY_LIMIT)
    expect(gallery[0]).toEqual({ kind: 'video', url: 'https://www.youtube.com/watch?v=abcdefghijk', thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg', title: 'Set up' })
    expect(gallery.slice(1).map((item) => item.url)).toEqual(['https://shop.test/1.svg', 'https://shop.test/2.svg', 'https://shop.test/3.svg'])
  })

  it('takes thumbnails only from YouTube, never from a look-alike host', () => {
    expect(videoThumbnail('https://youtu.be/abcdefghijk')).toBe('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg')
    expect(videoThumbnail('https://youtube.com.evil.example/watch?v=abcdefghijk')).toBeNull()
    expect(videoThumbnail('not a url')).toBeNull()
  })

  it('keeps only colours that are colours, for the swatches', () => {
    expect(productPageView(product(), context)!.yields[0]!.swatches).toEqual(['#f5c518'])
  })

  it('limits the quantity to the stock left and the most one order may hold (SPEC §4)', () => {
    expect(productPageView(product({ only_x_left_in_stock: 3, stock: { qty: 3, max_sale_qty: 10 } }), context)!.maxQuantity).toBe(3)
    expect(productPageView(product({ stock: { qty: 50, max_sale_qty: 10 } }), context)!.maxQuantity).toBe(10)
    expect(productPageView(product(), context)!.maxQuantity).toBeNull()
  })

  it('strikes through the regular price under a special price, both VAT ways', () => {
    const view = productPageView(product({ price_incl_vat: 18, price_excl_vat: 15, price_range: { minimum_price: { regular_price: { value: 24, currency: 'GBP' }, final_price: { value: 18 } } } }), context)!
    expect(view.price).toEqual({ incl: 1800, excl: 1500 })
    expect(view.was).toEqual({ incl: 2400, excl: 2000 })
  })

  it('shows a promotion only inside its window, with its terms sanitised', () => {
    const view = productPageView(
      product({
        cashback: { value: 20, catch: 'Claim now', start_date: 'open', end_date: null, lightbox_html: '<p onclick="x()">Terms</p><script>alert(1)</script>' },
        trade_in: { value: 30, start_date: 'past', end_date: 'past', lightbox_html: null },
      }),
      context,
    )!
    expect(view.promotions.map((promotion) => promotion.kind)).toEqual(['cashback'])
    expect(view.promotions[0]!.html).toBe('<p>Terms</p>')
  })

  it('takes the breadcrumbs from the deepest category', () => {
    const categories = [
      { uid: 'a', id: 1, name: 'Ink Cartridges', level: 2, url_path: 'ink-cartridges', breadcrumbs: null },
      { uid: 'b', id: 2, name: 'HP', level: 3, url_path: 'ink-cartridges/hp', breadcrumbs: [{ category_name: 'Ink Cartridges', category_url_path: 'ink-cartridges' }] },
    ]
    const view = productPageView(product({ categories }), context)!
    expect(view.breadcrumbs).toEqual([
      { name: 'Ink Cartridges', path: '/ink-cartridges.html' },
      { name: 'HP', path: '/ink-cartridges/hp.html' },
    ])
    expect(view.categoryId).toBe(2)
  })

  it('prices the buy-together companion at the offer’s discount, and skips one sold out', () => {
    const companion = { sku: 'P', name: 'Paper', url_key: 'paper', url_suffix: '.html', small_image: null, price_incl_vat: 10, price_excl_vat: 8.33, stock_status: 'IN_STOCK' }
    const view = productPageView(product({ buy_together: [{ discount_percent: 20, companion }] }), context)!
    expect(view.buyTogether?.offerPrice).toEqual({ incl: 800, excl: 666 })
    expect(productPageView(product({ buy_together: [{ discount_percent: 20, companion: { ...companion, stock_status: 'OUT_OF_STOCK' } }] }), context)!.buyTogether).toBeNull()
  })
})
