import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' })
const FINDER = '/paper/find-paper-and-labels'
const CATEGORY = { 'printer-paper': 'paper/a4-paper', 'photo-paper': 'paper/photo-paper', labels: 'paper/labels' } as const

type Facet = { attribute_code: string; options: { label: string; value: string; count: number }[] }

/** What the back end has for these categories (and a size), asked directly. */
async function backEnd(categories: readonly string[], size?: string) {
  const data = await graphqlData<{ products: { total_count: number; items: { sku: string }[]; aggregations: Facet[] } }>(
    'query ($filter: ProductAttributeFilterInput!) { products(filter: $filter, pageSize: 10) { total_count items { sku } aggregations { attribute_code options { label value count } } } }',
    { filter: { category_url_path: { in: categories }, ...(size ? { paper_size: { eq: size } } : {}) } },
  )
  const sizes = data.products.aggregations.find((facet) => facet.attribute_code === 'paper_size')?.options ?? []
  return { total: data.products.total_count, skus: data.products.items.map((item) => item.sku), sizes }
}

/** What a finder page says about itself. */
async function finder(path: string) {
  const response = await get(path)
  const html = await response.text()
  const choices = (step: string) => {
    const start = html.indexOf(`aria-labelledby="paper-step-${step}"`)
    if (start < 0) return []
    const list = html.slice(start, html.indexOf('</ul>', start))
    return [...list.matchAll(/<a href="([^"]+)"( aria-current="true")?/g)].map((match) => ({ href: match[1]!, current: match[2] !== undefined }))
  }
  const gridStart = html.indexOf('data-item-list-name', html.indexOf('data-listing=""'))
  const grid = gridStart < 0 ? '' : html.slice(gridStart, html.indexOf('</ul>', gridStart))
  return {
    status: response.status,
    html,
    location: response.headers.get('location'),
    kind: /data-page-kind="([^"]+)"/.exec(html)?.[1] ?? null,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    heading: /<h1 id="page-heading"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    count: /data-listing-count="">([^<]*)</.exec(html)?.[1] ?? null,
    cards: [...grid.matchAll(/data-product-card="([^"]+)"/g)].map((match) => match[1]),
    facets: [...new Set([...html.matchAll(/data-facet="([^"]+)"/g)].map((match) => match[1]))],
    setCookie: response.headers.get('set-cookie'),
    technologies: choices('technology'),
    types: choices('type'),
    sizes: choices('size'),
    crumbs: (JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*BreadcrumbList[^<]*)<\/script>/.exec(html)?.[1] ?? '{"itemListElement":[]}') as { itemListElement: { name: string; item: string }[] }).itemListElement,
  }
}

const count = (total: number) => (total === 1 ? '1 product' : `${total} products`)

beforeAll(async () => {
  await seedCatalogue()
})

