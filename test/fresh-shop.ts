import { applyD1Migrations, env } from 'cloudflare:test'
import { vi } from 'vitest'

// The test files of a pool worker share one runtime (`isolate: false` in vitest.config.ts): starting
// a runtime per file cost about two seconds each. So each file begins as if it had its own: the
// shop's modules evaluated afresh (no isolate state carried over), D1 emptied and migrated, KV
// emptied, and a Workers cache of its own.
freshShopModules()

/**
 * The shop's own modules evaluated afresh at their next import; the packages under node_modules
 * (React, Hono, graphql-js, zod…) are kept, as they hold nothing of a shop: evaluating them again
 * for each file was about a quarter of the project's time. The reset is vitest's own
 * (`vi.resetModules`), narrowed to the project's files through the worker state it uses; should that
 * state ever change shape, everything is reset as before.
 */
function freshShopModules(): void {
  type ModuleNode = { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> }
  const state = (globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } } }).__vitest_worker__
  const modules = state?.evaluatedModules?.idToModuleMap
  if (!(modules instanceof Map)) {
    vi.resetModules()
    return
  }
  for (const [path, node] of modules) {
    // vitest's own modules and mocks stay, as vi.resetModules leaves them.
    if (path.includes('/node_modules/') || /vitest-virtual-\w+\/dist|@vitest\/dist|^mock:/.test(path)) continue
    node.promise = undefined
    node.exports = undefined
    node.evaluated = false
    node.importers.clear()
  }
}

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
