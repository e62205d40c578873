#!/usr/bin/env node
// Browser tests drive Debian's Chromium (Playwright's own browser download is not used). Installs
// it with apt-get only when /usr/bin/chromium is missing; needs root, as on CI and dev machines.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(CHROMIUM)) process.exit(0)

console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`)
const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? ['sudo'] : []
const run = (args) => {
  const [command, ...rest] = [...sudo, ...args]
  const result = spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.status !== 0) {
    console.error(`failed: ${args.join(' ')}`)
    process.exit(result.status ?? 1)
  }
}
run(['apt-get', 'update', '-qq'])
run(['apt-get', 'install', '-y', '-qq', 'chromium'])
if (!existsSync(CHROMIUM)) {
  console.error(`chromium installed, but ${CHROMIUM} is still missing`)
  process.exit(1)
}
