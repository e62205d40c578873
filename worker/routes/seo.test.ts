import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { escapeXml, urlSetXml } from '../seo/sitemap-xml'
import { isCrawler } from '../seo/is-crawler'

/** More than one product file's worth, so paging across files is exercised. */
const SEEDED_PRODUCTS = 1200
const PRODUCTS_PER_FILE = 1000
const ORIGIN = 'https://shop.test'

const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`)

async function xml(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  return response.text()
}

const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!)

/** Well-formed enough for a sitemap: one declaration, balanced tags, quoted attributes, no stray `<` or `&`. */
function expectWellFormed(body: string): void {
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const rest = body.slice(body.indexOf('\n') + 1)
  const stack: string[] = []
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g
  let last = 0
  for (const match of rest.matchAll(tag)) {
    const text = rest.slice(last, match.index)
    expect(text).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/)
    for (const value of match[3]!.matchAll(/="([^"]*)"/g)) expect(value[1]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
    last = match.index + match[0].length
    const [, closing, name, , selfClosing] = match
    if (selfClosing) continue
    if (closing) expect(stack.pop()).toBe(name)
    else stack.push(name!)
  }
  expect(rest.slice(last).trim()).toBe('')
  expect(stack).toEqual([])
}

type Row = Record<string, string | number | null>
const all = async <T extends Row>(sql: string, ...params: (string | number)[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results

/** What the sitemap should list for products: enabled and visible in the catalogue (SPEC §9 suffix .html). */
const catalogueProductPaths = async () =>
  (await all<{ url_key: string }>('SELECT url_key FROM products WHERE status = 1 AND visibility IN (2, 4)')).map((r) => `/${r.url_key}.html`)

beforeAll(() => seedCatalogue(SEEDED_PRODUCTS))

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of private pages in both stores and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const lines = (await response.text()).split('\n')
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    for (const prefix of ['', '/de']) {
      for (const page of ['/cart', '/checkout', '/customer', '/search', '/graphql']) {
        for (const form of [`${page}$`, `${page}?`, `${page}/`]) expect(lines).toContain(`Disallow: ${prefix}${form}`)
      }
      for (const folder of ['/api/', '/__dev/', '/__cache/']) expect(lines).toContain(`Disallow: ${prefix}${folder}`)
    }
    expect(lines).toContain('Sitemap: https://shop.test/sitemap.xml')
  })

  it('keeps crawlers out of filtered, sorted and re-cut listings but not out of a listing’s pages', async () => {
    const text = await (await get('/robots.txt')).text()
    const rules = [...text.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map((m) => ({ allow: m[1] === 'Allow', pattern: m[2]! }))
    // How search engines read the rules: `*` is any text, `$` ends the path, the longest match wins.
    const matches = (pattern: string, url: string) => {
      const anchored = pattern.endsWith('$')
      const body = (anchored ? pattern.slice(0, -1) : pattern)
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')
      return new RegExp(`^${body}${anchored ? '$' : ''}`).test(url)
    }
    const allowed = (url: string) => {
      const hits = rules.filter((rule) => matches(rule.pattern, url)).sort((a, b) => b.pattern.length - a.pattern.length)
      return hits[0]?.allow ?? true
    }
    expect(allowed('/ink-cartridges/hp.html')).toBe(true)
    expect(allowed('/ink-cartridges/hp.html?p=2')).toBe(true)
    expect(allowed('/de/ink-cartridges/hp.html?p=3')).toBe(true)
    expect(allowed('/ink-cartridges/hp.html?specification_colour=black')).toBe(false)
    expect(allowed('/ink-cartridges/hp.html?p=2&hide_out_of_stock=1')).toBe(false)
    expect(allowed('/de/ink-cartridges/hp.html?sort=price_ASC')).toBe(false)
    expect(allowed('/ink-cartridges/hp.html?itemsPerPage=42')).toBe(false)
    expect(allowed('/cart')).toBe(false)
    expect(allowed('/__admin/blocks')).toBe(false)
  })

  it('does not hide product pages that merely start like a private path', async () => {
    const text = await (await get('/robots.txt')).text()
    const [ownBrand] = await all<{ url_key: string }>("SELECT url_key FROM products WHERE url_key LIKE 'cartridge-%' AND visibility IN (2, 4) LIMIT 1")
    expect(ownBrand).toBeDefined()
    const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!)
    // Prefix rules without an end anchor are the ones that would match `/cartridge-….html`.
    const path = `/${ownBrand!.url_key}.html`
    expect(disallowed.filter((rule) => !rule.endsWith('$') && path.startsWith(rule))).toEqual([])
    expect(disallowed).not.toContain('/cart')
  })
})

describe('sitemap index', () => {
  it('lists the category, product and content files of both stores', async () => {
    const body = await xml('/sitemap.xml')
    expectWellFormed(body)
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const products = (await catalogueProductPaths()).length
    expect(products).toBeGreaterThan(PRODUCTS_PER_FILE)
    const files = Math.ceil(products / PRODUCTS_PER_FILE)
    expect(files).toBe(2)
    const expected = ['default', 'de'].flatMap((store) => [
      `${ORIGIN}/sitemap/${store}/categories.xml`,
      ...Array.from({ length: files }, (_, i) => `${ORIGIN}/sitemap/${store}/products-${i + 1}.xml`),
      `${ORIGIN}/sitemap/${store}/cms.xml`,
    ])
    expect(locs(body)).toEqual(expected)
  })
})

describe('category sitemap', () => {
  it('lists exactly the categories below the root that are in the menu or have products, with hreflang alternates', async () => {
    const body = await xml('/sitemap/default/categories.xml')
    expectWellFormed(body)
    const shown = await all<{ url_path: string }>(
      `SELECT c.url_path FROM categories c WHERE c.level >= 2 AND (c.include_in_menu = 1 OR EXISTS (
         SELECT 1 FROM category_products cp JOIN products p ON p.id = cp.product_id
         WHERE cp.category_id = c.id AND p.status = 1 AND p.visibility IN (2, 4)))`,
    )
    expect(shown.length).toBeGreaterThan(10)
    expect(new Set(locs(body))).toEqual(new Set(shown.map((c) => `${ORIGIN}/${c.url_path}.html`)))

    const [top] = await all<{ url_path: string }>("SELECT url_path FROM categories WHERE level = 2 AND include_in_menu = 1 ORDER BY position LIMIT 1")
    const path = `/${top!.url_path}.html`
    expect(body).toContain(
      `<url><loc>${ORIGIN}${path}</loc>` +
        `<xhtml:link rel="alternate" hreflang="en-GB" href="${ORIGIN}${path}"/>` +
        `<xhtml:link rel="alternate" hreflang="de-DE" href="${ORIGIN}/de${path}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/></url>`,
    )
  })

  it('leaves out a category neither in the menu nor with products, but still lists its children', async () => {
    const [parent] = await all<{ id: number; path: string }>('SELECT id, path FROM categories WHERE level = 2 ORDER BY position LIMIT 1')
    const add = (id: number, parentId: number, path: string, level: number, key: string, inMenu: number) =>
      env.DB.prepare(
        `INSERT INTO categories (id, parent_id, path, level, position, name, url_key, url_path, include_in_menu, is_anchor, display_mode, kind, extras)
         VALUES (?1, ?2, ?3, ?4, 99, ?5, ?5, ?6, ?7, 1, 'PRODUCTS', 'section', '{}')`,
      ).bind(id, parentId, `${path}/${id}`, level, key, key, inMenu)
    const hiddenPath = 'hidden-empty-section'
    const childPath = `${hiddenPath}/shown-child`
    await env.DB.batch([add(990001, parent!.id, parent!.path, 3, hiddenPath, 0), add(990002, 990001, `${parent!.path}/990001`, 4, childPath, 1)])
    try {
      const paths = locs(await xml('/sitemap/default/categories.xml')).map((loc) => loc.slice(ORIGIN.length))
      expect(paths).not.toContain(`/${hiddenPath}.html`)
      expect(paths).toContain(`/${childPath}.html`)
    } finally {
      await env.DB.prepare('DELETE FROM categories WHERE id IN (990001, 990002)').run()
    }
  })

  it('gives the German store its /de/ URLs with the same alternates', async () => {
    const body = await xml('/sitemap/de/categories.xml')
    expectWellFormed(body)
    const german = locs(body)
    expect(german.length).toBeGreaterThan(10)
    for (const loc of german) expect(loc.startsWith(`${ORIGIN}/de/`)).toBe(true)
    const english = locs(await xml('/sitemap/default/categories.xml'))
    expect(german).toEqual(english.map((loc) => loc.replace(ORIGIN, `${ORIGIN}/de`)))
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="de-DE" href="${german[0]}"/>`)
  })
})

describe('product sitemaps', () => {
  it('split every catalogue product across the files without repeats', async () => {
    const first = await xml('/sitemap/default/products-1.xml')
    const second = await xml('/sitemap/default/products-2.xml')
    expectWellFormed(first)
    expectWellFormed(second)
    expect(locs(first)).toHaveLength(PRODUCTS_PER_FILE)
    const listed = [...locs(first), ...locs(second)].map((loc) => unescape(loc).slice(ORIGIN.length))
    const expected = await catalogueProductPaths()
    expect(listed).toHaveLength(expected.length)
    expect(new Set(listed)).toEqual(new Set(expected))
  })

  it('puts the German products under /de/ with alternates for both stores', async () => {
    const body = await xml('/sitemap/de/products-1.xml')
    const german = locs(body)
    expect(german).toHaveLength(PRODUCTS_PER_FILE)
    for (const loc of german) expect(loc.startsWith(`${ORIGIN}/de/`)).toBe(true)
    const path = german[0]!.slice(`${ORIGIN}/de`.length)
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="en-GB" href="${ORIGIN}${path}"/>`)
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/>`)
  })

  it('escapes a URL key that XML would choke on', async () => {
    const [product] = await all<{ id: number; url_key: string }>('SELECT id, url_key FROM products WHERE status = 1 AND visibility IN (2, 4) ORDER BY name LIMIT 1')
    await env.DB.prepare('UPDATE products SET url_key = ?1 WHERE id = ?2').bind("ink&toner-o'brien", product!.id).run()
    try {
      const body = await xml('/sitemap/default/products-1.xml')
      expectWellFormed(body)
      expect(body).toContain(`<loc>${ORIGIN}/ink&amp;toner-o&apos;brien.html</loc>`)
      expect(body).not.toContain('ink&toner')
    } finally {
      await env.DB.prepare('UPDATE products SET url_key = ?1 WHERE id = ?2').bind(product!.url_key, product!.id).run()
    }
  })
})

describe('content sitemap', () => {
  it('lists the home page, the content pages, the yearly statements the archive links, the contact form, the FAQ and the news in each store', async () => {
    const pages = ['/', '/aboutus.html', '/free-delivery.html', '/lowprice.html', '/moneyback.html', '/privacypolicy.html', '/recycling.html',
      '/schools-and-local-authorities.html', '/slavery.html', '/slavery-archive.html', '/terms.html', '/slavery-2025', '/slavery-2024', '/slavery-2023',
      '/contact.html', '/Faq', '/news']
    const english = await xml('/sitemap/default/cms.xml')
    expectWellFormed(english)
    expect(locs(english)).toEqual(pages.map((page) => `${ORIGIN}${page}`))
    expect(english).toContain(
      `<url><loc>${ORIGIN}/terms.html</loc>` +
        `<xhtml:link rel="alternate" hreflang="en-GB" href="${ORIGIN}/terms.html"/>` +
        `<xhtml:link rel="alternate" hreflang="de-DE" href="${ORIGIN}/de/terms.html"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/terms.html"/></url>`,
    )
    const german = await xml('/sitemap/de/cms.xml')
    expect(locs(german)).toEqual(pages.map((page) => `${ORIGIN}/de${page === '/' ? '/' : page}`))
  })
})

