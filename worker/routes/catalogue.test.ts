import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { escapeHtml } from '../../shared/html/escape-html'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })

type Facet = { attribute_code: string; options: { value: string; count: number; label: string }[] }
type Facts = {
  /** An ink brand page with more than two pages of products at 10 a page. */
  brand: { path: string; urlPath: string; uid: string; name: string; metaTitle: string; total: number; facet: Facet }
  printerModel: { path: string; name: string; printerMessage: string }
  /** A model page whose printer is for sale (SPEC §3 printer_as_product). */
  printerForSale: { path: string; name: string }
}
let facts: Facts

/** What a listing page says about itself. */
async function listing(path: string) {
  const response = await get(path)
  const html = await response.text()
  // The listing's own grid, not the rails around it: from its list to the list's end.
  const gridStart = html.indexOf('data-item-list-name', html.indexOf('data-listing=""'))
  const listingHtml = gridStart < 0 ? '' : html.slice(gridStart, html.indexOf('</ul>', gridStart))
  const products = [...listingHtml.matchAll(/data-product="([^"]+)"/g)].map((match) => JSON.parse(match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { sku: string; priceIncl: number })
  return {
    status: response.status,
    html,
    kind: /data-page-kind="([^"]+)"/.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null,
    count: /data-listing-count="">([^<]*)</.exec(html)?.[1] ?? null,
    /** Cards of the listing itself, not of the rails around it. */
    cards: [...listingHtml.matchAll(/data-product-card="([^"]+)"/g)].map((match) => match[1]),
    products,
    selected: [...html.matchAll(/aria-current="true" data-facet="([^"]+)" data-facet-value="([^"]+)"/g)].map((match) => `${match[1]}=${match[2]}`),
    facetOptions: (code: string) => [...html.matchAll(new RegExp(`data-facet="${code}" data-facet-value="([^"]+)"`, 'g'))].map((match) => match[1]),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement: { name?: string; url?: string; item?: string }[] }),
    setCookie: response.headers.get('set-cookie'),
    cacheControl: response.headers.get('cache-control'),
    location: response.headers.get('location'),
  }
}

beforeAll(async () => {
  await seedCatalogue()
  const ink = await graphqlData<{ categories: { items: { children: { uid: string; name: string; meta_title: string; url_path: string; product_count: number }[] }[] } }>(
    '{ categories(filters: { url_path: { eq: "ink-cartridges" } }) { items { children { uid name meta_title url_path product_count } } } }',
  )
  const brand = [...(ink.categories.items[0]?.children ?? [])].sort((a, b) => b.product_count - a.product_count)[0]
  if (!brand || brand.product_count <= 20) throw new Error('the test catalogue needs an ink brand with more than 20 products')
  const listed = await graphqlData<{ products: { total_count: number; aggregations: Facet[] } }>(
    'query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }) { total_count aggregations { attribute_code options { value count label } } } }',
    { uid: brand.uid },
  )
  const facet = listed.products.aggregations.find((entry) => entry.attribute_code === 'specification_colour' && entry.options.length >= 3)
  if (!facet) throw new Error('the brand needs a colour facet with three options')
  const models = await graphqlData<{ categories: { items: { url_path: string; name: string; printer_message: string | null; printer_as_product: boolean | null; product_count: number }[] } }>(
    '{ categories(filters: { name: { match: "HP" } }, pageSize: 300) { items { url_path name printer_message printer_as_product product_count } } }',
  )
  const forSale = models.categories.items.find((entry) => entry.printer_message && entry.printer_as_product)
  if (!forSale) throw new Error('the test catalogue needs a printer model page whose printer is for sale')
  const model = models.categories.items.find((entry) => entry.printer_message && entry.product_count > 0)
  if (!model?.printer_message) throw new Error('the test catalogue needs a printer model page with products')
  facts = {
    brand: { path: `/${brand.url_path}.html`, urlPath: brand.url_path, uid: brand.uid, name: brand.name, metaTitle: brand.meta_title, total: listed.products.total_count, facet },
    printerModel: { path: `/${model.url_path}.html`, name: model.name, printerMessage: model.printer_message },
    printerForSale: { path: `/${forSale.url_path}.html`, name: forSale.name },
  }
})

