/**
 * Content pages (issue 18 point 1): every identifier the shop serves and every yearly statement shows
 * its CMS content, made safe, with the head a crawler needs; never the placeholder.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_PAGE_PATHS } from '../../shared/constants/content-pages'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const ORIGIN = 'https://shop.test'
const PLACEHOLDER = 'This page is being prepared'

const html = async (path: string) => {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The page's CMS content area. */
const contentArea = (page: string) => /<div class="prose-shop cms-content" data-cms-content="">([\s\S]*?)<\/div><\/article>/.exec(page)?.[1] ?? null

const jsonLd = (page: string) => [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)

beforeAll(() => seedCatalogue())

describe('content pages', () => {
  it.each(Object.entries(CONTENT_PAGE_PATHS))('%s shows the CMS page %s with its heading and content', async (path, identifier) => {
    const row = (await env.DB.prepare('SELECT title, content_heading, meta_description, meta_keywords FROM cms_pages WHERE identifier = ?1').bind(identifier).first<Record<string, string | null>>())!
    const page = await html(path)
    expect(page).not.toContain(PLACEHOLDER)
    expect(page).toContain(`<h1 id="page-heading" class="text-3xl font-bold text-ink-900">${row.content_heading || row.title}</h1>`.replace(/'/g, '&#x27;'))
    expect(contentArea(page)?.length ?? 0).toBeGreaterThan(200)
    expect(page).not.toMatch(/<div class="prose-shop cms-content"[^>]*>[\s\S]*<h1/)
    if (row.meta_description) expect(page).toContain(`<meta name="description" content="${row.meta_description.replace(/'/g, '&#x27;')}"/>`)
    if (row.meta_keywords) expect(page).toContain(`<meta name="keywords" content="${row.meta_keywords}"/>`)
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`)
    expect(page).toContain('<meta property="og:type" content="article"/>')
    expect(page).toContain('<meta name="twitter:card" content="summary"/>')
  })

  it('shows each yearly slavery statement at /slavery-{year}', async () => {
    const { results } = await env.DB.prepare("SELECT identifier, title FROM cms_pages WHERE identifier LIKE 'slavery-20%'").all<{ identifier: string; title: string }>()
    expect(results.length).toBeGreaterThan(0)
    for (const statement of results) {
      const page = await html(`/${statement.identifier}`)
      expect(page).not.toContain(PLACEHOLDER)
      expect(contentArea(page)?.length ?? 0).toBeGreaterThan(200)
    }
  })

  it('shows the news from the CMS page news, in each store', async () => {
    const page = await html('/news')
    expect(page).toContain('News from Cartridge Corner</h1>')
    expect(contentArea(page)).toContain('<h2>Christmas delivery dates</h2>')
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/news"/>`)
    expect(contentArea(await html('/de/news'))).toContain('href="/de/recycling.html"')
  })

  it('carries a BreadcrumbList from home to the page', async () => {
    const crumbs = jsonLd(await html('/terms.html')).find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] }
    expect(crumbs.itemListElement.map((crumb) => [crumb.position, crumb.item])).toEqual([
      [1, `${ORIGIN}/`],
      [2, `${ORIGIN}/terms.html`],
    ])
  })

  it('resolves directives, strips scripts and handlers, orders headings and keeps links in the German store', async () => {
    const content = [
      '<h1>Our recycling scheme</h1>',
      '<script>document.cookie</script><p onmouseover="steal()">Send back <a href="javascript:alert(1)">empties</a>',
      ' via <a href="{{store url="contact"}}">us</a>, see <a href="https://www.cartridgecorner.co.uk/terms.html">terms</a> and <a href="https://shop.test/recycling.html">more</a>.</p>',
      '{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="5"}}',
      '<h3>Boxes</h3><img src="{{media url="wysiwyg/box.jpg"}}" alt="A box"><table><tr><td>1</td></tr></table>',
    ].join('')
    await env.DB.prepare("INSERT INTO cms_pages (identifier, title, content, is_active) VALUES ('test-directives', 'Directives', ?1, 1)").bind(content).run()
    // The English store's base URL is its own only there; the host serving the page is every store's.
    const cases = [
      ['/Page?identifier=test-directives', '', '/terms.html'],
      ['/de/Page?identifier=test-directives', '/de', 'https://www.cartridgecorner.co.uk/terms.html'],
    ] as const
    for (const [path, prefix, terms] of cases) {
      const area = contentArea(await html(path))!
      expect(area).toBe(
        `<h2>Our recycling scheme</h2><p>Send back <a>empties</a> via <a href="${prefix}/contact/">us</a>, see <a href="${terms}">terms</a> and <a href="${prefix}/recycling.html">more</a>.</p>` +
          '<h3>Boxes</h3><div class="cms-table" tabindex="0"><table><tr><td>1</td></tr></table></div>',
      )
    }
  })
})

