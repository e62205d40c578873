/**
 * @module
 * Turns seed rows into SQL INSERT statements, one per line (the form `wrangler d1 execute --file`
 * and `D1Database.exec` both take). Values are literals: the seed is our own data, never input.
 */
import type { SeedData } from './rows'

const ROWS_PER_STATEMENT = 200

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`seed: ${value} is not a finite number`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? '1' : '0'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  // One statement per line: newlines become SQL char(10) so they survive line-based runners.
  return text
    .split('\n')
    .map((line) => `'${line.replaceAll("'", "''")}'`)
    .join(" || char(10) || ")
}

/**
 * INSERT statements for one table. Rows are grouped by the columns they give, so a column a row
 * leaves out gets the table's default rather than NULL.
 */
export function insertStatements(table: string, rows: readonly object[]): string[] {
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>()
  for (const row of rows) {
    const record = row as Record<string, unknown>
    const columns = Object.keys(record).filter((c) => record[c] !== undefined)
    const key = columns.join(',')
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { columns, rows: [] }))
    group.rows.push(record)
  }
  const statements: string[] = []
  for (const { columns, rows: grouped } of groups.values()) {
    for (let start = 0; start < grouped.length; start += ROWS_PER_STATEMENT) {
      const values = grouped
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((record) => `(${columns.map((c) => literal(record[c])).join(', ')})`)
      statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')};`)
    }
  }
  return statements
}

/** All statements for a seed, tables in dependency order. */
export function seedStatements(data: SeedData): string[] {
  return (Object.keys(data) as (keyof SeedData)[]).flatMap((table) => insertStatements(table, data[table]))
}
