import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { insertStatements } from './seed-sql'

describe('insertStatements', () => {
  it('writes values D1 reads back exactly, quotes and newlines included', async () => {
    const rows = [
      { block_id: 9001, identifier: 'quote-test', title: "Tom's \"best\"", content: 'line 1\nline 2; DROP TABLE x; --' },
    ]
    const [statement] = insertStatements('cms_blocks', rows)
    expect(statement).not.toContain('\n')
    await env.DB.exec(statement!)
    const row = await env.DB.prepare('SELECT title, content, is_active FROM cms_blocks WHERE block_id = ?1').bind(9001).first()
    expect(row).toEqual({ title: "Tom's \"best\"", content: 'line 1\nline 2; DROP TABLE x; --', is_active: 1 })
  })

  it('writes text of many lines, even one holding the newline marker, within SQLite’s expression depth', async () => {
    const content = Array.from({ length: 300 }, (_, line) => `line ${line} ~nl~`).join('\n')
    const [statement] = insertStatements('cms_blocks', [{ block_id: 9010, identifier: 'many-lines', title: 'Many', content }])
    await env.DB.exec(statement!)
    expect(await env.DB.prepare('SELECT content FROM cms_blocks WHERE block_id = 9010').first('content')).toBe(content)
  })

  it('lets a row leave out a column so the table default applies', async () => {
    const statements = insertStatements('holidays', [{ date: '2099-01-01', name: 'A' }, { date: '2099-01-02', name: 'B' }])
    expect(statements).toHaveLength(1)
    const withAndWithout = insertStatements('cms_blocks', [
      { block_id: 9002, identifier: 'a', title: 'a', content: 'a' },
      { block_id: 9003, identifier: 'b', title: 'b', content: 'b', is_active: 0 },
    ])
    expect(withAndWithout).toHaveLength(2)
    for (const statement of withAndWithout) await env.DB.exec(statement)
    const { results } = await env.DB.prepare('SELECT identifier, is_active FROM cms_blocks WHERE block_id IN (9002, 9003) ORDER BY block_id').all()
    expect(results).toEqual([
      { identifier: 'a', is_active: 1 },
      { identifier: 'b', is_active: 0 },
    ])
  })

  it('stores objects as JSON text', async () => {
    const [statement] = insertStatements('store_configs', [
      { store_code: 'zz', store_id: 99, locale: 'en_GB', base_currency_code: 'GBP', display_currency_code: 'GBP', currency_rate: 1, config: { a: "it's" } },
    ])
    await env.DB.exec(statement!)
    const row = await env.DB.prepare("SELECT json_extract(config, '$.a') AS a FROM store_configs WHERE store_code = 'zz'").first()
    expect(row).toEqual({ a: "it's" })
  })
})

describe('statement size', () => {
  it('keeps every statement within the byte limit, splitting a table where needed', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ block_id: i + 1, identifier: `b${i}`, title: 't', content: 'x'.repeat(3000) }))
    const statements = insertStatements('cms_blocks', rows, 20_000)
    expect(statements.length).toBeGreaterThan(5)
    for (const statement of statements) expect(new TextEncoder().encode(statement).length).toBeLessThanOrEqual(20_000)
    const tuples = statements.reduce((n, s) => n + (s.match(/\('b\d+'|\(\d+, 'b/g)?.length ?? 0), 0)
    expect(tuples).toBe(50)
  })

  it('refuses a single row larger than the limit', () => {
    expect(() => insertStatements('cms_blocks', [{ block_id: 1, identifier: 'a', title: 'a', content: 'x'.repeat(200) }], 100)).toThrow(RangeError)
  })
})
