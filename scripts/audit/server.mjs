// The shop the audit loads: the built worker under wrangler dev on loopback with production React
// (as deployed), on a fresh local database with the small seeded catalogue, so every run starts
// from the same data.
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { productionReact, wranglerEnv } from '../wrangler-env.mjs'

function run(root, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: wranglerEnv })
  if (result.status !== 0) throw new Error(`${args.slice(0, 3).join(' ')} failed with exit code ${result.status}`)
}

async function waitForServer(base, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/asset-manifest.json`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the worker did not start within 60 s')
}

/**
 * Migrates and seeds a fresh state directory, starts wrangler dev in its own process group and
 * waits for it. `stop` ends the group, so workerd goes too.
 * @param {{ root: string, port: number, inspectorPort?: number, products: number }} options
 */
export async function startAuditServer({ root, port, inspectorPort, products }) {
  const state = join(root, '.wrangler/audit-state')
  const wrangler = join(root, 'node_modules/.bin/wrangler')
  rmSync(state, { recursive: true, force: true })
  run(root, wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  run(root, process.execPath, ['scripts/seed-local.mjs', '--persist-to', state, '--products', String(products)])
  const inspector = inspectorPort ? ['--inspector-port', String(inspectorPort)] : []
  const server = spawn(wrangler, ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false', ...productionReact, ...inspector], {
    cwd: root,
    env: wranglerEnv,
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForServer(base, Date.now() + 60_000)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}
