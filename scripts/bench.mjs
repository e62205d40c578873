#!/usr/bin/env node
// `npm run bench`: starts the built worker under wrangler dev on loopback and measures response
// times of pages against a static file from the same worker, side by side in one run. Requests are
// sequential and bounded (BENCH_REQUESTS per URL, 200 by default). Prints p50/p95 per URL.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { wranglerEnv } from './wrangler-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 8798)
const requests = Math.min(Number(process.env.BENCH_REQUESTS ?? 200), 2000)
const base = `http://127.0.0.1:${port}`

const server = spawn(
  join(root, 'node_modules/.bin/wrangler'),
  ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', join(root, '.wrangler/bench-state'), '--show-interactive-dev-session=false'],
  { cwd: root, env: wranglerEnv, stdio: 'ignore', detached: true },
)
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM') // the process group, so workerd goes too
  } catch {}
}
process.on('exit', stop)

async function waitForServer(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/asset-manifest.json`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the worker did not start within 60 s')
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function measure(path) {
  const times = []
  let bytes = 0
  for (let i = 0; i < requests + 10; i++) {
    const started = performance.now()
    const response = await fetch(base + path)
    const body = await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (i >= 10) times.push(elapsed) // the first ten warm the isolate up
    bytes = body.byteLength
  }
  times.sort((a, b) => a - b)
  return { path, bytes, p50: percentile(times, 50), p95: percentile(times, 95) }
}

await waitForServer(Date.now() + 60_000)
const manifest = await (await fetch(`${base}/asset-manifest.json`)).json()
const results = []
for (const path of [manifest.css, '/', '/no-such-page', '/de/']) results.push(await measure(path))
stop()

console.log(`Rendering, ${requests} sequential requests per URL on loopback (wrangler dev, production mode):`)
console.log(`  ${'url'.padEnd(36)} ${'bytes'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`)
for (const r of results) console.log(`  ${r.path.padEnd(36)} ${String(r.bytes).padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`)
const [staticFile, home] = results
console.log(`\nhome page p50 is ${(home.p50 / staticFile.p50).toFixed(2)}x the static file's (uncached render; the target for cached pages is 1.5x)`)
process.exit(0)
