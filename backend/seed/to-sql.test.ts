import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { insertStatements } from './to-sql'

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
