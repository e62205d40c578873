/**
 * Product texts per store view (migration 0017): the German store view answers its own names,
 * descriptions, meta data and text extensions wherever products are answered, finds products by
 * their German names, and falls back to the default text where it has none; the English store view
 * answers the default texts as before.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

type Product = {
  sku: string
  name: string
  meta_title: string | null
  meta_description: string | null
  short_description: { html: string }
  description: { html: string }
  yields: { color: string; yield_text: string }[] | null
  reasons_to_buy: string[] | null
}

const FIELDS = 'sku name meta_title meta_description short_description { html } description { html } yields { color yield_text } reasons_to_buy'

const bySku = async (sku: string, store?: string): Promise<Product> =>
  (await graphqlData<{ products: { items: Product[] } }>(`query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ${FIELDS} } } }`, { sku }, store)).products.items[0]!

const HP_963_BLACK = 'HP-963-BK'

describe('a product in the German store view', () => {
  it('has its German name, bullets, meta data and description, with no pound amount', async () => {
    const german = await bySku(HP_963_BLACK, 'de')
    expect(german.name).toBe('HP 963 Tintenpatrone Schwarz (3JA26AE)')
    expect(german.meta_title).toBe('HP 963 Tintenpatrone Schwarz (3JA26AE) | Cartridge Corner')
    expect(german.meta_description).toBe('Original HP 963 Tintenpatrone Schwarz, bis zu 1.000 Seiten. Ab 35,10 € versandkostenfrei.')
    expect(german.short_description.html).toContain('<li>Bis zu 1.000 Seiten</li>')
    expect(german.description.html).toContain('5 % Flächendeckung auf A4')
    expect(JSON.stringify(german)).not.toContain('£')
  })

  it('words its yields and reasons to buy in German', async () => {
    const german = await bySku(HP_963_BLACK, 'de')
    expect(german.yields).toEqual([{ color: 'Schwarz', yield_text: '1.000 Seiten bei 5 % Deckung' }])
    expect(german.reasons_to_buy?.length).toBe(4)
    expect(german.reasons_to_buy?.join(' ')).not.toMatch(/\b(the|your|and)\b/)
  })

  it('is listed with its German name on a category page and found by a German word', async () => {
    const listing = await graphqlData<{ products: { items: { sku: string; name: string }[] } }>(
      `{ products(filter: { category_url_path: { eq: "ink-cartridges/hp/officejet-pro" } }, pageSize: 50) { items { sku name } } }`,
      undefined,
      'de',
    )
    expect(listing.products.items.find((p) => p.sku === HP_963_BLACK)?.name).toBe('HP 963 Tintenpatrone Schwarz (3JA26AE)')
    const found = await graphqlData<{ products: { items: { sku: string }[] } }>(`{ products(search: "963 tintenpatrone schwarz", pageSize: 50) { items { sku } } }`, undefined, 'de')
    expect(found.products.items.map((p) => p.sku)).toContain(HP_963_BLACK)
  })

  it('is filtered and sorted by its German name', async () => {
    const named = await graphqlData<{ products: { items: { name: string }[] } }>(
      `{ products(filter: { name: { match: "kompatibel zu HP 963" } }, pageSize: 50) { items { name } } }`,
      undefined,
      'de',
    )
    expect(named.products.items.length).toBeGreaterThan(0)
    for (const item of named.products.items) expect(item.name).toContain('kompatibel zu HP 963')
    const sorted = await graphqlData<{ products: { items: { name: string }[] } }>(
      `{ products(filter: { category_url_path: { eq: "ink-cartridges/hp/officejet-pro" } }, sort: { name: ASC }, pageSize: 50) { items { name } } }`,
      undefined,
      'de',
    )
    const names = sorted.products.items.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    expect(names.some((name) => name.startsWith('Tintenpatrone kompatibel'))).toBe(true)
  })

  it('falls back to the default text where its own row has none', async () => {
    const { id } = (await env.DB.prepare('SELECT id FROM products WHERE sku = ?1').bind(HP_963_BLACK).first<{ id: number }>())!
    const english = await bySku(HP_963_BLACK)
    await env.DB.prepare('UPDATE product_store_texts SET description = NULL WHERE product_id = ?1 AND store_id = 2').bind(id).run()
    const partly = await bySku(HP_963_BLACK, 'de')
    expect(partly.name).toBe('HP 963 Tintenpatrone Schwarz (3JA26AE)')
    expect(partly.description).toEqual(english.description)
    await env.DB.prepare('DELETE FROM product_store_texts WHERE product_id = ?1 AND store_id = 2').bind(id).run()
    expect(await bySku(HP_963_BLACK, 'de')).toEqual(english)
  })
})

describe('a product in the English store view', () => {
  it('has the default texts, as before, and is still found by its English name', async () => {
    const english = await bySku('CC-HP-963-BK')
    expect(english.name).toBe('Compatible HP 963 Black Ink Cartridge')
    expect(english.meta_description).toContain('3-year guarantee')
    expect(english.yields?.[0]?.yield_text).toContain('pages at 5% coverage')
    const found = await graphqlData<{ products: { items: { sku: string }[] } }>(`{ products(search: "compatible 963 black", pageSize: 50) { items { sku } } }`)
    expect(found.products.items.map((p) => p.sku)).toContain('CC-HP-963-BK')
  })
})
