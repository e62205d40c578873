import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { TRUST_REVIEWS_URL } from '../../shared/constants/external-links'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const html = async (path: string) => {
  const response = await SELF.fetch(`${ORIGIN}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}
const block = (page: string, identifier: string) => new RegExp(`<div data-cms-block="${identifier}"[^>]*>([\\s\\S]*?)</div>`).exec(page)?.[1] ?? null

beforeAll(async () => {
  await seedCatalogue()
  // Before any page is rendered, so no cache holds the block as seeded.
  await env.DB.prepare("UPDATE cms_blocks SET content = ?1 || content WHERE identifier = 'home_hero'")
    .bind('<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><style>body{display:none}</style>')
    .run()
})

describe('the home page', () => {
  it('shows the hero, promises and brands blocks, made safe', async () => {
    const page = await html('/')
    const hero = block(page, 'home_hero')
    expect(hero).toContain('<h2>Save up to 50% on ink and toner</h2>')
    expect(hero).toContain('<a href="/ink-cartridges.html">Shop ink cartridges</a>')
    expect(hero).not.toMatch(/pwned|<script|onerror|<style/)
    expect(page).not.toContain('window.pwned')
    expect(block(page, 'home_usps')).toContain('<strong>Free next day delivery</strong>')
    expect(page).toMatch(/data-cms-block="home_brands"[^>]*><h2>Shop by brand<\/h2>/)
  })

  it('has a tile with a picture for each top category, linking to its page', async () => {
    const page = await html('/')
    for (const key of ['ink-cartridges', 'toner-cartridges', 'label-tape', '3d-printer-filament', 'paper', 'printers']) {
      expect(page).toMatch(new RegExp(`<a href="/${key}.html"[^>]*><img src="/img/category/${key}.png" alt=""`))
      const picture = await SELF.fetch(`${ORIGIN}/img/category/${key}.png`)
      await picture.text()
      expect([key, picture.status]).toEqual([key, 200])
    }
  })

  it('has the SPEC §1 guarantee panels, with the trust rating linking to the review site', async () => {
    const page = await html('/')
    expect(page).toContain('Our promises to you')
    expect(page).toContain('On every order over £30, to homes, offices and schools across the UK.')
    expect(page).toContain('Rated 4.9 out of 5')
    expect(page).toContain(`<a href="${TRUST_REVIEWS_URL}"`)
    expect(page).toContain('3-year warranty and free returns')
    expect(page).toContain('href="/lowprice.html"')
  })

  it('lists bestsellers and best value, from ink and toner in turn, with add-to-basket forms', async () => {
    const page = await html('/')
    const list = (id: string) => {
      const start = page.indexOf(`id="${id}"`)
      expect(start).toBeGreaterThan(0)
      return page.slice(start, page.indexOf('</ul>', start))
    }
    for (const id of ['home-bestsellers', 'home-best-values']) {
      const cards = [...list(id).matchAll(/data-product-card="([^"]+)"/g)].map((match) => match[1])
      expect(cards).toHaveLength(4)
      expect(list(id)).toContain('action="/checkout/cart/add"')
    }
    expect(page).toMatch(/<h2 id="home-bestsellers"[^>]*>Bestsellers<\/h2>/)
  })

  it('has the printer finder at its first step', async () => {
    const page = await html('/pwa.html')
    expect(page).toContain('Find cartridges for your printer')
    expect(page).toContain('href="/printer-finder?brand=hp"')
    expect(page).toContain('href="/printers/inkjet.html"')
  })

  it('speaks German in the German store, with every link in it', async () => {
    const page = await html('/de/')
    expect(page).toContain('Patronen für Ihren Drucker finden')
    expect(page).toContain('Unsere Versprechen an Sie')
    expect(page).toContain('href="/de/printer-finder?brand=hp"')
    expect(page).toContain('<a href="/de/ink-cartridges/hp.html">HP</a>')
    expect(page).toMatch(/<a href="\/de\/ink-cartridges.html"[^>]*><img/)
    expect(page).toContain('href="/de/lowprice.html"')
    expect(page).not.toMatch(/href="\/(ink|toner)-cartridges\//)
  })
})
