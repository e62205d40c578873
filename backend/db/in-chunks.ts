/** D1 binds at most 100 parameters a statement; id lists are queried in chunks below that. */
import type { Database } from './database'
export const MAX_IDS_PER_STATEMENT = 90

/** Numbered placeholders ?{start}..?{start+count-1}, comma-separated. */
export function placeholders(count: number, start = 1): string {
  return Array.from({ length: count }, (_, i) => `?${start + i}`).join(', ')
}

/**
 * Runs a query once per chunk of keys (all chunks in one D1 batch round trip) and concatenates the
 * rows. `fixed` parameters come first (?1, ?2, ...); the keys' placeholders follow them.
 */
export async function queryInChunks<K extends string | number, R>(
  db: Database,
  keys: readonly K[],
  sql: (placeholderList: string) => string,
  fixed: readonly (string | number)[] = [],
): Promise<R[]> {
  if (keys.length === 0) return []
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < keys.length; i += MAX_IDS_PER_STATEMENT) {
    const chunk = keys.slice(i, i + MAX_IDS_PER_STATEMENT)
    statements.push(db.prepare(sql(placeholders(chunk.length, fixed.length + 1))).bind(...fixed, ...chunk))
  }
  const results = statements.length === 1 ? [await statements[0]!.all<R>()] : await db.batch<R>(statements)
  return results.flatMap((r) => r.results)
}

/** Groups rows by a key, keeping each key's rows in query order. */
export function groupBy<R, K>(rows: readonly R[], key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>()
  for (const row of rows) {
    const k = key(row)
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}
