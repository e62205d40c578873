import { describe, expect, it } from 'vitest'
import { auditVerdict } from './verdict.mjs'

const report = (vulnerabilities, counts) => JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } })

describe('the dependency audit verdict', () => {
  it('passes a report with nothing high or critical', () => {
    const verdict = auditVerdict(report({ lodash: { name: 'lodash', severity: 'moderate' } }, { info: 0, low: 1, moderate: 1, high: 0, critical: 0, total: 2 }))
    expect(verdict).toMatchObject({ kind: 'checked', failing: 0, advisories: [] })
  })

  it('fails on a high or critical advisory and names the packages', () => {
    const verdict = auditVerdict(report({ hono: { name: 'hono', severity: 'high', range: '<4.0.0' }, zod: { name: 'zod', severity: 'critical' } }, { low: 0, moderate: 0, high: 1, critical: 1, total: 2 }))
    expect(verdict).toMatchObject({ kind: 'checked', failing: 2, advisories: ['hono (high, <4.0.0)', 'zod (critical)'] })
  })

  it('says when the registry has no advisory service to ask', () => {
    expect(auditVerdict(JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405 }))).toEqual({ kind: 'unavailable', reason: "the registry's advisory service did not answer (405)" })
    expect(auditVerdict('')).toEqual({ kind: 'unavailable', reason: 'npm audit printed no report' })
  })
})
