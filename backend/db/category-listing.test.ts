import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { refreshFinalPrices } from './price-index'

beforeAll(() => seedCatalogue())

const JOINED = `SELECT cp.category_id, p.id, p.position, p.status, p.visibility, p.stock_status = 'IN_STOCK', p.final_price_pence
  FROM category_products cp JOIN products p ON p.id = cp.product_id`
const LISTED = 'SELECT category_id, product_id, position, status, visibility, in_stock, final_price_pence FROM category_listing'

/** Rows where the listing and a plain join of memberships and products differ. */
async function listingDrift(): Promise<unknown[]> {
  const { results } = await env.DB.prepare(
    `SELECT 'missing', * FROM (${JOINED} EXCEPT ${LISTED}) UNION ALL SELECT 'extra', * FROM (${LISTED} EXCEPT ${JOINED})`,
  ).all()
  return results
}

const run = (sql: string, ...params: (string | number)[]) => env.DB.prepare(sql).bind(...params).run()

/** A listed product of 'ink-cartridges' (enabled, in the catalogue). */
async function inkProduct(offset = 0): Promise<{ id: number; price_pence: number }> {
  return (await env.DB.prepare(
    `SELECT p.id, p.price_pence FROM products p JOIN category_products cp ON cp.product_id = p.id JOIN categories c ON c.id = cp.category_id
     WHERE c.url_path = 'ink-cartridges' AND p.status = 1 AND p.visibility IN (2, 4) ORDER BY p.id LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<{ id: number; price_pence: number }>())!
}

describe('the per-category listing', () => {
  it('equals memberships joined to products after the seed', async () => {
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM category_listing').first<{ n: number }>())!.n).toBeGreaterThan(0)
    expect(await listingDrift()).toEqual([])
  })

  it('follows price, special-price, stock, status, visibility and position changes', async () => {
    await refreshFinalPrices(env.DB, '2026-11-22')
    const { id, price_pence } = await inkProduct()
    await run('UPDATE products SET price_pence = ?1 WHERE id = ?2', price_pence + 777, id)
    await run("UPDATE products SET special_price_pence = ?1, special_from_date = '2026-01-01', special_to_date = NULL WHERE id = ?2", Math.floor(price_pence / 3), id)
    // Price and stock in one statement: the listing must end with the new final price.
    await run("UPDATE products SET price_pence = price_pence + 1, special_price_pence = NULL, stock_status = CASE stock_status WHEN 'IN_STOCK' THEN 'OUT_OF_STOCK' ELSE 'IN_STOCK' END WHERE id = ?1", id)
    await run('UPDATE products SET status = 2, position = position + 5 WHERE id = ?1', id)
    await run('UPDATE products SET status = 1, visibility = 3 WHERE id = ?1', id)
    expect(await listingDrift()).toEqual([])
    // A new day moves the special prices on through the stored column.
    await refreshFinalPrices(env.DB, '2031-01-01')
    expect(await listingDrift()).toEqual([])
  })

  it('follows memberships and new products', async () => {
    const { id } = await inkProduct(1)
    const [other, another] = (
      await env.DB.prepare('SELECT id FROM categories WHERE id NOT IN (SELECT category_id FROM category_products WHERE product_id = ?1) ORDER BY id LIMIT 2')
        .bind(id)
        .all<{ id: number }>()
    ).results.map((r) => r.id) as [number, number]
    await run('INSERT INTO category_products (category_id, product_id, position) VALUES (?1, ?2, 0)', other, id)
    expect(await listingDrift()).toEqual([])
    await run('DELETE FROM category_products WHERE category_id = ?1 AND product_id = ?2', other, id)
    await run(
      `INSERT INTO products (id, sku, type_id, attribute_set_id, name, url_key, price_pence, special_price_pence, stock_status, created_at)
       VALUES (990001, 'LISTING-TEST', 'simple', 4, 'Listing test', 'listing-test', 1999, 999, 'IN_STOCK', '2026-01-01')`,
    )
    await run('INSERT INTO category_products (category_id, product_id, position) VALUES (?1, 990001, 0)', other)
    await run('UPDATE category_products SET category_id = ?1 WHERE category_id = ?2 AND product_id = 990001', another, other)
    expect(await listingDrift()).toEqual([])
    await run('DELETE FROM category_products WHERE product_id = 990001')
    await run('DELETE FROM products WHERE id = 990001')
    expect(await listingDrift()).toEqual([])
  })
})

type Aggregation = { attribute_code: string; options: { value: string; count: number }[] }
type Listing = { products: { total_count: number; items: { sku: string }[]; aggregations: Aggregation[] } }
const LISTING = `query Listing($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(filter: $filter, sort: $sort, pageSize: 300) { total_count items { sku } aggregations { attribute_code options { value count } } }
}`

type Filters = { brand?: number; colour?: number; from?: number; to?: number; inStock: boolean }

/** Plain COUNTs over memberships and products: the total, and a facet's counts (its own filter left out). */
async function expected(filters: Filters, facet?: 'specification_brand' | 'specification_colour') {
  const where = [
    "c.url_path = 'ink-cartridges'",
    'p.status = 1',
    'p.visibility IN (2, 4)',
    ...(filters.inStock ? ["p.stock_status = 'IN_STOCK'"] : []),
    ...(filters.from !== undefined ? [`p.final_price_pence >= ${filters.from}`] : []),
    ...(filters.to !== undefined ? [`p.final_price_pence <= ${filters.to}`] : []),
    ...(filters.brand !== undefined && facet !== 'specification_brand'
      ? [`p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_code = 'specification_brand' AND option_id = ${filters.brand})`]
      : []),
    ...(filters.colour !== undefined && facet !== 'specification_colour'
      ? [`p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_code = 'specification_colour' AND option_id = ${filters.colour})`]
      : []),
  ].join(' AND ')
  const from = 'FROM category_products cp JOIN categories c ON c.id = cp.category_id JOIN products p ON p.id = cp.product_id'
  if (!facet) return (await env.DB.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).first<{ n: number }>())!.n
  const { results } = await env.DB.prepare(
    `SELECT v.option_id, COUNT(*) AS n ${from} JOIN product_attribute_values v ON v.product_id = p.id AND v.attribute_code = '${facet}' WHERE ${where} GROUP BY v.option_id`,
  ).all<{ option_id: number; n: number }>()
  return new Map(results.map((r) => [r.option_id, r.n]))
}

const counts = (result: Listing, code: string) =>
  new Map((result.products.aggregations.find((a) => a.attribute_code === code)?.options ?? []).map((o) => [Number(o.value), o.count]))

describe('filtered category listings read from the listing', () => {
  it('give the totals and facet counts of plain COUNT queries, whether the stored prices are current or not', async () => {
    // Today's prices stored (the first query moves the day on), then a day no store has reached.
    await run('UPDATE price_state SET day = NULL')
    await graphqlData<Listing>(LISTING, { filter: { category_url_path: { eq: 'ink-cartridges' } } })
    const all = await graphqlData<Listing>(LISTING, { filter: { category_url_path: { eq: 'ink-cartridges' } } })
    const brand = [...counts(all, 'specification_brand').keys()][0]!
    const colour = [...counts(all, 'specification_colour').keys()][0]!
    const cases: Filters[] = [
      { brand, from: 500, to: 4000, inStock: true },
      { brand, colour, inStock: false },
      { brand, colour, from: 100, inStock: true },
      { from: 1000, to: 3000, inStock: false },
      // One attribute filter: its own facet comes from the layered-navigation index, less the
      // products outside a wide price range, or counted directly inside a narrow one.
      { brand, inStock: true },
      { brand, inStock: false },
      { brand, from: 100, to: 100_000, inStock: false },
      { brand, to: 2500, inStock: true },
      { brand, from: 1500, to: 1600, inStock: true },
    ]
    for (const filters of cases) {
      const filter = {
        category_url_path: { eq: 'ink-cartridges' },
        ...(filters.brand !== undefined ? { specification_brand: { eq: String(filters.brand) } } : {}),
        ...(filters.colour !== undefined ? { specification_colour: { eq: String(filters.colour) } } : {}),
        ...(filters.from !== undefined || filters.to !== undefined
          ? { price: { ...(filters.from !== undefined ? { from: String(filters.from / 100) } : {}), ...(filters.to !== undefined ? { to: String(filters.to / 100) } : {}) } }
          : {}),
        ...(filters.inStock ? { hide_out_of_stock: { eq: '1' } } : {}),
      }
      const current = await graphqlData<Listing>(LISTING, { filter, sort: { price: 'ASC' } })
      expect(current.products.total_count).toBe(await expected(filters))
      expect(current.products.items.length).toBe(Math.min(300, current.products.total_count))
      expect(counts(current, 'specification_brand')).toEqual(await expected(filters, 'specification_brand'))
      expect(counts(current, 'specification_colour')).toEqual(await expected(filters, 'specification_colour'))
      const { day } = (await env.DB.prepare('SELECT day FROM price_state').first<{ day: string }>())!
      await run("UPDATE price_state SET day = '2999-01-01'")
      expect(await graphqlData<Listing>(LISTING, { filter, sort: { price: 'ASC' } })).toEqual(current)
      await run('UPDATE price_state SET day = ?1', day)
    }
  })
})
