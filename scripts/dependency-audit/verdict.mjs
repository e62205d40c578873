// What `npm audit --json` printed, as a verdict: fail on any high or critical advisory in the
// production dependencies; say plainly when the registry has no advisory service to ask.

/** Severities that fail the run. */
export const FAILING = ['high', 'critical']

/**
 * @param {string} output what `npm audit --omit=dev --json` printed
 * @returns {{ kind: 'checked', counts: Record<string, number>, failing: number, advisories: string[] } | { kind: 'unavailable', reason: string }}
 */
export function auditVerdict(output) {
  let report
  try {
    report = JSON.parse(output)
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no report' }
  }
  const counts = report?.metadata?.vulnerabilities
  if (!counts || typeof counts !== 'object') {
    const status = report?.statusCode ?? report?.error?.code
    return { kind: 'unavailable', reason: `the registry's advisory service did not answer${status ? ` (${status})` : ''}` }
  }
  const advisories = Object.values(report.vulnerabilities ?? {})
    .filter((entry) => FAILING.includes(entry.severity))
    .map((entry) => `${entry.name} (${entry.severity}${entry.range ? `, ${entry.range}` : ''})`)
  return { kind: 'checked', counts, failing: FAILING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0), advisories }
}