describe('the paper and labels finder', () => {
  it('starts with the printer question above every paper product', async () => {
    const expected = await backEnd(Object.values(CATEGORY))
    const page = await finder(FINDER)
    expect(page).toMatchObject({ status: 200, kind: 'paper-finder', lang: 'en-GB', title: 'Find paper and labels | Cartridge Corner', canonical: `${ORIGIN}${FINDER}`, setCookie: null })
    expect(page.html).not.toContain('being prepared')
    expect(page.technologies).toEqual([
      { href: `${FINDER}/inkjet`, current: false },
      { href: `${FINDER}/laser`, current: false },
    ])
    expect(page.types).toEqual([])
    expect(page.count).toBe(count(expected.total))
    expect(page.cards).toEqual(expected.skus)
  })

  it('offers a laser printer no photo paper, and lists what suits it', async () => {
    const expected = await backEnd([CATEGORY['printer-paper'], CATEGORY.labels])
    const page = await finder(`${FINDER}/laser`)
    expect(page).toMatchObject({ status: 200, heading: 'Paper and labels for laser printers', canonical: `${ORIGIN}${FINDER}/laser` })
    expect(page.technologies.find((link) => link.current)?.href).toBe(`${FINDER}/laser`)
    expect(page.types.map((link) => link.href)).toEqual([`${FINDER}/laser/printer-paper`, `${FINDER}/laser/labels`])
    expect(page.count).toBe(count(expected.total))
    expect((await get(`${FINDER}/laser/photo-paper`)).status).toBe(404)
  })

  it('offers the sizes the chosen type comes in, from the back end', async () => {
    const expected = await backEnd([CATEGORY['printer-paper']])
    expect(expected.sizes.length).toBeGreaterThan(1)
    const page = await finder(`${FINDER}/inkjet/printer-paper`)
    expect(page).toMatchObject({ status: 200, heading: 'Printer paper for inkjet printers', count: count(expected.total) })
    expect(page.sizes.map((link) => link.href)).toEqual(expected.sizes.map((size) => `${FINDER}/inkjet/printer-paper/${size.label.toLowerCase()}`))
    // The steps choose the size: it is not offered again as a filter.
    expect(page.facets).not.toContain('paper_size')
  })

  it('ends in the listing of that type in that size', async () => {
    const a3 = (await backEnd([CATEGORY['printer-paper']])).sizes.find((size) => size.label === 'A3')!
    const expected = await backEnd([CATEGORY['printer-paper']], a3.value)
    const page = await finder(`${FINDER}/laser/printer-paper/a3`)
    expect(page).toMatchObject({ status: 200, heading: 'Printer paper in A3 for laser printers', title: 'Printer paper in A3 for laser printers | Cartridge Corner', count: count(a3.count) })
    expect(page.cards).toEqual(expected.skus)
    expect(page.cards.length).toBeGreaterThan(0)
    expect(page.sizes.find((link) => link.current)?.href).toBe(`${FINDER}/laser/printer-paper/a3`)
    expect(page.crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Paper', 'Find paper and labels', 'Laser', 'Printer paper', 'Printer paper in A3 for laser printers'])
    expect(page.crumbs.at(-1)?.item).toBe(`${ORIGIN}${FINDER}/laser/printer-paper/a3`)
  })

  it('keeps the listing’s sort and filters in the query, and ignores a size given there', async () => {
    const page = await finder(`${FINDER}/inkjet/photo-paper?sort=price_ASC&paper_size=3291`)
    expect(page.status).toBe(200)
    expect(page.canonical).toBe(`${ORIGIN}${FINDER}/inkjet/photo-paper?sort=price_ASC`)
    expect(page.count).toBe(count((await backEnd([CATEGORY['photo-paper']])).total))
  })

  it.each([
    `${FINDER}/dot-matrix`,
    `${FINDER}/Laser`,
    `${FINDER}/inkjet/cardboard`,
    `${FINDER}/inkjet/labels/a3`,
    `${FINDER}/inkjet/labels/a4/extra`,
    `${FINDER}/inkjet/labels/%3Cb%3E`,
    `${FINDER}/constructor`,
    `${FINDER}/laser?p=999`,
  ])('answers %s with the not-found page', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('couldn')
  })

  it('sends other paths holding the finder’s segment to the same step under /paper, query kept', async () => {
    expect((await finder('/find-paper-and-labels/laser?sort=price_ASC')).location).toBe(`${FINDER}/laser?sort=price_ASC`)
    expect((await finder('/labels/find-paper-and-labels')).location).toBe(FINDER)
    expect((await finder('/de/find-paper-and-labels/inkjet')).location).toBe(`/de${FINDER}/inkjet`)
  })

  it('is the German store’s finder under /de/, with German texts and links', async () => {
    const page = await finder(`/de${FINDER}/inkjet/photo-paper`)
    expect(page).toMatchObject({ status: 200, kind: 'paper-finder', lang: 'de-DE', heading: 'Fotopapier für Tintenstrahldrucker', canonical: `${ORIGIN}/de${FINDER}/inkjet/photo-paper` })
    expect(page.types.map((link) => link.href)).toEqual([`/de${FINDER}/inkjet/printer-paper`, `/de${FINDER}/inkjet/photo-paper`, `/de${FINDER}/inkjet/labels`])
    expect(page.html).toContain('Welchen Drucker haben Sie?')
    expect(page.cards.length).toBeGreaterThan(0)
  })
})
