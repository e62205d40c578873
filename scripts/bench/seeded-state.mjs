// A local D1 state seeded with the generated catalogue of `products` products, kept in
// .wrangler/bench-state-<products> between runs: migrations are applied each time (new ones reach
// an old state), the catalogue only while the state has none.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { wranglerEnv } from '../wrangler-env.mjs'

/** Applies the migrations and seeds `products` products when missing; answers the state's folder. */
export function seededState(root, products) {
  const state = join(root, `.wrangler/bench-state-${products}`)
  const run = (command, args) => {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: wranglerEnv })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  run(join(root, 'node_modules/.bin/wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  run(process.execPath, [join(root, 'scripts/seed-local.mjs'), '--persist-to', state, '--products', String(products)])
  return state
}
