#!/usr/bin/env node
// `npm test` after the build: every test, in the least wall time two cores allow.
// - The browser tests' server (migrations, seed, wrangler dev: about 25 s) starts as the unit tests
//   do, on the core their one workerd runtime leaves free, so it is ready when they end; Playwright
//   then uses it (E2E_SERVER_STARTED).
// - Chromium is installed with apt-get if missing, then Playwright runs.
// Exits non-zero if any part fails; the server is stopped however the run ends.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E_PORT, e2eServerEnv } from '../e2e/server-settings.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules/.bin', name)
const port = String(E2E_PORT)

/** Runs a command with the terminal; answers its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** The browser tests' server, in a process group of its own so that all of it can be stopped. */
function startServer() {
  const env = { ...process.env, ...e2eServerEnv() }
  const child = spawn(process.execPath, ['scripts/serve-e2e.mjs', port], { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env })
  // Its errors only: the unit tests' output stays readable. Its own reports (a stall, a restart:
  // scripts/e2e-watchdog.mjs) are kept to be said again at the end, where a reader of the run looks.
  const reports = []
  child.stderr.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue
      process.stderr.write(`[e2e server] ${line}\n`)
      if (line.startsWith("the browser tests' server")) reports.push(line)
    }
  })
  let ended = false
  child.on('exit', () => (ended = true))
  const stop = () => {
    if (ended) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  return { stop, hasEnded: () => ended, reports }
}

async function serverReady(server, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until && !server.hasEnded()) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/asset-manifest.json`)).ok) return true
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

const server = startServer()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop()
    process.exit(130)
  })
}

let failed = false
try {
  failed = (await run(bin('vitest'), ['run'])) !== 0
  if (!failed) failed = (await run(process.execPath, ['scripts/ensure-chromium.mjs'])) !== 0
  if (!failed) {
    if (!(await serverReady(server, 120_000))) {
      console.error(`the browser tests' server did not answer on port ${port}`)
      failed = true
    } else {
      failed = (await run(bin('playwright'), ['test'], { E2E_SERVER_STARTED: '1' })) !== 0
    }
  }
} finally {
  server.stop()
  for (const line of server.reports) console.error(`[e2e server] ${line}`)
}
process.exit(failed ? 1 : 0)
