import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { finalPricePence } from '../resolvers/product-pricing'
import { REBUILD_PRICE_INDEX, refreshFinalPrices } from './price-index'
import { findProductsByIds } from './products'

beforeAll(() => seedCatalogue())

/** Every product whose stored final price differs from the resolvers' price on `today`. */
async function wrongStoredPrices(today: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT id, final_price_pence FROM products').all<{ id: number; final_price_pence: number }>()
  const products = new Map((await findProductsByIds(env.DB, results.map((r) => r.id), 1)).map((p) => [p.id, p]))
  return results.filter((r) => r.final_price_pence !== finalPricePence(products.get(r.id)!, today)).map((r) => `${r.id}: ${r.final_price_pence}`)
}

/** The histogram rows that differ from a plain COUNT over the catalogue. */
async function wrongHistogramRows(): Promise<unknown[]> {
  const { results } = await env.DB.prepare(
    `WITH live AS (SELECT cp.category_id, p.final_price_pence / 100 AS pound, COUNT(*) AS n, SUM(p.stock_status = 'IN_STOCK') AS s
       FROM category_products cp JOIN products p ON p.id = cp.product_id WHERE p.status = 1 AND p.visibility IN (2, 4) GROUP BY 1, 2),
     indexed AS (SELECT category_id, pound, product_count AS n, in_stock_count AS s FROM category_price_index WHERE product_count > 0 OR in_stock_count <> 0)
     SELECT * FROM (SELECT * FROM live EXCEPT SELECT * FROM indexed) UNION ALL SELECT * FROM (SELECT * FROM indexed EXCEPT SELECT * FROM live)`,
  ).all()
  return results
}

const day = async () => (await env.DB.prepare('SELECT day FROM price_state').first<{ day: string | null }>())?.day

