#!/usr/bin/env node
// `npm start`: build the client and CSS, prepare the local D1 database (migrations, then the seed
// catalogue when the database is empty), and serve the shop on http://localhost:8787.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { wranglerEnv } from './wrangler-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = process.env.PORT ?? '8787'
const wrangler = join(root, 'node_modules/.bin/wrangler')

function step(title, command, args) {
  console.log(`\n> ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: wranglerEnv })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

step('building the client bundle and stylesheet', process.execPath, ['scripts/build-client.mjs'])
if (existsSync(join(root, 'backend/migrations'))) {
  step('applying D1 migrations to the local database', wrangler, ['d1', 'migrations', 'apply', 'DB', '--local'])
}
if (existsSync(join(root, 'scripts/seed-local.mjs'))) {
  step('seeding the local database when it is empty', process.execPath, ['scripts/seed-local.mjs'])
}

console.log(`\n> serving the shop on http://localhost:${port}`)
const server = spawn(
  wrangler,
  ['dev', '--ip', '127.0.0.1', '--port', port, '--show-interactive-dev-session=false', '--var', 'ENVIRONMENT:development'],
  { cwd: root, stdio: 'inherit', env: wranglerEnv },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
