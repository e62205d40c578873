import { groupBy, queryInChunks } from './in-chunks'
import type { AttributeOptionRow, AttributeRow } from './rows'

export type AttributeRecord = {
  attribute_code: string
  label: string
  input_type: string
  is_filterable: boolean
  position: number
  options: { option_id: number; label: string; position: number }[]
}


async function withOptions(db: D1Database, rows: AttributeRow[]): Promise<AttributeRecord[]> {
  const options = groupBy(
    await queryInChunks<string, AttributeOptionRow>(
      db,
      rows.map((r) => r.attribute_code),
      (list) => `SELECT attribute_code, option_id, label, position FROM attribute_options WHERE attribute_code IN (${list}) ORDER BY position, option_id`,
    ),
    (o) => o.attribute_code,
  )
  return rows.map((row) => ({
    ...row,
    is_filterable: row.is_filterable === 1,
    options: (options.get(row.attribute_code) ?? []).map(({ option_id, label, position }) => ({ option_id, label, position })),
  }))
}

const COLUMNS = 'attribute_code, label, input_type, is_filterable, position'

export async function findAttributes(db: D1Database, codes: readonly string[]): Promise<AttributeRecord[]> {
  const rows = await queryInChunks<string, AttributeRow>(db, [...new Set(codes)], (list) => `SELECT ${COLUMNS} FROM attributes WHERE attribute_code IN (${list})`)
  return withOptions(db, rows)
}

/** Every catalogue attribute with its options, in the order of the layered navigation. */
export async function listAttributes(db: D1Database): Promise<AttributeRecord[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM attributes ORDER BY position, attribute_code`).all<AttributeRow>()
  return withOptions(db, results)
}

/** The reads of the filterable attributes and their options, to go in a caller's batch. */
export function filterableAttributeStatements(db: D1Database): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(`SELECT ${COLUMNS} FROM attributes WHERE is_filterable = 1 ORDER BY position, attribute_code`),
    db.prepare(
      `SELECT o.attribute_code, o.option_id, o.label, o.position FROM attribute_options o JOIN attributes a ON a.attribute_code = o.attribute_code
       WHERE a.is_filterable = 1 ORDER BY o.position, o.option_id`,
    ),
  ]
}

/** The filterable attributes from the results of `filterableAttributeStatements`. */
export function toFilterableAttributes(attributes: D1Result, options: D1Result): AttributeRecord[] {
  const byCode = groupBy(options.results as AttributeOptionRow[], (o) => o.attribute_code)
  return (attributes.results as AttributeRow[]).map((row) => ({
    ...row,
    is_filterable: row.is_filterable === 1,
    options: (byCode.get(row.attribute_code) ?? []).map(({ option_id, label, position }) => ({ option_id, label, position })),
  }))
}

/** Filterable attributes with their options, in one round trip (every listing with facets asks). */
export async function listFilterableAttributes(db: D1Database): Promise<AttributeRecord[]> {
  const [attributes, options] = await db.batch(filterableAttributeStatements(db))
  return toFilterableAttributes(attributes!, options!)
}
