// The coverage report as CI prints it: totals, each module's root fields, then what is missing.
import { percent } from './coverage.mjs'

/** Missing type fields are many: they are listed grouped by type, up to this many types. */
const TYPES_LISTED = 60

export function formatCoverage(coverage) {
  const { rootFields, byModule, typeFields } = coverage
  const lines = [
    `Magento 2.4.7 coverage: ${rootFields.served} of ${rootFields.total} query and mutation root fields (${percent(rootFields.served, rootFields.total)}%), ` +
      `${typeFields.served} of ${typeFields.total} fields of the types they reach (${percent(typeFields.served, typeFields.total)}%)`,
    '  root fields by module:',
    ...byModule.map((entry) => `    ${entry.module.padEnd(36)} ${String(entry.served).padStart(3)} / ${String(entry.total).padEnd(3)}${entry.missing.length ? `  missing: ${entry.missing.join(', ')}` : ''}`),
  ]
  const byType = new Map()
  for (const name of typeFields.missing) {
    const [type, field] = name.split('.')
    byType.set(type, [...(byType.get(type) ?? []), field])
  }
  if (byType.size) {
    lines.push(`  fields missing, by type (${typeFields.missing.length} in ${byType.size} types):`)
    for (const [type, fields] of [...byType].slice(0, TYPES_LISTED)) lines.push(`    ${type}: ${fields.join(', ')}`)
    if (byType.size > TYPES_LISTED) lines.push(`    … and ${byType.size - TYPES_LISTED} more types`)
  }
  return lines.join('\n')
}
