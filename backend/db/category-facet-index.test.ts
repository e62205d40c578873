import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

const LISTED = "FROM category_products cp JOIN products p ON p.id = cp.product_id WHERE p.status = 1 AND p.visibility IN (2, 4)"
/** The index's definition as plain COUNTs over memberships, products and attribute values. */
const COUNTED = `SELECT * FROM (SELECT cp.category_id, v.attribute_code, v.option_id, COUNT(*), SUM(p.stock_status = 'IN_STOCK')
  FROM category_products cp JOIN products p ON p.id = cp.product_id JOIN product_attribute_values v ON v.product_id = p.id
  WHERE p.status = 1 AND p.visibility IN (2, 4) GROUP BY 1, 2, 3
  UNION ALL SELECT cp.category_id, '', 0, COUNT(*), SUM(p.stock_status = 'IN_STOCK') ${LISTED} GROUP BY 1)`
// Rows counting nobody may remain after products leave; they are not drift.
const INDEXED = 'SELECT category_id, attribute_code, option_id, product_count, in_stock_count FROM category_facet_index WHERE product_count <> 0 OR in_stock_count <> 0'

/** Rows where the index and the plain counts differ. */
async function indexDrift(): Promise<unknown[]> {
  const { results } = await env.DB.prepare(
    `SELECT 'missing', * FROM (${COUNTED} EXCEPT ${INDEXED}) UNION ALL SELECT 'extra', * FROM (${INDEXED} EXCEPT ${COUNTED})`,
  ).all()
  return results
}

const run = (sql: string, ...params: (string | number)[]) => env.DB.prepare(sql).bind(...params).run()
const ids = async (sql: string, ...params: (string | number)[]) =>
  (await env.DB.prepare(sql).bind(...params).all<{ id: number }>()).results.map((r) => r.id)

describe('the layered-navigation index', () => {
  it('equals plain counts after the seed', async () => {
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM category_facet_index').first<{ n: number }>())!.n).toBeGreaterThan(0)
    expect(await indexDrift()).toEqual([])
  })

  it('follows status, visibility and stock, also changed together', async () => {
    const [a, b, c] = await ids(`SELECT p.id ${LISTED} GROUP BY p.id ORDER BY p.id LIMIT 3`)
    await run('UPDATE products SET status = 2 WHERE id = ?1', a!)
    await run('UPDATE products SET visibility = 3 WHERE id = ?1', b!)
    await run("UPDATE products SET visibility = 1, stock_status = CASE stock_status WHEN 'IN_STOCK' THEN 'OUT_OF_STOCK' ELSE 'IN_STOCK' END WHERE id = ?1", c!)
    expect(await indexDrift()).toEqual([])
    // Back into the catalogue, with the stock changed in the same statement.
    await run("UPDATE products SET status = 1, visibility = 2, stock_status = 'OUT_OF_STOCK' WHERE id IN (?1, ?2, ?3)", a!, b!, c!)
    await run("UPDATE products SET stock_status = 'IN_STOCK' WHERE id = ?1", a!)
    expect(await indexDrift()).toEqual([])
  })

  it('follows memberships', async () => {
    const [id] = await ids(`SELECT p.id ${LISTED} GROUP BY p.id ORDER BY p.id DESC LIMIT 1`)
    const [other, another] = await ids(
      'SELECT id FROM categories WHERE level > 1 AND id NOT IN (SELECT category_id FROM category_products WHERE product_id = ?1) ORDER BY id LIMIT 2',
      id!,
    )
    await run('INSERT INTO category_products (category_id, product_id, position) VALUES (?1, ?2, 0)', other!, id!)
    expect(await indexDrift()).toEqual([])
    await run('UPDATE category_products SET category_id = ?1 WHERE category_id = ?2 AND product_id = ?3', another!, other!, id!)
    expect(await indexDrift()).toEqual([])
    const [member] = await ids('SELECT category_id AS id FROM category_products WHERE product_id = ?1 ORDER BY category_id LIMIT 1', id!)
    await run('DELETE FROM category_products WHERE category_id = ?1 AND product_id = ?2', member!, id!)
    expect(await indexDrift()).toEqual([])
    // An unlisted product's membership counts nowhere, now or once it is listed.
    await run('UPDATE products SET status = 2 WHERE id = ?1', id!)
    await run('INSERT INTO category_products (category_id, product_id, position) VALUES (?1, ?2, 0)', member!, id!)
    expect(await indexDrift()).toEqual([])
    await run('UPDATE products SET status = 1 WHERE id = ?1', id!)
    expect(await indexDrift()).toEqual([])
  })

  it('follows attribute values', async () => {
    const [id, unlisted] = await ids(`SELECT p.id ${LISTED} GROUP BY p.id ORDER BY p.id LIMIT 2 OFFSET 10`)
    await run('UPDATE products SET visibility = 1 WHERE id = ?1', unlisted!)
    const value = (await env.DB.prepare('SELECT attribute_code, option_id FROM product_attribute_values WHERE product_id = ?1 LIMIT 1')
      .bind(id!)
      .first<{ attribute_code: string; option_id: number }>())!
    const [option] = await ids(
      'SELECT option_id AS id FROM attribute_options WHERE attribute_code = ?1 AND option_id <> ?2 ORDER BY option_id DESC LIMIT 1',
      value.attribute_code,
      value.option_id,
    )
    for (const product of [id!, unlisted!]) {
      await run('DELETE FROM product_attribute_values WHERE product_id = ?1 AND attribute_code = ?2', product, value.attribute_code)
      await run('INSERT INTO product_attribute_values (attribute_code, option_id, product_id) VALUES (?1, ?2, ?3)', value.attribute_code, value.option_id, product)
      await run('UPDATE product_attribute_values SET option_id = ?1 WHERE product_id = ?2 AND attribute_code = ?3', option!, product, value.attribute_code)
      expect(await indexDrift()).toEqual([])
    }
    await run('UPDATE products SET visibility = 4 WHERE id = ?1', unlisted!)
    expect(await indexDrift()).toEqual([])
  })
})
