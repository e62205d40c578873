#!/usr/bin/env node
// Builds the production worker exactly as `wrangler deploy` would (without uploading it) and
// checks its gzip size against the 3 MB limit of the Workers free plan.
import { spawnSync } from 'node:child_process'
import { readdir, readFile, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { wranglerEnv } from './wrangler-env.mjs'

const FREE_PLAN_LIMIT_GZIP = 3 * 1024 * 1024
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outdir = join(root, 'dist')

await rm(outdir, { recursive: true, force: true })
const build = spawnSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', 'dist'], {
  cwd: root,
  stdio: 'inherit',
  env: wranglerEnv,
})
if (build.status !== 0) process.exit(build.status ?? 1)

let raw = 0
const chunks = []
for (const name of await readdir(outdir)) {
  if (!/\.(js|mjs|wasm)$/.test(name)) continue
  const bytes = await readFile(join(outdir, name))
  raw += bytes.length
  chunks.push(bytes)
}
const gzip = gzipSync(Buffer.concat(chunks), { level: 9 }).length
const mib = (n) => `${(n / 1024 / 1024).toFixed(2)} MiB`
console.log(`production worker: ${mib(raw)} raw, ${mib(gzip)} gzip (free-plan limit ${mib(FREE_PLAN_LIMIT_GZIP)} gzip)`)
if (gzip > FREE_PLAN_LIMIT_GZIP) {
  console.error('The worker is over the free-plan size limit.')
  process.exit(1)
}
