#!/usr/bin/env node
// `npm run audit:dependencies`: the production dependencies (`npm audit --omit=dev`) must have no
// high or critical advisory. Where the registry in use offers no advisory service, there is nothing
// to check against: the step says so and passes, unless AUDIT_REQUIRED=1 asks it to fail.
import { spawnSync } from 'node:child_process'
import { auditVerdict } from './dependency-audit/verdict.mjs'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
const verdict = auditVerdict(run.stdout ?? '')

if (verdict.kind === 'unavailable') {
  console.log(`dependency audit: no verdict: ${verdict.reason}`)
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0)
}
const summary = Object.entries(verdict.counts).map(([severity, count]) => `${severity} ${count}`).join(', ')
console.log(`dependency audit (production dependencies): ${summary}`)
if (verdict.failing > 0) {
  console.error(`high or critical advisories: ${verdict.advisories.join('; ')}`)
  process.exit(1)
}