describe('the FAQ page', () => {
  it('shows the CMS page faq as topics of questions that open, with FAQPage data for every question', async () => {
    const row = (await env.DB.prepare("SELECT content FROM cms_pages WHERE identifier = 'faq'").first<{ content: string }>())!
    const questions = [...row.content.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]!)
    expect(questions.length).toBeGreaterThan(10)
    const page = await html('/Faq')
    expect(page).not.toContain(PLACEHOLDER)
    expect(page.match(/<details class="faq-item[^"]*" data-faq-question="">/g)).toHaveLength(questions.length)
    expect([...page.matchAll(/<h2 id="faq-topic-\d+"[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1])).toEqual(
      [...row.content.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]!.replace(/'/g, '&#x27;')),
    )
    const faq = jsonLd(page).find((data) => data['@type'] === 'FAQPage') as { url: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    expect(faq.url).toBe(`${ORIGIN}/Faq`)
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(questions.map((question) => question.replace(/&amp;/g, '&')))
    for (const entry of faq.mainEntity) expect(entry.acceptedAnswer.text).toMatch(/^<(p|ul)>/)
  })
})

describe('the diagnostic page', () => {
  const fact = (page: string, key: string) => new RegExp(`data-diagnostic="${key}"><dt[^>]*>[^<]*</dt><dd[^>]*>(.*?)</dd>`).exec(page)?.[1] ?? null

  it('reports the store view, the build and that the back end and KV answer, and is never stored', async () => {
    const response = await SELF.fetch(`${ORIGIN}/diagnostic`)
    const page = await response.text()
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    expect(page).toContain('<meta name="robots" content="noindex"/>')
    expect(fact(page, 'store')).toBe('default')
    expect(fact(page, 'language')).toBe('en_GB (en-GB)')
    expect(fact(page, 'currency')).toBe('GBP')
    expect(fact(page, 'build')).toMatch(/^[A-Za-z0-9_-]{6,}$/)
    expect(fact(page, 'backend')).toMatch(/^Embedded Magento-compatible back end: Reachable, answered in \d+ ms$/)
    expect(fact(page, 'kv')).toMatch(/^Reachable, answered in \d+ ms$/)
    expect(page).not.toContain(PLACEHOLDER)
  })

  it('speaks German in the German store', async () => {
    const page = await html('/de/diagnostic')
    expect(fact(page, 'currency')).toBe('EUR')
    expect(fact(page, 'kv')).toMatch(/^Erreichbar, Antwort in \d+ ms$/)
    expect(page).toMatch(/<time dateTime="[^"]+">\d{1,2}\. \w+ 20\d\d um /)
  })

  it('shows nothing about a signed-in visitor', async () => {
    const token = await signedInCustomer('diagnostic.private@example.co.uk')
    const page = await (await SELF.fetch(`${ORIGIN}/diagnostic`, { headers: { Cookie: `customer=${token}` } })).text()
    expect(page).not.toContain(token)
    expect(page).not.toContain('diagnostic.private')
  })

  it('says so when the back end does not answer', async () => {
    const context = createExecutionContext()
    // Nothing listens on port 9 of this machine: the connection is refused at once.
    const response = await createApp().fetch(new Request(`${ORIGIN}/diagnostic`), { ...env, MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }, context)
    await waitOnExecutionContext(context)
    const page = await response.text()
    expect(response.status).toBe(200)
    expect(fact(page, 'backend')).toMatch(/^Magento: Not reachable after \d+ ms \(.+\)$/)
    expect(page).not.toContain('127.0.0.1:9')
  })
})
