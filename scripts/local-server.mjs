// The built worker under wrangler dev on loopback, as the audit and the benchmark measure it: production
// React (as deployed), a local state directory the caller prepared (migrated and seeded), given ports.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { findRuntimeBase } from './runtime-address.mjs'
import { productionReact, wranglerEnv } from './wrangler-env.mjs'

/** How long wrangler dev may take to answer (about 3.5 s when the machine is quiet). */
export const SERVER_START_TIMEOUT_MS = 60_000

/** Waits until `base` serves the client build's manifest, which only a worker with its assets does. */
export async function waitForServer(base, timeoutMs = SERVER_START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/asset-manifest.json`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the worker did not start within ${timeoutMs / 1000} s`)
}

/**
 * Starts wrangler dev on `state` in its own process group and waits for it. `stop` ends the group,
 * so workerd goes too; it also runs when this process exits. `runtime` is the address of the
 * runtime behind wrangler dev's own proxy, where it can be found (`runtime-address.mjs`), else null.
 * @param {{ root: string, state: string, port: number, inspectorPort?: number, timeoutMs?: number }} options
 * @returns {Promise<{ base: string, runtime: string | null, stop: () => void }>}
 */
export async function startLocalServer({ root, state, port, inspectorPort, timeoutMs }) {
  const wrangler = join(root, 'node_modules/.bin/wrangler')
  const inspector = inspectorPort ? ['--inspector-port', String(inspectorPort)] : []
  const server = spawn(wrangler, ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false', ...productionReact, ...inspector], {
    cwd: root,
    env: wranglerEnv,
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => {
    process.off('exit', stop)
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
  process.on('exit', stop)
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForServer(base, timeoutMs)
  } catch (error) {
    stop()
    throw error
  }
  return { base, runtime: await findRuntimeBase(server.pid, base), stop }
}
