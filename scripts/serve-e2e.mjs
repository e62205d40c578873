#!/usr/bin/env node
// The server browser tests run against: the production worker (bundled as `wrangler deploy` bundles
// it) in the workerd runtime, with wrangler.toml's bindings, on a fresh local state (own D1 and KV
// directory), with migrations and seed applied first.
//
// It runs the worker with Miniflare, the library wrangler dev itself starts workerd with, and not
// under wrangler dev: wrangler dev puts a second runtime in front as a reloading proxy, which
// decodes and compresses every answer again (without it the browser run's test time fell by about
// a sixth, run locally) and, now and then in a long run, exited with an empty error, leaving the
// remaining tests nothing to connect to. Here one runtime answers, and if it ever ends, this process says how and exits.
import childProcess, { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { E2E_MAGENTO_2_4_7_HOST } from '../e2e/server-settings.mjs'
import { watchServer } from './e2e-watchdog.mjs'
import { productionReact, wranglerEnv } from './wrangler-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.argv[2] ?? '8799')
const state = join(root, '.wrangler/e2e-state')
const bundle = join(root, '.wrangler/e2e-worker')
const wrangler = join(root, 'node_modules/.bin/wrangler')

/** Runs wrangler to completion, or ends this process with its status. */
function wranglerStep(args) {
  const step = spawnSync(wrangler, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: wranglerEnv })
  if (step.status !== 0) process.exit(step.status ?? 1)
}

rmSync(state, { recursive: true, force: true })
rmSync(bundle, { recursive: true, force: true })
// The worker as deployed: production React, wrangler.toml's module rules (the .graphqls texts).
wranglerStep(['deploy', '--dry-run', '--outdir', bundle, ...productionReact])
wranglerStep(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
if (existsSync(join(root, 'scripts/seed-local.mjs'))) {
  const seed = spawnSync(process.execPath, ['scripts/seed-local.mjs', '--persist-to', state], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: wranglerEnv })
  if (seed.status !== 0) process.exit(seed.status ?? 1)
}

const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'))
// Settings the caller names: the help-chat vendor's script and the staff area's sign-in
// (playwright.config.ts and scripts/test-all.mjs pass e2e/server-settings.mjs's).
const settings = Object.fromEntries(['CHAT_SCRIPT_URL', 'ADMIN_USER', 'ADMIN_PASSWORD'].filter((name) => process.env[name]).map((name) => [name, process.env[name]]))

// The runtime's own process, so that its end, should it come before ours, is reported with its exit
// code or signal rather than seen only as refused connections: Miniflare spawns it through
// child_process.spawn and keeps it private, so the next spawn after this is called is watched.
let stopping = false
let restarting = false
const spawn = childProcess.spawn
function watchNextRuntime() {
  childProcess.spawn = (...args) => {
    const child = spawn(...args)
    childProcess.spawn = spawn
    child.on('exit', (code, signal) => {
      if (stopping || restarting) return
      console.error(`the browser tests' server: the workerd runtime ended (exit code ${code}, signal ${signal})`)
      process.exit(1)
    })
    return child
  }
}
watchNextRuntime()

// The shop as deployed against Magento 2.4.9 (the default), and beside it the same bundle set to
// speak Magento 2.4.7 (MAGENTO_VERSION) at another host name on the same port, so that a browser
// test can use the shop in either mode; both share one D1 database and KV namespace. Miniflare
// sends a routed request to its worker directly, past the static-file layer that only the first
// worker has, so the 2.4.7 host routes the pages where the versions differ (the account's and the
// guest order's) and leaves everything else, static files included, to the first worker.
const shop = {
  ...workerOptions,
  modules: true,
  modulesRoot: bundle,
  scriptPath: join(bundle, 'index.js'),
}
const options = {
  host: '127.0.0.1',
  port,
  log: new Log(LogLevel.WARN),
  // No download of Cloudflare's request metadata (the network is closed): a fixed stand-in.
  cf: false,
  // Where `wrangler d1 migrations apply --persist-to` and wrangler dev keep their state.
  d1Persist: join(state, 'v3/d1'),
  kvPersist: join(state, 'v3/kv'),
  cachePersist: join(state, 'v3/cache'),
  workers: [
    { ...shop, name: 'shop', bindings: { ...workerOptions.bindings, ...settings } },
    {
      ...shop,
      name: 'shop-magento-2-4-7',
      bindings: { ...workerOptions.bindings, ...settings, MAGENTO_VERSION: '2.4.7' },
      routes: ['/customer/*', '/sales/*'].map((path) => `${E2E_MAGENTO_2_4_7_HOST}${path}`),
    },
  ],
}
const mf = new Miniflare(options)

let unwatch = () => {}
async function stop(code) {
  if (stopping) return
  stopping = true
  unwatch()
  await mf.dispose().catch(() => {})
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

try {
  await mf.ready
} catch (error) {
  console.error(`the browser tests' server did not start: ${error instanceof Error ? error.message : error}`)
  await stop(1)
}

// Should the shop stop answering, the watchdog says so (scripts/test-all.mjs repeats its lines after
// the browser tests) and starts the runtime again on the same state, so one stall costs the tests
// under way, not every test after it.
unwatch = watchServer({
  origin: `http://127.0.0.1:${port}`,
  report: (line) => console.error(line),
  restart: async () => {
    restarting = true
    watchNextRuntime()
    try {
      await mf.setOptions(options)
    } finally {
      restarting = false
    }
  },
})