describe('invalid sitemap paths', () => {
  it.each([
    '/sitemap/fr/categories.xml',
    '/sitemap/DE/cms.xml',
    '/sitemap/de/products-0.xml',
    '/sitemap/de/products-3.xml',
    '/sitemap/default/products-999999.xml',
    '/sitemap/default/products-1234567.xml',
    '/sitemap/default/products-x.xml',
    '/sitemap/default/products-01.xml',
    '/sitemap/default/products-1.5.xml',
    '/sitemap/default/other.xml',
    '/sitemap/nope/products-1.xml',
  ])('%s is a 404', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    await response.body?.cancel()
  })
})

describe('page heads', () => {
  it('link the home page of each store view, with the English one as the default', async () => {
    for (const path of ['/', '/de/']) {
      const html = await (await get(path)).text()
      expect(html).toContain(`<link rel="alternate" hrefLang="en-GB" href="${ORIGIN}/"/>`)
      expect(html).toContain(`<link rel="alternate" hrefLang="de-DE" href="${ORIGIN}/de/"/>`)
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/"/>`)
    }
  })

  it('have no alternates on a page without a canonical path', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('rel="alternate"')
  })
})

describe('escapeXml and urlSetXml', () => {
  it('escape every markup character and drop characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg')
    const body = urlSetXml([{ loc: 'https://x.test/a?b=1&c=<2>', alternates: [{ hreflang: 'x-"default', href: 'https://x.test/"&' }] }])
    expectWellFormed(body)
    expect(body).toContain('<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc>')
    expect(body).toContain('hreflang="x-&quot;default" href="https://x.test/&quot;&amp;"')
  })
})

describe('isCrawler', () => {
  it('tells search engine crawlers from browsers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true)
    expect(isCrawler('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe(false)
    expect(isCrawler(undefined)).toBe(false)
  })
})