describe('stored final prices', () => {
  it('follow special-price windows as they open and close, with the histogram kept in step', async () => {
    await env.DB.batch(REBUILD_PRICE_INDEX.map((sql) => env.DB.prepare(sql)))
    expect(await day()).toBeNull()
    // Before the seed's windows, inside the active one, and after every window has closed.
    const discounted: number[] = []
    for (const today of ['2024-06-01', '2026-11-22', '2028-01-01']) {
      await refreshFinalPrices(env.DB, today)
      expect(await day()).toBe(today)
      expect(await wrongStoredPrices(today)).toEqual([])
      expect(await wrongHistogramRows()).toEqual([])
      discounted.push((await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE final_price_pence < price_pence').first<{ n: number }>())!.n)
    }
    // The seed's active window is open on the middle day only.
    expect(discounted[1]).toBeGreaterThan(discounted[0]!)
    expect(discounted[1]).toBeGreaterThan(discounted[2]!)
  })

  it('never move back a day (a store in an earlier time zone evaluates live instead)', async () => {
    await refreshFinalPrices(env.DB, '2028-01-01')
    await refreshFinalPrices(env.DB, '2027-12-31')
    expect(await day()).toBe('2028-01-01')
    expect(await wrongStoredPrices('2028-01-01')).toEqual([])
  })

  it('follow price, special-price and stock changes through the triggers', async () => {
    await refreshFinalPrices(env.DB, '2029-01-01')
    const { id, price_pence } = (await env.DB.prepare(
      'SELECT p.id, p.price_pence FROM products p JOIN category_products cp ON cp.product_id = p.id WHERE p.status = 1 AND p.visibility IN (2, 4) ORDER BY p.id LIMIT 1',
    ).first<{ id: number; price_pence: number }>())!
    await env.DB.prepare('UPDATE products SET price_pence = ?1 WHERE id = ?2').bind(price_pence + 1234, id).run()
    await env.DB.prepare("UPDATE products SET special_price_pence = ?1, special_from_date = '2028-12-01', special_to_date = NULL WHERE id = ?2")
      .bind(Math.floor(price_pence / 2), id)
      .run()
    await env.DB.prepare("UPDATE products SET stock_status = CASE stock_status WHEN 'IN_STOCK' THEN 'OUT_OF_STOCK' ELSE 'IN_STOCK' END WHERE id = ?1").bind(id).run()
    expect(await wrongStoredPrices('2029-01-01')).toEqual([])
    expect(await wrongHistogramRows()).toEqual([])
    const stored = await env.DB.prepare('SELECT final_price_pence FROM products WHERE id = ?1').bind(id).first<{ final_price_pence: number }>()
    expect(stored?.final_price_pence).toBe(Math.floor(price_pence / 2))
  })
})

describe('the price histogram kept exact', () => {
  it('follows enabling, disabling, hiding, stock and category membership, also several in one statement', async () => {
    await refreshFinalPrices(env.DB, '2029-06-01')
    const { id, price_pence } = (await env.DB.prepare(
      'SELECT p.id, p.price_pence FROM products p JOIN category_products cp ON cp.product_id = p.id WHERE p.status = 1 AND p.visibility IN (2, 4) ORDER BY p.id DESC LIMIT 1',
    ).first<{ id: number; price_pence: number }>())!
    const other = (await env.DB.prepare('SELECT id FROM categories WHERE id NOT IN (SELECT category_id FROM category_products WHERE product_id = ?1) ORDER BY id LIMIT 1').bind(id).first<{ id: number }>())!.id
    const steps: [string, string, unknown[]][] = [
      ['disabled', 'UPDATE products SET status = 2 WHERE id = ?1', [id]],
      ['enabled with a new price', 'UPDATE products SET status = 1, price_pence = ?2 WHERE id = ?1', [id, price_pence + 2550]],
      ['hidden and out of stock', "UPDATE products SET visibility = 1, stock_status = 'OUT_OF_STOCK' WHERE id = ?1", [id]],
      ['shown and back in stock', "UPDATE products SET visibility = 4, stock_status = 'IN_STOCK' WHERE id = ?1", [id]],
      ['added to a category', 'INSERT INTO category_products (category_id, product_id, position) VALUES (?2, ?1, 0)', [id, other]],
      ['moved between categories', 'UPDATE category_products SET category_id = (SELECT MIN(id) FROM categories WHERE id <> ?2 AND id NOT IN (SELECT category_id FROM category_products WHERE product_id = ?1)) WHERE product_id = ?1 AND category_id = ?2', [id, other]],
      ['removed from every category', 'DELETE FROM category_products WHERE product_id = ?1', [id]],
    ]
    for (const [what, sql, values] of steps) {
      await env.DB.prepare(sql).bind(...values).run()
      expect(await wrongHistogramRows(), what).toEqual([])
    }
  })
})

type Aggregation = { attribute_code: string; options: { value: string; count: number }[] }
const LISTING = `query Listing($filter: ProductAttributeFilterInput, $search: String) {
  products(filter: $filter, search: $search, pageSize: 5) { total_count aggregations { attribute_code options { value count } } }
}`

describe('indexed and live counts', () => {
  it('give a category page the same price facet whether the stored prices are current or not', async () => {
    const filter = { category_url_path: { eq: 'ink-cartridges' } }
    await env.DB.batch(REBUILD_PRICE_INDEX.map((sql) => env.DB.prepare(sql)))
    // Stale: counted live, and the stored prices move on to today.
    const live = await graphqlData<{ products: { aggregations: Aggregation[] } }>(LISTING, { filter })
    expect(await day()).not.toBeNull()
    const indexed = await graphqlData<{ products: { aggregations: Aggregation[] } }>(LISTING, { filter })
    const price = (r: typeof live) => r.products.aggregations.find((a) => a.attribute_code === 'price')
    expect(price(live)?.options.length).toBeGreaterThan(0)
    expect(price(indexed)).toEqual(price(live))
    expect(await wrongHistogramRows()).toEqual([])
  })

  it('count a filtered attribute’s own facet as a plain COUNT does', async () => {
    const all = await graphqlData<{ products: { aggregations: Aggregation[] } }>(LISTING, { filter: { category_url_path: { eq: 'ink-cartridges' } } })
    const brand = all.products.aggregations.find((a) => a.attribute_code === 'specification_brand')!.options[0]!.value
    const filter = { category_url_path: { eq: 'ink-cartridges' }, specification_brand: { eq: brand }, price: { from: '5', to: '40' }, hide_out_of_stock: { eq: '1' } }
    const result = await graphqlData<{ products: { total_count: number; aggregations: Aggregation[] } }>(LISTING, { filter })
    const { results } = await env.DB.prepare(
      `SELECT v.option_id, COUNT(*) AS count FROM category_products cp JOIN categories c ON c.id = cp.category_id JOIN products p ON p.id = cp.product_id
       JOIN product_attribute_values v ON v.product_id = p.id AND v.attribute_code = 'specification_brand'
       WHERE c.url_path = 'ink-cartridges' AND p.status = 1 AND p.visibility IN (2, 4) AND p.stock_status = 'IN_STOCK' AND p.final_price_pence BETWEEN 500 AND 4000
       GROUP BY v.option_id`,
    ).all<{ option_id: number; count: number }>()
    const facet = result.products.aggregations.find((a) => a.attribute_code === 'specification_brand')!
    expect(new Map(facet.options.map((o) => [Number(o.value), o.count]))).toEqual(new Map(results.map((r) => [r.option_id, r.count])))
    expect(result.products.total_count).toBe(results.find((r) => r.option_id === Number(brand))?.count ?? 0)
  })
})

describe('a count-only search', () => {
  it('gives the same total as a search that lists its items', async () => {
    const count = await graphqlData<{ products: { total_count: number } }>('query($s: String) { products(search: $s) { total_count } }', { s: 'ink' })
    const listed = await graphqlData<{ products: { total_count: number; items: unknown[] } }>('query($s: String) { products(search: $s) { total_count items { sku } } }', {
      s: 'ink',
    })
    expect(count.products.total_count).toBeGreaterThan(0)
    expect(count.products.total_count).toBe(listed.products.total_count)
  })
})
