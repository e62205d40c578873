/**
 * What one test file leaves behind, looked for by the next (test/fresh-shop.ts says why files share
 * a runtime). Two files run `expectFreshThenLeaveTraces`; whichever runs second fails if any trace
 * of the first is still there: a D1 table, a KV key, a Workers cache entry or a module's state.
 */
import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import { dataCentreCache } from '../../worker/cache/data-centre-cache'
import { evaluation } from './evaluation'

const TABLE = 'left_by_another_file'
const KEY = 'left-by-another-file'
const CACHED = 'https://left-by-another-file.invalid/'

/** Kept on the global object, which outlives a module reset, so it can see a module evaluated twice. */
const seen = ((globalThis as { freshShopEvaluations?: Set<string> }).freshShopEvaluations ??= new Set())

export async function expectFreshThenLeaveTraces(): Promise<void> {
  const cache = dataCentreCache()
  expect(cache, 'workerd has a Workers cache').not.toBeNull()
  const table = await env.DB.prepare('SELECT name FROM sqlite_master WHERE name = ?').bind(TABLE).first()
  expect(table).toBeNull()
  expect(await env.CACHE.get(KEY)).toBeNull()
  expect(await cache!.match(CACHED)).toBeUndefined()
  expect(seen.has(evaluation)).toBe(false)
  const migrated = await env.DB.prepare("SELECT name FROM sqlite_master WHERE name = 'products'").first()
  expect(migrated).not.toBeNull()

  await env.DB.prepare(`CREATE TABLE ${TABLE} (id INTEGER)`).run()
  await env.CACHE.put(KEY, 'yes')
  await cache!.put(CACHED, new Response('yes', { headers: { 'Cache-Control': 'max-age=600' } }))
  seen.add(evaluation)
}
