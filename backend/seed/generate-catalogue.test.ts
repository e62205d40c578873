import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedStatements } from '../db/seed-sql'
import { generateCatalogue } from './generate-catalogue'
import type { SeedData } from './common/rows'

// One small catalogue, loaded once: this file's database is fresh (test/fresh-shop.ts).
let seed: SeedData

const all = async <T>(sql: string, ...params: (string | number)[]) => (await env.DB.prepare(sql).bind(...params).all<T>()).results

beforeAll(async () => {
  // Seeded as on a fixed day, so the dated rows below are known.
  seed = generateCatalogue({ products: 300, today: '2026-11-27' })
  for (const statement of seedStatements(seed)) await env.DB.exec(statement)
})

describe('generateCatalogue, loaded into D1', () => {
  it('inserts every row without breaking a constraint', async () => {
    const counts = await all<{ n: number }>('SELECT (SELECT COUNT(*) FROM products) AS n UNION ALL SELECT COUNT(*) FROM categories UNION ALL SELECT COUNT(*) FROM reviews UNION ALL SELECT COUNT(*) FROM url_rewrites')
    expect(counts.map((c) => c.n)).toEqual([seed.products.length, seed.categories.length, seed.reviews.length, seed.url_rewrites.length])
    expect(await all('PRAGMA foreign_key_check')).toEqual([])
  })

  it('has every product type', async () => {
    const types = (await all<{ type_id: string }>('SELECT DISTINCT type_id FROM products ORDER BY type_id')).map((r) => r.type_id)
    expect(types).toEqual(['alternative', 'bundle', 'configurable', 'downloadable', 'giftcard', 'grouped', 'simple', 'virtual'])
  })

  it('offers only in-stock own-brand alternatives for switch and save', async () => {
    const links = await all<{ type_id: string; stock_status: string; qty: number; status: number; brand: number | null; original_brand: number }>(
      `SELECT a.type_id, a.stock_status, a.qty, a.status,
        (SELECT option_id FROM product_attribute_values WHERE product_id = a.id AND attribute_code = 'specification_brand') AS brand,
        (SELECT option_id FROM product_attribute_values WHERE product_id = g.id AND attribute_code = 'specification_brand') AS original_brand
       FROM product_links l JOIN products g ON g.id = l.product_id JOIN products a ON a.id = l.linked_product_id
       WHERE l.link_type = 'alternative'`,
    )
    expect(links.length).toBeGreaterThan(20)
    for (const link of links) {
      expect(link).toMatchObject({ type_id: 'alternative', stock_status: 'IN_STOCK', status: 1, brand: 1991 })
      expect(link.qty).toBeGreaterThan(0)
      expect(link.original_brand).not.toBe(1991)
    }
    const hp = await all<{ sku: string }>(
      `SELECT g.sku FROM products g JOIN product_links l ON l.product_id = g.id AND l.link_type = 'alternative'
       JOIN product_attribute_values v ON v.product_id = g.id AND v.attribute_code = 'specification_brand' AND v.option_id = 1831 WHERE g.type_id = 'simple'`,
    )
    expect(hp.map((r) => r.sku)).toContain('HP-963XL-BK')
  })

  it('gives each configurable product variants with a paper size', async () => {
    const rows = await all<{ id: number; variants: number; sized: number; invisible: number }>(
      `SELECT p.id,
        (SELECT COUNT(*) FROM product_links l WHERE l.product_id = p.id AND l.link_type = 'variant') AS variants,
        (SELECT COUNT(*) FROM product_links l JOIN product_attribute_values v ON v.product_id = l.linked_product_id AND v.attribute_code = 'paper_size'
          WHERE l.product_id = p.id AND l.link_type = 'variant') AS sized,
        (SELECT COUNT(*) FROM product_links l JOIN products c ON c.id = l.linked_product_id WHERE l.product_id = p.id AND l.link_type = 'variant' AND c.visibility = 1) AS invisible
       FROM products p WHERE p.type_id = 'configurable'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.variants).toBeGreaterThanOrEqual(2)
      expect(row.sized).toBe(row.variants)
      expect(row.invisible).toBe(row.variants)
    }
    const configured = await all<{ n: number }>("SELECT COUNT(DISTINCT product_id) AS n FROM configurable_attributes WHERE attribute_code = 'paper_size'")
    expect(configured[0]?.n).toBe(rows.length)
    expect(await all("SELECT product_id FROM category_products WHERE product_id IN (SELECT id FROM products WHERE visibility = 1)")).toEqual([])
  })

  it('tags every product with its brand and type, and cartridges and printers with their facets', async () => {
    const missing = await all<{ id: number; code: string }>(
      `SELECT p.id, c.code FROM products p
       JOIN (SELECT 'specification_brand' AS code UNION ALL SELECT 'specification_product_type') c
       WHERE NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.attribute_code = c.code)`,
    )
    expect(missing).toEqual([])
    const printerFacets = ['printer_condition', 'printing', 'duplex_functions', 'standard_interfaces', 'print_speed_filters', 'bluetooth', 'near_field_communication_nfc', 'maximum_iso_a_series_paper', 'conformity_marks']
    const printers = await all<{ codes: string }>(
      "SELECT (SELECT group_concat(DISTINCT attribute_code) FROM product_attribute_values v WHERE v.product_id = p.id) AS codes FROM products p WHERE attribute_set_id = 21",
    )
    expect(printers.length).toBeGreaterThan(5)
    for (const printer of printers) expect(printer.codes.split(',')).toEqual(expect.arrayContaining(printerFacets))
    const cartridges = await all<{ codes: string }>(
      "SELECT (SELECT group_concat(DISTINCT attribute_code) FROM product_attribute_values v WHERE v.product_id = p.id) AS codes FROM products p WHERE p.type_id IN ('simple', 'alternative') AND p.attribute_set_id = 4 AND p.manufacturers_code IS NOT NULL AND p.sku NOT LIKE '%TZE%' AND p.sku NOT LIKE 'DYMO%'",
    )
    for (const cartridge of cartridges) expect(cartridge.codes.split(',')).toEqual(expect.arrayContaining(['specification_colour', 'cartridge_condition']))
  })

  it('gives every listing page its copy and printer model pages their message', async () => {
    expect(await all("SELECT id FROM categories WHERE level >= 2 AND (description IS NULL OR meta_title IS NULL OR meta_description IS NULL)")).toEqual([])
    const [page] = await all<{ url_path: string; message: string; hidden: number; level: number; menu: number }>(
      `SELECT url_path, json_extract(extras, '$.printer_message') AS message, json_extract(extras, '$.is_hidden_in_nav') AS hidden, level, include_in_menu AS menu
       FROM categories WHERE kind = 'printer_model' AND name = 'HP OfficeJet Pro 9010'`,
    )
    expect(page).toEqual({ url_path: 'ink-cartridges/hp/officejet-pro/officejet-pro-9010', message: 'These cartridges fit your HP OfficeJet Pro 9010', hidden: 1, level: 5, menu: 0 })
    const lists = await all<{ sku: string }>(
      "SELECT j.value AS sku FROM categories c, json_each(c.extras, '$.bestsellers') j WHERE c.kind = 'brand' OR c.level = 2 UNION ALL SELECT j.value FROM categories c, json_each(c.extras, '$.best_values') j",
    )
    expect(lists.length).toBeGreaterThan(10)
    const known = new Set((await all<{ sku: string }>('SELECT sku FROM products')).map((r) => r.sku))
    for (const { sku } of lists) expect(known.has(sku)).toBe(true)
  })

  it('builds bundles from existing single products', async () => {
    const bundles = await all<{ id: number; options: number; missing: number }>(
      `SELECT p.id, (SELECT COUNT(*) FROM bundle_options o WHERE o.product_id = p.id) AS options,
        (SELECT COUNT(*) FROM bundle_options o JOIN bundle_selections s ON s.option_id = o.option_id LEFT JOIN products c ON c.id = s.product_id
          WHERE o.product_id = p.id AND (c.id IS NULL OR c.type_id IN ('bundle', 'configurable', 'grouped'))) AS missing
       FROM products p WHERE p.type_id = 'bundle'`,
    )
    expect(bundles.length).toBeGreaterThan(0)
    for (const bundle of bundles) expect(bundle).toMatchObject({ options: expect.any(Number), missing: 0 })
    expect(bundles.every((b) => b.options > 0)).toBe(true)
  })

  it('keeps review_count and rating_summary in line with approved reviews', async () => {
    const mismatches = await all(
      `SELECT p.id, p.review_count, p.rating_summary, r.n, r.percent FROM products p
       LEFT JOIN (SELECT rv.product_id, COUNT(DISTINCT rv.id) AS n, ROUND(AVG(rr.value) * 20, 1) AS percent
         FROM reviews rv JOIN review_ratings rr ON rr.review_id = rv.id WHERE rv.status = 'approved' GROUP BY rv.product_id) r ON r.product_id = p.id
       WHERE p.review_count <> COALESCE(r.n, 0) OR ABS(p.rating_summary - COALESCE(r.percent, 0)) > 0.051`,
    )
    expect(mismatches).toEqual([])
    const reviewed = await all<{ n: number }>('SELECT COUNT(*) AS n FROM products WHERE review_count > 0')
    expect(reviewed[0]?.n).toBeGreaterThan(30)
    expect((await all<{ n: number }>("SELECT COUNT(*) AS n FROM reviews WHERE status = 'pending'"))[0]?.n).toBeGreaterThan(0)
  })

  it('has a rewrite for every category below the root and every visible product', async () => {
    const missing = await all(
      `SELECT 'c' AS t, id FROM categories c WHERE level >= 2 AND NOT EXISTS
         (SELECT 1 FROM url_rewrites u WHERE u.entity_type = 'CATEGORY' AND u.entity_key = CAST(c.id AS TEXT) AND u.request_path = c.url_path || '.html' AND u.redirect_type = 0)
       UNION ALL
       SELECT 'p', id FROM products p WHERE visibility > 1 AND NOT EXISTS
         (SELECT 1 FROM url_rewrites u WHERE u.entity_type = 'PRODUCT' AND u.entity_key = CAST(p.id AS TEXT) AND u.request_path = p.url_key || '.html' AND u.redirect_type = 0)`,
    )
    expect(missing).toEqual([])
    const redirects = await all<{ redirect_type: number; n: number }>('SELECT redirect_type, COUNT(*) AS n FROM url_rewrites WHERE redirect_type > 0 GROUP BY redirect_type ORDER BY redirect_type')
    expect(redirects[0]?.n).toBeGreaterThanOrEqual(3)
    expect(redirects[1]).toMatchObject({ redirect_type: 302, n: 2 })
    const christmas = await all("SELECT entity_type, target_path FROM url_rewrites WHERE request_path = 'christmas.html'")
    expect(christmas).toEqual([{ entity_type: 'CATEGORY', target_path: 'ink-cartridges.html' }])
  })

  it('puts a product in every ancestor category below the root', async () => {
    const gaps = await all(
      `SELECT cp.product_id, c.parent_id FROM category_products cp JOIN categories c ON c.id = cp.category_id
       JOIN categories parent ON parent.id = c.parent_id
       WHERE parent.level >= 2 AND NOT EXISTS (SELECT 1 FROM category_products x WHERE x.category_id = c.parent_id AND x.product_id = cp.product_id)`,
    )
    expect(gaps).toEqual([])
  })

  it('makes a cartridge findable by its SKU and by the printer models it fits', async () => {
    const search = async (text: string) =>
      (await graphqlData<{ products: { items: { sku: string }[] } }>('query S($s: String!) { products(search: $s, pageSize: 100) { items { sku } } }', { s: text })).products.items.map(
        (item) => item.sku,
      )
    expect(await search('HP-963XL-BK')).toContain('HP-963XL-BK')
    expect(await search('HP OfficeJet Pro 9010')).toContain('HP-963XL-BK')
    const [cartridge] = await all<{ id: number }>("SELECT id FROM products WHERE sku = 'HP-963XL-BK'")
    const [model] = await all<{ id: number }>("SELECT id FROM categories WHERE kind = 'printer_model' AND name = 'HP OfficeJet Pro 9010'")
    const onPage = (await all<{ product_id: number }>('SELECT product_id FROM category_products WHERE category_id = ?1', model?.id ?? 0)).map((r) => r.product_id)
    expect(onPage).toContain(cartridge?.id)
  })

  it('has exactly the bank holidays of the seeding day’s year and the next in England and Wales', async () => {
    const dates = (await all<{ date: string }>('SELECT date FROM holidays ORDER BY date')).map((r) => r.date)
    expect(dates).toEqual([
      '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
      '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
    ])
  })

  it('has exactly the CMS pages the shop links to', async () => {
    const ids = (await all<{ identifier: string }>('SELECT identifier FROM cms_pages WHERE store_id = 0 ORDER BY page_id')).map((r) => r.identifier)
    // The German store view has its own row for each of them, and no other.
    const german = (await all<{ identifier: string }>('SELECT identifier FROM cms_pages WHERE store_id = 2 ORDER BY identifier')).map((r) => r.identifier)
    expect(german).toEqual([...ids].sort())
    const germanBlocks = (await all<{ identifier: string }>('SELECT identifier FROM cms_blocks WHERE store_id = 2 ORDER BY identifier')).map((r) => r.identifier)
    expect(germanBlocks).toEqual((await all<{ identifier: string }>('SELECT identifier FROM cms_blocks WHERE store_id = 0 ORDER BY identifier')).map((r) => r.identifier))
    expect(ids).toEqual([
      'home', 'aboutus', 'free-delivery', 'lowprice', 'moneyback', 'privacypolicy', 'recycling', 'schools-and-local-authorities',
      'slavery', 'slavery-archive', 'slavery-2023', 'slavery-2024', 'slavery-2025', 'terms', 'faq', 'news', 'no-route',
    ])
    const bare = await all<{ request_path: string }>("SELECT request_path FROM url_rewrites WHERE entity_type = 'CMS_PAGE' AND request_path LIKE 'slavery-20%' ORDER BY request_path")
    expect(bare.map((r) => r.request_path)).toEqual(['slavery-2023', 'slavery-2024', 'slavery-2025'])
    expect(await all("SELECT 1 FROM url_rewrites WHERE entity_type = 'CMS_PAGE' AND entity_key = 'home'")).toEqual([])
  })

  it('stores the two store views with their StoreConfig fields', async () => {
    const rows = await all<{ store_code: string; root: number; currency: string; is_default: number }>(
      "SELECT store_code, json_extract(config, '$.root_category_id') AS root, json_extract(config, '$.default_display_currency_code') AS currency, json_extract(config, '$.is_default_store') AS is_default FROM store_configs ORDER BY store_id",
    )
    expect(rows).toEqual([
      { store_code: 'default', root: 207008, currency: 'GBP', is_default: 1 },
      { store_code: 'de', root: 207008, currency: 'EUR', is_default: 0 },
    ])
  })
})
