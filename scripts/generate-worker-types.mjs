#!/usr/bin/env node
// Generates worker/wrangler-env.d.ts with `wrangler types`: the bindings and variables wrangler.toml
// declares, as the global interface `WranglerEnv` (worker/bindings.ts adds the optional settings).
// Local secrets files (.dev.vars, .env) are left out, so every machine generates the same file.
// Usage: npm run types:worker                              writes the file
//        node scripts/generate-worker-types.mjs --check    exits 1 when the file is out of date
// (wrangler's own --check counts its command line as part of the file, so it never matches.)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUTPUT = 'worker/wrangler-env.d.ts'
const check = process.argv.includes('--check')
// Beside the real one, so the module paths it writes are the same.
const target = check ? 'worker/wrangler-env.check.d.ts' : OUTPUT

const run = spawnSync(
  join(root, 'node_modules/.bin/wrangler'),
  ['types', target, '--include-runtime=false', '--strict-vars=false', '--env-interface', 'WranglerEnv', '--env-file', '/dev/null'],
  { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
)
if (run.status !== 0) {
  process.stderr.write(run.stdout + run.stderr)
  process.exit(run.status ?? 1)
}
if (!check) {
  console.log(`worker types: wrote ${OUTPUT}`)
  process.exit(0)
}
/** The file without its first comment lines, which name the command that wrote it. */
const body = (path) => readFileSync(join(root, path), 'utf8').replace(/^(\/\/.*\n|\/\*.*\*\/\n)+/, '')
const fresh = body(target)
rmSync(join(root, target))
if (!existsSync(join(root, OUTPUT)) || body(OUTPUT) !== fresh) {
  console.error(`${OUTPUT} is out of date with wrangler.toml: run npm run types:worker`)
  process.exit(1)
}
console.log(`worker types: ok (${OUTPUT} matches wrangler.toml)`)
