/**
 * @module
 * Turns seed rows into SQL INSERT statements, one per line (the form `wrangler d1 execute --file`
 * and `Database.exec` both take), each within D1's statement size limit. Values are literals:
 * the seed is our own data, never input.
 */
import { REBUILD_CATEGORY_FACET_INDEX } from './category-facet-index'
import { REBUILD_CATEGORY_LISTING } from './category-listing'
import { REBUILD_PRICE_INDEX } from './price-index'

/** Rows by table name, tables in an order that satisfies foreign keys. */
export type TableRows = { readonly [table: string]: readonly object[] }

/** D1 rejects a statement longer than 100,000 bytes (SQLITE_TOOBIG). */
/** How the seed script tells an empty local database (no products yet) from a seeded one. */
export const COUNT_PRODUCTS_SQL = 'SELECT COUNT(*) AS n FROM products'

export const D1_MAX_STATEMENT_BYTES = 100_000
const MAX_ROWS_PER_STATEMENT = 200

const encoder = new TextEncoder()
const byteLength = (text: string) => encoder.encode(text).length

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`seed: ${value} is not a finite number`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? '1' : '0'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  const quoted = text.replaceAll("'", "''")
  if (!text.includes('\n')) return `'${quoted}'`
  // One statement per line: newlines travel as a marker the text does not contain and become SQL
  // char(10) again in one replace(), whose depth does not grow with the number of lines (SQLite
  // refuses expressions deeper than 100, which a long page joined line by line would reach).
  let marker = '~nl~'
  for (let n = 0; text.includes(marker); n++) marker = `~nl${n}~`
  return `replace('${quoted.replaceAll('\n', marker)}', '${marker}', char(10))`
}

/**
 * INSERT statements for one table. Rows are grouped by the columns they give, so a column a row
 * leaves out gets the table's default rather than NULL; each statement holds at most 200 rows and
 * `maxBytes` bytes.
 */
export function insertStatements(table: string, rows: readonly object[], maxBytes = D1_MAX_STATEMENT_BYTES): string[] {
  const groups = new Map<string, { header: string; tuples: string[] }>()
  const statements: string[] = []
  const flush = (group: { header: string; tuples: string[] }) => {
    if (group.tuples.length) statements.push(`${group.header}${group.tuples.join(', ')};`)
    group.tuples = []
  }
  const sizes = new Map<string, number>()
  for (const row of rows) {
    const record = row as Record<string, unknown>
    const columns = Object.keys(record).filter((c) => record[c] !== undefined)
    const key = columns.join(',')
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { header: `INSERT INTO ${table} (${columns.join(', ')}) VALUES `, tuples: [] }))
    const tuple = `(${columns.map((c) => literal(record[c])).join(', ')})`
    const tupleBytes = byteLength(tuple) + 2
    if (byteLength(group.header) + tupleBytes + 1 > maxBytes) {
      throw new RangeError(`seed: a ${table} row alone is over D1's ${maxBytes}-byte statement limit`)
    }
    const size = sizes.get(key) ?? byteLength(group.header)
    if (group.tuples.length >= MAX_ROWS_PER_STATEMENT || size + tupleBytes + 1 > maxBytes) {
      flush(group)
      sizes.set(key, byteLength(group.header) + tupleBytes)
    } else sizes.set(key, size + tupleBytes)
    group.tuples.push(tuple)
  }
  for (const group of groups.values()) flush(group)
  return statements
}

/** All statements for a seed, tables in dependency order, then the indexes built from them. */
export function seedStatements(data: TableRows, maxBytes = D1_MAX_STATEMENT_BYTES): string[] {
  return [
    ...Object.entries(data).flatMap(([table, rows]) => insertStatements(table, rows, maxBytes)),
    ...REBUILD_CATEGORY_FACET_INDEX,
    ...REBUILD_PRICE_INDEX,
    // After the prices: the listing copies the stored final prices.
    ...REBUILD_CATEGORY_LISTING,
  ]
}
