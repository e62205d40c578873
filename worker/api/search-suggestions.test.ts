import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../../shared/constants/stores'
import type { SearchSuggestions } from '../../shared/rules/search-suggestions'
import { seedCatalogue } from '../../test/seed-catalogue'
import { searchSuggestionsView } from './search-suggestions'

const ORIGIN = 'https://shop.test'

const ask = (variables: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/magento/searchSuggestions?variables=${encodeURIComponent(JSON.stringify(variables))}`, { headers, redirect: 'manual' })

async function suggestions(term: string, headers: Record<string, string> = {}): Promise<SearchSuggestions> {
  const response = await ask({ term }, headers)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: SearchSuggestions }).data
}

beforeAll(() => seedCatalogue())

describe('searchSuggestions', () => {
  it('suggests products for a cartridge number, with their pages, pictures and both prices in pence', async () => {
    const { products, categories } = await suggestions('963')
    expect(products.length).toBeGreaterThan(0)
    expect(products.length).toBeLessThanOrEqual(6)
    for (const product of products) {
      expect(product.name).toContain('963')
      expect(product.url).toMatch(/^\/[a-z0-9-]+\.html$/)
      expect(product.image?.url).toMatch(/\/img\/product\/[a-z0-9-]+\.png$/)
      expect(Number.isInteger(product.pricePence?.incl)).toBe(true)
      expect(Number.isInteger(product.pricePence?.excl)).toBe(true)
      expect(product.pricePence!.incl).toBeGreaterThan(product.pricePence!.excl)
    }
    // No category or printer model is called "963".
    expect(categories).toEqual([])
  })

  it('suggests brand pages and printer models for a brand, at most four, each telling its section', async () => {
    const { products, categories } = await suggestions('hp')
    expect(products.length).toBe(6)
    expect(categories).toHaveLength(4)
    expect(categories.filter((c) => !c.printerModel).map((c) => [c.name, c.section])).toEqual([
      ['HP', 'Toner Cartridges'],
      ['HP', 'Printers'],
    ])
    const models = categories.filter((c) => c.printerModel)
    expect(models).toHaveLength(2)
    for (const model of models) {
      expect(model.name).toMatch(/^HP /)
      expect(model.url).toMatch(/^\/(ink|toner)-cartridges\/hp\/[a-z0-9/-]+\.html$/)
    }
  })

  it('links to pages that exist', async () => {
    const { products, categories } = await suggestions('officejet pro 9010')
    const model = categories.find((c) => c.printerModel)
    expect(model).toMatchObject({ name: 'HP OfficeJet Pro 9010', url: '/ink-cartridges/hp/officejet-pro/officejet-pro-9010.html', section: 'Ink Cartridges' })
    for (const path of [products[0]?.url, model?.url]) {
      const page = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
      await page.text()
      expect([path, page.status]).toEqual([path, 200])
    }
  })

  it('is an anonymous public read: cacheable for a minute, varying by store, setting no cookie', async () => {
    const response = await ask({ term: 'hp' })
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(response.headers.get('Vary')).toBe('Store, Cookie')
    expect(response.headers.getSetCookie()).toEqual([])
    await response.text()
  })

  it('links into the German store and prices in euro cents there', async () => {
    const english = await suggestions('963')
    const german = await suggestions('963', { Store: 'de' })
    // The same products, under the German store's own names (the store view's product texts).
    expect(german.products.map((p) => p.url)).toEqual(english.products.map((p) => `/de${p.url}`))
    expect(german.products.map((p) => p.name)).not.toEqual(english.products.map((p) => p.name))
    for (const product of german.products) expect(product.url).toMatch(/^\/de\/[a-z0-9-]+\.html$/)
    expect(german.products[0]?.pricePence?.incl).not.toBe(english.products[0]?.pricePence?.incl)
    const models = (await suggestions('hp', { Cookie: 'store=de' })).categories
    for (const category of models) expect(category.url).toMatch(/^\/de\//)
  })

  it('suggests nothing for fewer than two characters, or for tags alone, without failing', async () => {
    for (const term of ['', 'h', ' h ', '<script>', '<b>x</b>']) expect(await suggestions(term)).toEqual({ products: [], categories: [] })
    // Tags go as the search page strips them; what is left is searched as usual.
    await suggestions('<script>alert(1)</script>')
    await suggestions('"; DROP TABLE products; --')
  })

  it('refuses overlong terms and anything but a term with 400, never 500', async () => {
    for (const variables of [{ term: 'a'.repeat(101) }, { term: 42 }, {}, { term: 'hp', pageSize: 300 }, ['hp']]) {
      const response = await ask(variables)
      expect([JSON.stringify(variables).slice(0, 40), response.status]).toEqual([JSON.stringify(variables).slice(0, 40), 400])
      await response.text()
    }
    const broken = await SELF.fetch(`${ORIGIN}/api/magento/searchSuggestions?variables=%7B`)
    expect(broken.status).toBe(400)
    await broken.text()
  })
})

describe('searchSuggestionsView', () => {
  const product = { uid: 'MQ==', sku: 'HP-963-BK', name: ' HP 963 Black ', url_key: 'hp-963-black', small_image: { url: 'https://shop.test/img/product/hp-963-bk.svg', label: null }, price_incl_vat: 19.49, price_excl_vat: 16.24 }

  it('rounds the back end’s float prices to whole pence once', () => {
    const view = searchSuggestionsView({ products: { items: [product] }, categories: { items: [] } }, DEFAULT_STORE)
    expect(view.products).toEqual([
      { name: 'HP 963 Black', url: '/hp-963-black.html', image: { url: 'https://shop.test/img/product/hp-963-bk.svg', label: 'HP 963 Black' }, pricePence: { incl: 1949, excl: 1624 } },
    ])
  })

  it('falls back to /p/{sku} without a URL key, drops unnamed entries and leaves out missing prices and pictures', () => {
    const bare = { ...product, sku: 'A B', url_key: null, small_image: null, price_excl_vat: null }
    const view = searchSuggestionsView(
      {
        products: { items: [bare, null, { ...product, name: ' ' }] },
        categories: { items: [null, { uid: 'Mg==', name: 'Paper', url_path: 'paper', printer_message: null, breadcrumbs: null }, { uid: 'Mw==', name: null, url_path: 'x', printer_message: null, breadcrumbs: null }] },
      },
      GERMAN_STORE,
    )
    expect(view).toEqual({
      products: [{ name: 'HP 963 Black', url: '/de/p/A%20B', image: null, pricePence: null }],
      categories: [{ name: 'Paper', url: '/de/paper.html', section: null, printerModel: false }],
    })
  })
})
