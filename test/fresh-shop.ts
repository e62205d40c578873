import { applyD1Migrations, env } from 'cloudflare:test'
import { vi } from 'vitest'

// The test files of a pool worker share one runtime (`isolate: false` in vitest.config.ts): starting
// a runtime per file cost about two seconds each. So each file begins as if it had its own: the
// shop's modules evaluated afresh (no isolate state carried over), D1 emptied and migrated, KV
// emptied, and a Workers cache of its own.
vi.resetModules()

const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
).all<{ name: string }>()
if (tables.results.length > 0) {
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...tables.results.map(({ name }) => env.DB.prepare(`DROP TABLE IF EXISTS "${name}"`)),
  ])
}
for (let cursor: string | undefined; ; ) {
  const page = await env.CACHE.list(cursor ? { cursor } : {})
  await Promise.all(page.keys.map(({ name }) => env.CACHE.delete(name)))
  if (page.list_complete) break
  cursor = page.cursor
}
const ownCache = await caches.open(`test-file-${crypto.randomUUID()}`)
Object.defineProperty(caches, 'default', { value: ownCache, configurable: true })

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
