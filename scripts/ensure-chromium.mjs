#!/usr/bin/env node
// Browser tests and the audit drive Debian's Chromium (Playwright's own browser download is not
// used): the full browser and its headless shell (e2e/chromium-paths.mjs says which tool uses which).
// Installs the missing ones with apt-get, and only when one is missing; needs root, as on CI and dev
// machines. Fails only if the full browser cannot be had: without the headless shell the browser
// tests run in the full browser, more slowly.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { PACKAGES } from '../e2e/chromium-paths.mjs'

const missing = PACKAGES.filter((p) => !existsSync(p.path))
if (missing.length === 0) process.exit(0)

console.log(`missing: ${missing.map((p) => p.path).join(', ')}; installing Debian's ${missing.map((p) => p.name).join(' and ')} with apt-get`)
const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? ['sudo'] : []
const run = (args) => {
  const [command, ...rest] = [...sudo, ...args]
  const result = spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.status !== 0) console.error(`failed: ${args.join(' ')}`)
  return result.status === 0
}
run(['apt-get', 'update', '-qq'])
// One package at a time, so that one apt-get cannot fetch does not keep the other out.
for (const p of missing) run(['apt-get', 'install', '-y', '-qq', p.name])

let failed = false
for (const p of missing.filter((m) => !existsSync(m.path))) {
  if (p.required) {
    console.error(`${p.name} could not be installed: ${p.path} is still missing`)
    failed = true
  } else {
    console.warn(`${p.name} could not be installed (${p.path} is missing): the browser tests run in the full browser instead, more slowly`)
  }
}
process.exit(failed ? 1 : 0)
