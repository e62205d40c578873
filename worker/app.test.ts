import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../test/seed-catalogue'

const get = (path: string, init?: RequestInit) => SELF.fetch(`https://shop.test${path}`, init)

// Unknown paths are looked up in the catalogue before they are a 404.
beforeAll(() => seedCatalogue())

describe('home page', () => {
  it('streams the document shell with title, description, canonical link and language', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html.startsWith('<!DOCTYPE html><html lang="en-GB">')).toBe(true)
    expect(html).toContain('<title>Cartridge Corner: ink, toner, label tape, paper and printers</title>')
    expect(html).toMatch(/<meta name="description" content="[^"]*Free next-day delivery on orders over £30\.[^"]*"/)
    expect(html).toContain('<link rel="canonical" href="https://shop.test/"/>')
  })

  it('links the hashed stylesheet and entry module, and preloads the entry', async () => {
    const html = await (await get('/')).text()
    const css = /<link rel="stylesheet" href="(\/assets\/app-[0-9a-f]{10}\.css)"/.exec(html)?.[1]
    const entry = /<script type="module" src="(\/assets\/entry-[\w-]+\.js)"/.exec(html)?.[1]
    expect(css).toBeDefined()
    expect(entry).toBeDefined()
    expect(html).toContain(`<link rel="modulepreload" href="${entry}"/>`)
  })

  it('puts the response nonce on every executable script and in the CSP', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    const html = await response.text()
    const executable = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      // Data blocks (island props, structured data) are never run, so the CSP does not govern them.
      .filter((tag) => !tag.includes('type="application/json"') && !tag.includes('type="application/ld+json"'))
    expect(executable.length).toBeGreaterThan(0)
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
    const second = await get('/')
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
    await second.body?.cancel()
  })

  it('marks the cart island and serializes its props beside it', async () => {
    const html = await (await get('/')).text()
    expect(html).toMatch(
      /<div data-island="cart-count" data-island-hydrate="interaction" class="contents"><a href="\/cart" data-panel-open="cart" data-cart-link="" data-count-label="Basket, \{count\} items" data-count-label-one="Basket, 1 item" aria-label="Basket"[\s\S]*?<\/a><\/div><script type="application\/json" data-island-props="">\{"cartPath":"\/cart","label":"Basket","countLabel":"Basket, \{count\} items","countLabelOne":"Basket, 1 item"\}<\/script>/,
    )
  })

  it('serves the German store under /de/ with or without the trailing slash', async () => {
    for (const path of ['/de/', '/de']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('<html lang="de-DE">')
      expect(html).toContain('<link rel="canonical" href="https://shop.test/de/"/>')
      expect(html).toContain('"cartPath":"/de/cart","label":"Warenkorb","countLabel":"Warenkorb, {count} Artikel"')
    }
  })
})

describe('security headers', () => {
  it.each(['/', '/no-such-page', '/robots.txt'])('sends the protective headers on %s', async (path) => {
    const response = await get(path)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    await response.body?.cancel()
  })
})

describe('not-found page', () => {
  it('answers 404 with the spec wording, three suggestions and a search box', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<title>This page could not be found</title>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Whoops, we couldn&#x27;t find that page.')
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main.match(/<li>/g)).toHaveLength(3)
    expect(main).toMatch(/<form role="search"[^>]*action="\/search" method="get">/)
    expect(main).toContain('href="/contact.html"')
  })

  it('speaks German in the German store', async () => {
    const response = await get('/de/nicht-da')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<html lang="de-DE">')
    expect(html).toContain('Hoppla, diese Seite konnten wir nicht finden.')
    expect(html).toContain('action="/de/search"')
  })

  it('keeps hostile paths out of the page', async () => {
    const response = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<script>alert(1)')
  })
})

describe('static assets', () => {
  it('has the built stylesheet the page links in its assets binding', async () => {
    const html = await (await get('/')).text()
    const css = /href="(\/assets\/app-[0-9a-f]{10}\.css)"/.exec(html)?.[1] ?? ''
    const response = await env.ASSETS.fetch(`https://shop.test${css}`)
    expect(response.status).toBe(200)
    expect((await response.text()).length).toBeGreaterThan(1000)
  })

  it('does not mark worker pages immutable', async () => {
    const response = await get('/')
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable')
    await response.body?.cancel()
  })
})
