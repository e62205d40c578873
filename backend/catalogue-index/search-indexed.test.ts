import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { searchLive } from '../db/live-search'
import type { ProductQuery, ProductSearchResult, SearchParts, SortField } from '../db/product-search'
import { searchIndexed } from './search-indexed'

beforeAll(() => seedCatalogue(600, '2026-11-20'))

/** A small deterministic generator (mulberry32), so a failure names a query that can be run again. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Catalogue = { categories: number[]; options: { code: string; optionId: number }[]; codes: string[]; products: { sku: string; url_key: string }[] }

async function catalogue(): Promise<Catalogue> {
  const categories = (await env.DB.prepare('SELECT category_id AS id FROM category_products GROUP BY category_id HAVING COUNT(*) > 3 ORDER BY id').all<{ id: number }>()).results.map((r) => r.id)
  const options = (
    await env.DB.prepare('SELECT attribute_code AS code, option_id AS optionId FROM product_attribute_values GROUP BY 1, 2 ORDER BY 1, 2').all<{ code: string; optionId: number }>()
  ).results
  const products = (await env.DB.prepare('SELECT sku, url_key FROM products ORDER BY id').all<{ sku: string; url_key: string }>()).results
  return { categories, options, codes: [...new Set(options.map((o) => o.code))], products }
}

const NAME_PARTS = ['Black', 'ink', 'XL', 'Tóner', 'pack', 'a4', '%', 'Patrone']
const SORTS: SortField[] = ['relevance', 'position', 'price', 'name']

/** A query of a random shape: categories, lookups, attribute filters, price, stock, sort, paging, parts. */
function randomQuery(next: () => number, data: Catalogue): { query: ProductQuery; parts: SearchParts } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const lookup = next()
  const categoryCount = lookup < 0.2 ? 0 : 1 + Math.floor(next() * 2)
  const attributes = new Map<string, number[]>()
  for (let n = next() < 0.5 ? 0 : next() < 0.7 ? 1 : 2; n > 0; n--) {
    const option = pick(data.options)
    const list = attributes.get(option.code) ?? []
    attributes.set(option.code, [...list, option.optionId, ...(next() < 0.3 ? [pick(data.options).optionId] : [])])
  }
  if (next() < 0.1) attributes.set(pick(data.codes), [])
  const priceFrom = next() < 0.3 ? Math.floor(next() * 2000) : undefined
  const priceTo = next() < 0.3 ? Math.floor(next() * 6000) + 1500 : undefined
  const sort = next() < 0.2 ? [] : [{ field: pick(SORTS), direction: next() < 0.5 ? ('ASC' as const) : ('DESC' as const) }]
  const query: ProductQuery = {
    text: null,
    ...(categoryCount ? { categoryIds: Array.from({ length: categoryCount }, () => pick(data.categories)) } : {}),
    ...(lookup < 0.05 ? { skus: Array.from({ length: 3 }, () => pick(data.products).sku.toLowerCase()) } : {}),
    ...(lookup >= 0.05 && lookup < 0.1 ? { urlKeys: Array.from({ length: 3 }, () => pick(data.products).url_key) } : {}),
    ...(lookup >= 0.1 && lookup < 0.3 ? { nameLike: pick(NAME_PARTS) } : {}),
    ...(priceFrom !== undefined ? { priceFrom } : {}),
    ...(priceTo !== undefined ? { priceTo } : {}),
    attributes,
    inStockOnly: next() < 0.4,
    visibility: lookup < 0.1 ? 'visible' : next() < 0.2 ? 'search' : 'catalog',
    sort,
    pageSize: 1 + Math.floor(next() * 24),
    currentPage: 1 + Math.floor(next() * 3),
    today: next() < 0.7 ? '2026-11-20' : '2027-02-14',
    storeId: next() < 0.8 ? 1 : 2,
  }
  const parts: SearchParts = {
    withFacets: next() < 0.8,
    attributes: data.codes.filter(() => next() < 0.7),
    categoryIds: Array.from({ length: Math.floor(next() * 6) }, () => pick(data.categories)),
    withPage: next() < 0.9,
    withMedia: next() < 0.5,
  }
  return { query, parts }
}

/** The answer with its lists in one order, where the order carries no meaning. */
function comparable(result: ProductSearchResult) {
  const byKey = <T>(list: T[], key: (t: T) => string) => [...list].sort((a, b) => key(a).localeCompare(key(b)))
  return {
    ...result,
    items: result.items.map((item) => ({ id: item.product.id, media: item.media?.length ?? null })),
    facets: byKey(result.facets, (f) => `${f.attribute_code}:${f.option_id}`),
    categoryFacets: byKey(result.categoryFacets, (f) => String(f.category_id)),
  }
}

