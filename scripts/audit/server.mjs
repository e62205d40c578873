// The shop the audit loads: the built worker under wrangler dev on loopback with production React
// (as deployed), on a fresh local database with the small seeded catalogue, so every run starts
// from the same data.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { startLocalServer } from '../local-server.mjs'
import { wranglerEnv } from '../wrangler-env.mjs'

function run(root, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: wranglerEnv })
  if (result.status !== 0) throw new Error(`${args.slice(0, 3).join(' ')} failed with exit code ${result.status}`)
}

/**
 * Migrates and seeds a fresh state directory, then starts the server on it (scripts/local-server.mjs)
 * and waits for it. `stop` ends it, as does leaving on Ctrl-C.
 * @param {{ root: string, port: number, inspectorPort?: number, products: number }} options
 */
export async function startAuditServer({ root, port, inspectorPort, products }) {
  const state = join(root, '.wrangler/audit-state')
  const wrangler = join(root, 'node_modules/.bin/wrangler')
  rmSync(state, { recursive: true, force: true })
  run(root, wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  run(root, process.execPath, ['scripts/seed-local.mjs', '--persist-to', state, '--products', String(products)])
  // process.exit runs the server's exit hook, which a death by signal would skip.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  return startLocalServer({ root, state, port, inspectorPort })
}
