#!/usr/bin/env node
// The server browser tests run against: the built worker under wrangler dev, in production mode,
// on a fresh local state (own D1 and KV directory), with migrations and seed applied first.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { productionReact, wranglerEnv } from './wrangler-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = process.argv[2] ?? '8799'
const state = join(root, '.wrangler/e2e-state')
const wrangler = join(root, 'node_modules/.bin/wrangler')

rmSync(state, { recursive: true, force: true })
if (existsSync(join(root, 'backend/migrations'))) {
  const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: root,
    stdio: 'inherit',
    env: wranglerEnv,
  })
  if (migrate.status !== 0) process.exit(migrate.status ?? 1)
}
if (existsSync(join(root, 'scripts/seed-local.mjs'))) {
  const seed = spawnSync(process.execPath, ['scripts/seed-local.mjs', '--persist-to', state], { cwd: root, stdio: 'inherit', env: wranglerEnv })
  if (seed.status !== 0) process.exit(seed.status ?? 1)
}
// The help-chat vendor's script, when the caller names one (playwright.config.ts does).
const vars = process.env.CHAT_SCRIPT_URL ? ['--var', `CHAT_SCRIPT_URL:${process.env.CHAT_SCRIPT_URL}`] : []
// The staff area's sign-in (playwright.config.ts names one for the editor's browser tests).
for (const name of ['ADMIN_USER', 'ADMIN_PASSWORD']) if (process.env[name]) vars.push('--var', `${name}:${process.env[name]}`)
// Two servers on one machine (say, two checkouts' browser tests) need their own inspector ports.
const inspector = process.env.E2E_INSPECTOR_PORT ? ['--inspector-port', process.env.E2E_INSPECTOR_PORT] : []
const server = spawn(
  wrangler,
  ['dev', '--ip', '127.0.0.1', '--port', port, '--persist-to', state, '--show-interactive-dev-session=false', ...productionReact, ...vars, ...inspector],
  { cwd: root, stdio: 'inherit', env: wranglerEnv },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