describe('a category listing', () => {
  it('is complete, indexable and anonymous HTML', async () => {
    const page = await listing(facts.brand.path)
    expect(page).toMatchObject({ status: 200, kind: 'category', canonical: `${ORIGIN}${facts.brand.path}`, robots: null, setCookie: null })
    // The seeded meta title is already the whole title, shop name included: it is used as it is.
    expect(facts.brand.metaTitle).toContain('Cartridge Corner')
    expect(page.title).toBe(escapeHtml(facts.brand.metaTitle))
    expect(page.cacheControl ?? '').not.toContain('no-store')
    expect(page.count).toBe(`${facts.brand.total} products`)
    // SPEC §9: the URL default is 10 a page.
    expect(page.cards).toHaveLength(10)
    expect(page.html).toMatch(new RegExp(`<h1 id="page-heading"[^>]*>${facts.brand.name}</h1>`))
    expect(page.html).toContain('aria-label="Breadcrumb"')
    expect(page.html).toContain('href="/ink-cartridges.html"')
    // Both VAT prices are in the HTML; CSS shows one (docs/architecture.md "VAT display").
    expect(page.html).toContain('inc. VAT')
    expect(page.html).toContain('ex. VAT')
    // Card pictures: candidates by width for the sizes they are shown at (151 px under 768 px, else 216 px).
    expect(page.html).toMatch(
      /<img src="[^"]+\?width=216&amp;height=268" srcSet="[^"]+\?width=151&amp;height=188 151w, [^"]+ 216w, [^"]+ 302w, [^"]+\?width=432&amp;height=536 432w" sizes="\(max-width: 767px\) 151px, 216px" width="216" height="268"/,
    )
  })

  it('offers exactly the three sorts of the spec and the page sizes', async () => {
    const { html } = await listing(facts.brand.path)
    const sorts = [...html.matchAll(/<option value="([^"]*)"[^>]*>(Sort: Relevance|Price: low to high|Price: high to low)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`)
    expect(sorts).toEqual([':Sort: Relevance', 'price_ASC:Price: low to high', 'price_DESC:Price: high to low'])
    expect(html).toMatch(/<select name="itemsPerPage"/)
  })

  it('has BreadcrumbList and ItemList structured data', async () => {
    const { jsonLd, cards } = await listing(facts.brand.path)
    const crumbs = jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Ink Cartridges', facts.brand.name])
    expect(crumbs?.itemListElement.at(-1)?.item).toBe(`${ORIGIN}${facts.brand.path}`)
    const items = jsonLd.find((entry) => entry['@type'] === 'ItemList')
    expect(items?.itemListElement).toHaveLength(cards.length)
  })

  it('filters by two values of one facet and keeps the facet’s other options with their counts', async () => {
    const [first, second, third] = facts.brand.facet.options
    if (!first || !second || !third) throw new Error('three options expected')
    const [low, high] = [first.value, second.value].sort()
    const page = await listing(`${facts.brand.path}?specification_colour=${low},${high}`)
    expect(page.status).toBe(200)
    expect(page.count).toBe(`${first.count + second.count} products`)
    expect(page.selected.sort()).toEqual([`specification_colour=${low}`, `specification_colour=${high}`])
    expect(page.facetOptions('specification_colour')).toContain(third.value)
    // Removing one value is a link back to the other alone, on page 1.
    expect(page.html).toContain(`href="${facts.brand.path}?specification_colour=${low === first.value ? second.value : first.value}"`)
    // A filter combination is not for search engines: no canonical, and noindex (issue 18 point 5).
    expect(page.canonical).toBeNull()
    expect(page.html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('sorts by price both ways', async () => {
    const rising = (await listing(`${facts.brand.path}?sort=price_ASC`)).products.map((p) => p.priceIncl)
    const falling = (await listing(`${facts.brand.path}?sort=price_DESC`)).products.map((p) => p.priceIncl)
    expect(rising.length).toBeGreaterThan(5)
    expect(rising).toEqual([...rising].sort((a, b) => a - b))
    expect(falling).toEqual([...falling].sort((a, b) => b - a))
    expect(falling[0]).toBeGreaterThan(rising[0]!)
  })

  it('pages through, and a page past the end is a 404', async () => {
    const first = await listing(facts.brand.path)
    const second = await listing(`${facts.brand.path}?p=2`)
    expect(second.status).toBe(200)
    expect(second.title).toBe(`${escapeHtml(facts.brand.metaTitle)} (page 2)`)
    expect(second.canonical).toBe(`${ORIGIN}${facts.brand.path}?p=2`)
    expect(second.cards.some((sku) => first.cards.includes(sku))).toBe(false)
    // Page 1 omits p, in the page links too.
    expect(second.html).toContain(`<a href="${facts.brand.path}" rel="prev"`)
    const last = Math.ceil(facts.brand.total / 10)
    expect((await get(`${facts.brand.path}?p=${last}`)).status).toBe(200)
    expect((await get(`${facts.brand.path}?p=${last + 1}`)).status).toBe(404)
  })

  it('shows the page size asked for, one of the choices', async () => {
    expect((await listing(`${facts.brand.path}?itemsPerPage=20`)).cards).toHaveLength(20)
  })

  it('gives a clean page for nonsense, never an error', async () => {
    // Nonsense page, page size and sort read as their defaults, which a URL leaves out (issue 25).
    const first = await get(`${facts.brand.path}?p=abc&itemsPerPage=7&sort=bogus&printing=%3Cscript%3E&utm_source=mail&__proto__=1`)
    expect(first.status).toBe(301)
    const location = first.headers.get('location') ?? ''
    expect(location).toBe(`${facts.brand.path}?printing=%3Cscript%3E&utm_source=mail&__proto__=1`)
    const page = await listing(location)
    expect(page.status).toBe(200)
    expect(page.cards).toHaveLength(10)
    expect(page.canonical).toBe(`${ORIGIN}${facts.brand.path}`)
    expect(page.html).not.toContain('<script>')
  })

  it('strips the legacy price and print_speed_filters parameters once, with a 301 to the clean URL', async () => {
    const price = await get(`${facts.brand.path}?price=10-20&sort=price_ASC`)
    expect(price.status).toBe(301)
    expect(price.headers.get('location')).toBe(`${facts.brand.path}?sort=price_ASC`)
    const speed = await get(`${facts.brand.path}?print_speed_filters=fast`)
    expect(speed.status).toBe(301)
    expect(speed.headers.get('location')).toBe(facts.brand.path)
    // The new forms are filters.
    expect((await get(`${facts.brand.path}?price=0_50`)).status).toBe(200)
  })

  it('answers the sort form’s submission without scripts with a 301 to the URL without its defaults (issue 25)', async () => {
    const sorted = await get(`${facts.brand.path}?sort=price_ASC&itemsPerPage=10`)
    expect(sorted.status).toBe(301)
    expect(sorted.headers.get('location')).toBe(`${facts.brand.path}?sort=price_ASC`)
    const relevance = await get(`${facts.brand.path}?sort=&itemsPerPage=10&p=1`)
    expect(relevance.headers.get('location')).toBe(facts.brand.path)
    const german = await get(`/de${facts.brand.path}?sort=&itemsPerPage=20`)
    expect(german.status).toBe(301)
    expect(german.headers.get('location')).toBe(`/de${facts.brand.path}?itemsPerPage=20`)
    // The page the redirect leads to links its page 2 with the same parameters.
    const { html } = await listing(`${facts.brand.path}?sort=price_ASC`)
    expect(html).toContain(`href="${facts.brand.path}?sort=price_ASC&amp;p=2"`)
    expect(html).not.toMatch(/href="[^"]*itemsPerPage=10/)
  })

  it('names the listing without its sort order as canonical, and a listing of another page size by its first page', async () => {
    expect((await listing(`${facts.brand.path}?sort=price_DESC&p=2`)).canonical).toBe(`${ORIGIN}${facts.brand.path}?p=2`)
    expect((await listing(`${facts.brand.path}?itemsPerPage=42&p=2`)).canonical).toBe(`${ORIGIN}${facts.brand.path}`)
    const plain = await listing(facts.brand.path)
    expect(plain.canonical).toBe(`${ORIGIN}${facts.brand.path}`)
    expect(plain.html).not.toContain('name="robots"')
  })

  it('has an in-stock filter', async () => {
    const page = await listing(`${facts.brand.path}?hide_out_of_stock=1`)
    expect(page.status).toBe(200)
    expect(page.html).toMatch(/aria-current="true"[^>]*>.*In stock only/s)
  })

  it('is the German store’s page under /de/, in euros with German links', async () => {
    const page = await listing(`/de${facts.brand.path}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('€')
    expect(page.html).toContain('inkl. MwSt.')
    expect(page.html).toContain(`href="/de${facts.brand.path}?p=2"`)
    expect(page.html).toContain('action="/de/checkout/cart/add"')
  })
})

describe('a printer model page', () => {
  it('lists the compatible cartridges with the category’s extras', async () => {
    const page = await listing(facts.printerModel.path)
    expect(page.status).toBe(200)
    expect(page.kind).toBe('category')
    expect(page.html).toContain(facts.printerModel.printerMessage)
    expect(page.cards.length).toBeGreaterThan(0)
    expect(page.html).toContain('Frequently asked questions')
    expect(page.html).toMatch(/<details class="faq-item/)
  })
})

describe('what a printer model page offers beside its cartridges', () => {
  it('the printer itself when it is for sale, as a card that adds it to the basket', async () => {
    const { html, status } = await listing(facts.printerForSale.path)
    expect(status).toBe(200)
    const section = html.slice(html.indexOf('id="model-printer"'))
    expect(section).toMatch(/^id="model-printer"[^>]*>The printer itself<\/h2>/)
    expect(section).toContain(facts.printerForSale.name)
    expect(section).toContain('action="/checkout/cart/add"')
  })

  it('a way to save the printer, as a link to sign in until scripts know the shopper', async () => {
    const { html } = await listing(facts.printerModel.path)
    expect(html).toMatch(/data-island="saved-printer" data-island-hydrate="personal"/)
    expect(html).toMatch(/<a href="\/customer\/account\/login" data-modal-open="login"[^>]*>Sign in to save this printer<\/a>/)
  })

  it('neither on an ordinary category', async () => {
    const { html } = await listing(facts.brand.path)
    expect(html).not.toContain('id="model-printer"')
    expect(html).not.toContain('data-island="saved-printer"')
  })
})

describe('the rows around a listing', () => {
  it('show on the landing view and step aside once the shopper filters or pages', async () => {
    expect((await listing(facts.brand.path)).html).toContain('id="category-bestsellers"')
    expect((await listing(`${facts.brand.path}?hide_out_of_stock=1`)).html).not.toContain('id="category-bestsellers"')
    expect((await listing(`${facts.brand.path}?p=2`)).html).not.toContain('id="category-bestsellers"')
  })

  it('on the Paper pages include a link to the paper finder', async () => {
    expect((await listing('/paper.html')).html).toContain('href="/paper/find-paper-and-labels"')
    expect((await listing(facts.brand.path)).html).not.toContain('find-paper-and-labels')
  })
})

describe('a printers brand page', () => {
  it('lists the brand’s printers with facets, breadcrumbs and its own canonical link', async () => {
    const page = await listing('/printers/hp.html')
    expect(page).toMatchObject({ status: 200, kind: 'printers', canonical: `${ORIGIN}/printers/hp.html` })
    expect(page.html).toContain('href="/printers.html"')
    expect(page.cards.length).toBeGreaterThan(0)
    expect(page.facetOptions('printing').length).toBeGreaterThan(0)
    const crumbs = page.jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Printers', 'HP'])
  })

  it('is the same page at /printers/{name} without the suffix', async () => {
    const page = await listing('/printers/hp')
    expect(page).toMatchObject({ status: 200, kind: 'printers', canonical: `${ORIGIN}/printers/hp.html` })
  })
})

describe('search results', () => {
  it('lists cards with facets and sort, never indexed or stored', async () => {
    const page = await listing('/search?q=ink')
    expect(page).toMatchObject({ status: 200, kind: 'search', robots: 'noindex', cacheControl: 'no-store' })
    expect(page.cards.length).toBeGreaterThan(0)
    expect(page.html).toContain('data-filter-panel')
    expect(page.html).toContain('<option value="price_ASC"')
    // The term travels with the sort form and the page links.
    expect(page.html).toContain('<input type="hidden" name="q" value="ink"/>')
  })

  it('shows 20 results a page unless the URL asks for another size (SPEC §9)', async () => {
    const page = await listing('/search?q=ink')
    expect(page.cards).toHaveLength(20)
    expect(page.html).toMatch(/<option value="20" selected="">20<\/option>/)
    expect((await listing('/search?q=ink&itemsPerPage=10')).cards).toHaveLength(10)
  })

  it('with filters has no canonical link', async () => {
    const page = await listing('/search?q=ink&hide_out_of_stock=1')
    expect(page).toMatchObject({ status: 200, robots: 'noindex', canonical: null })
  })

  it('clearing filters keeps the term', async () => {
    const { html } = await listing('/search?q=ink&hide_out_of_stock=1')
    expect(html).toMatch(/<a href="\/search\?q=ink"[^>]*data-clear-filters=""/)
  })

  it('suggests the four ways of the spec when nothing matches', async () => {
    const page = await listing('/search?q=qqqzzzxxy')
    expect(page.status).toBe(200)
    expect(page.html).toContain('data-search-empty')
    for (const hint of ['Check the spelling.', 'Use spaces between words', 'Use fewer words.', 'Search by printer model or product code']) expect(page.html).toContain(hint)
  })

  it('leaves the defaults the sort form sent out of its URL, keeping the term (issue 25)', async () => {
    // SPEC §9: the search's own default is 20 a page (10 is a choice there, and stays).
    const response = await get('/search?q=ink&sort=&itemsPerPage=20')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/search?q=ink')
    const ten = await get('/search?q=ink&sort=&itemsPerPage=10')
    expect(ten.headers.get('location')).toBe('/search?q=ink&itemsPerPage=10')
  })

  it('is a 404 past the last page', async () => {
    expect((await get('/search?q=ink&p=999')).status).toBe(404)
  })
})