describe('the in-memory catalogue index', () => {
  // searchLive is the one-statement SQL every such query went to before the index.
  it('answers 300 queries of every shape exactly as SQL does', async () => {
    const data = await catalogue()
    const next = random(27)
    let matched = 0
    for (let n = 0; n < 300; n++) {
      const { query, parts } = randomQuery(next, data)
      const expected = comparable(await searchLive(env.DB, query, parts))
      const actual = comparable(await searchIndexed(env.DB, query, parts, null))
      expect(actual, `query ${n}: ${JSON.stringify({ ...query, attributes: [...query.attributes] })} ${JSON.stringify(parts)}`).toEqual(expected)
      if (expected.total > 0) matched++
    }
    // The shapes must reach real matches, not only empty answers.
    expect(matched, `${matched} of 300 matched`).toBeGreaterThan(120)
  })

  it('stays exact as stock, prices, specials, status and visibility change, applied or rebuilt', async () => {
    const data = await catalogue()
    const next = random(2611)
    const ids = (await env.DB.prepare('SELECT id FROM products ORDER BY id').all<{ id: number }>()).results.map((r) => r.id)
    const changes = [
      "UPDATE products SET stock_status = CASE stock_status WHEN 'IN_STOCK' THEN 'OUT_OF_STOCK' ELSE 'IN_STOCK' END WHERE id = ?1",
      'UPDATE products SET price_pence = price_pence + 250 WHERE id = ?1',
      "UPDATE products SET special_price_pence = price_pence / 2, special_from_date = '2026-01-01', special_to_date = '2026-12-31' WHERE id = ?1",
      'UPDATE products SET special_price_pence = NULL WHERE id = ?1',
      'UPDATE products SET status = 3 - status WHERE id = ?1',
      'UPDATE products SET visibility = CASE visibility WHEN 4 THEN 2 WHEN 2 THEN 3 ELSE 4 END WHERE id = ?1',
      // Not a listing column the log follows: the generation moves and the index is built again.
      'UPDATE products SET position = position + 7 WHERE id = ?1',
    ]
    for (let round = 0; round < 40; round++) {
      for (let n = 1 + Math.floor(next() * 4); n > 0; n--) {
        const change = changes[Math.floor(next() * (next() < 0.9 ? changes.length - 1 : changes.length))]!
        await env.DB.prepare(change).bind(ids[Math.floor(next() * ids.length)]!).run()
      }
      const { query, parts } = randomQuery(next, data)
      const expected = comparable(await searchLive(env.DB, query, parts))
      expect(comparable(await searchIndexed(env.DB, query, parts, null)), `round ${round}`).toEqual(expected)
    }
    const logged = await env.DB.prepare('SELECT COUNT(*) AS n FROM catalogue_changes').first<{ n: number }>()
    expect(logged!.n).toBeGreaterThan(40)
  })

  it('follows a change to the catalogue at its next query', async () => {
    const { id, category } = (await env.DB.prepare(
      "SELECT p.id, cp.category_id AS category FROM products p JOIN category_products cp ON cp.product_id = p.id WHERE p.status = 1 AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' ORDER BY p.id LIMIT 1",
    ).first<{ id: number; category: number }>())!
    const query: ProductQuery = {
      text: null,
      categoryIds: [category],
      attributes: new Map(),
      inStockOnly: true,
      visibility: 'catalog',
      sort: [{ field: 'price', direction: 'ASC' }],
      pageSize: 5,
      currentPage: 1,
      today: '2026-11-20',
      storeId: 1,
    }
    const parts: SearchParts = { withFacets: false, attributes: [], categoryIds: [] }
    await env.DB.prepare('UPDATE products SET price_pence = 1, special_price_pence = NULL WHERE id = ?1').bind(id).run()
    const before = await searchIndexed(env.DB, query, parts, null)
    expect(before.ids[0]).toBe(id)
    await env.DB.prepare("UPDATE products SET stock_status = 'OUT_OF_STOCK' WHERE id = ?1").bind(id).run()
    const after = await searchIndexed(env.DB, query, parts, null)
    expect(after.ids).not.toContain(id)
    expect(after.total).toBe(before.total - 1)
  })
})
