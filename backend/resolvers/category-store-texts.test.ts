/**
 * Category texts per store view (migration 0016): the German store view answers its own names and
 * copy from categories, categoryList, route and breadcrumbs, the default text where it has none,
 * and the English store view answers the default texts as before.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

type Category = {
  id: number
  name: string
  description: string | null
  meta_title: string | null
  title: string | null
  printer_message: string | null
  verdict_text: string | null
  review_text: string | null
  faq: { question: string; answer: string }[] | null
  bestsellers: { sku: string }[]
  breadcrumbs: { category_name: string }[] | null
  children: { name: string; url_path: string }[]
}

const FIELDS = `id name description meta_title title printer_message verdict_text review_text faq { question answer } bestsellers { sku }
  breadcrumbs { category_name } children { name url_path }`

const byPath = async (urlPath: string, store?: string): Promise<Category> =>
  (await graphqlData<{ categoryList: Category[] }>(`query C($p: String!) { categoryList(filters: { url_path: { eq: $p } }) { ${FIELDS} } }`, { p: urlPath }, store)).categoryList[0]!

const firstModelPath = async () =>
  (await env.DB.prepare("SELECT url_path FROM categories WHERE kind = 'printer_model' AND url_path LIKE 'ink-cartridges/hp/%' ORDER BY id LIMIT 1").first<{ url_path: string }>())!.url_path

describe('a category in the German store view', () => {
  it('has its German name, copy and children', async () => {
    const ink = await byPath('ink-cartridges', 'de')
    expect(ink.name).toBe('Tintenpatronen')
    expect(ink.title).toBe('Tintenpatronen')
    expect(ink.meta_title).toBe('Tintenpatronen | Cartridge Corner')
    expect(ink.description).toContain('versandkostenfrei')
    const paper = await byPath('paper', 'de')
    expect(paper.children.map((c) => [c.url_path, c.name])).toEqual([
      ['paper/a4-paper', 'A4-Papier'],
      ['paper/photo-paper', 'Fotopapier'],
      ['paper/labels', 'Etiketten'],
    ])
  })

  it('keeps brand, series and model names, with the generic words of its texts in German', async () => {
    const model = await byPath(await firstModelPath(), 'de')
    const english = await byPath(await firstModelPath())
    expect(model.name).toBe(english.name)
    expect(model.printer_message).toBe(`Diese Tintenpatronen passen in Ihren ${english.name}`)
    expect(model.faq?.map((f) => f.question)).toContain(`Welche Tintenpatronen braucht der ${english.name}?`)
    expect(model.faq?.map((f) => f.answer).join(' ')).toContain('5 % Flächendeckung auf A4')
    expect(model.verdict_text).toContain(english.name)
    expect(model.breadcrumbs?.map((b) => b.category_name)).toEqual(['Tintenpatronen', 'HP', english.breadcrumbs![2]!.category_name])
    expect((await byPath('ink-cartridges/hp', 'de')).name).toBe('HP')
  })

  it('states its rating in German with a decimal comma, and shares what is not text', async () => {
    const german = await byPath('ink-cartridges/hp', 'de')
    const english = await byPath('ink-cartridges/hp')
    const rating = /^Rated (\d)\.(\d) out of 5 from ([\d,]+) customer reviews/.exec(english.review_text ?? '')!
    expect(german.review_text).toBe(`Bewertet mit ${rating[1]},${rating[2]} von 5 Sternen aus ${rating[3]!.replace(',', '.')} Kundenbewertungen der Produkte auf dieser Seite.`)
    expect(german.bestsellers).toEqual(english.bestsellers)
    expect(german.bestsellers.length).toBeGreaterThan(0)
  })

  it('is found by its German name, and by route with its German name', async () => {
    const found = await graphqlData<{ categories: { items: { name: string }[] } }>(`{ categories(filters: { name: { match: "Fotopapier" } }) { items { name } } }`, undefined, 'de')
    expect(found.categories.items.map((c) => c.name)).toEqual(['Fotopapier'])
    const inEnglish = await graphqlData<{ categories: { items: unknown[] } }>(`{ categories(filters: { name: { match: "Fotopapier" } }) { items { name } } }`)
    expect(inEnglish.categories.items).toEqual([])
    const routed = await graphqlData<{ route: { name: string; meta_title: string } }>(
      `{ route(url: "toner-cartridges.html") { ... on CategoryInterface { name meta_title } } }`,
      undefined,
      'de',
    )
    expect(routed.route).toEqual({ name: 'Tonerkartuschen', meta_title: 'Tonerkartuschen | Cartridge Corner' })
  })

  it('falls back to the default text where its own row has none, column by column', async () => {
    const { id } = await byPath('paper/labels')
    await env.DB.prepare('UPDATE category_store_texts SET description = NULL WHERE category_id = ?1 AND store_id = 2').bind(id).run()
    const labels = await byPath('paper/labels', 'de')
    const english = await byPath('paper/labels')
    expect(labels.name).toBe('Etiketten')
    expect(labels.description).toBe(english.description)

    await env.DB.prepare('DELETE FROM category_store_texts WHERE category_id = ?1 AND store_id = 2').bind(id).run()
    const { breadcrumbs, ...withoutRow } = await byPath('paper/labels', 'de')
    const { breadcrumbs: _english, ...defaults } = english
    expect(withoutRow).toEqual(defaults)
    // Its parent still has a German row.
    expect(breadcrumbs).toEqual([{ category_name: 'Papier' }])
  })
})

describe('a category in the English store view', () => {
  it('has the default texts, as before', async () => {
    const ink = await byPath('ink-cartridges')
    expect(ink.name).toBe('Ink Cartridges')
    expect(ink.meta_title).toBe('Ink Cartridges | Cartridge Corner')
    const model = await byPath(await firstModelPath())
    expect(model.printer_message).toBe(`These cartridges fit your ${model.name}`)
    expect(model.breadcrumbs?.[0]?.category_name).toBe('Ink Cartridges')
  })
})
