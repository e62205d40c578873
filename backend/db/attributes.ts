/**
 * @module
 * Catalogue attributes and their options as one store view shows them: each label is the store
 * view's own (migration 0015) where it has one, else the default label, as Magento's
 * getStoreLabel() answers.
 */
import type { Database } from './database'
import { groupBy, queryInChunks } from './in-chunks'
import type { AttributeOptionRow, AttributeRow } from './rows'

export type AttributeRecord = {
  attribute_code: string
  /** The store view's label, else the default one. */
  label: string
  input_type: string
  is_filterable: boolean
  position: number
  options: { option_id: number; label: string; position: number }[]
}

/**
 * SQL for the store label of the attribute row `attribute`: the store view's id is the parameter
 * `store` (e.g. '?1').
 */
export const attributeLabel = (store: string, attribute = 'a') =>
  `COALESCE((SELECT l.label FROM attribute_labels l WHERE l.attribute_code = ${attribute}.attribute_code AND l.store_id = ${store}), ${attribute}.label)`

/** SQL for the store label of the option row `option` (of `attribute_options`). */
export const optionLabel = (store: string, option = 'o') =>
  `COALESCE((SELECT s.label FROM attribute_option_labels s WHERE s.attribute_code = ${option}.attribute_code AND s.option_id = ${option}.option_id AND s.store_id = ${store}), ${option}.label)`

const attributeColumns = (store: string) => `a.attribute_code, ${attributeLabel(store)} AS label, a.input_type, a.is_filterable, a.position`

const optionColumns = (store: string) => `o.attribute_code, o.option_id, ${optionLabel(store)} AS label, o.position`

async function withOptions(db: Database, rows: AttributeRow[], storeId: number): Promise<AttributeRecord[]> {
  const options = groupBy(
    await queryInChunks<string, AttributeOptionRow>(
      db,
      rows.map((r) => r.attribute_code),
      (list) => `SELECT ${optionColumns('?1')} FROM attribute_options o WHERE o.attribute_code IN (${list}) ORDER BY o.position, o.option_id`,
      [storeId],
    ),
    (o) => o.attribute_code,
  )
  return rows.map((row) => ({
    ...row,
    is_filterable: row.is_filterable === 1,
    options: (options.get(row.attribute_code) ?? []).map(({ option_id, label, position }) => ({ option_id, label, position })),
  }))
}

export async function findAttributes(db: Database, codes: readonly string[], storeId: number): Promise<AttributeRecord[]> {
  const rows = await queryInChunks<string, AttributeRow>(
    db,
    [...new Set(codes)],
    (list) => `SELECT ${attributeColumns('?1')} FROM attributes a WHERE a.attribute_code IN (${list})`,
    [storeId],
  )
  return withOptions(db, rows, storeId)
}

/** Every catalogue attribute with its options, in the order of the layered navigation. */
export async function listAttributes(db: Database, storeId: number): Promise<AttributeRecord[]> {
  const { results } = await db.prepare(`SELECT ${attributeColumns('?1')} FROM attributes a ORDER BY a.position, a.attribute_code`).bind(storeId).all<AttributeRow>()
  return withOptions(db, results, storeId)
}

/** The reads of the filterable attributes and their options, to go in a caller's batch. */
export function filterableAttributeStatements(db: Database, storeId: number): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(`SELECT ${attributeColumns('?1')} FROM attributes a WHERE a.is_filterable = 1 ORDER BY a.position, a.attribute_code`).bind(storeId),
    db
      .prepare(
        `SELECT ${optionColumns('?1')} FROM attribute_options o JOIN attributes a ON a.attribute_code = o.attribute_code
         WHERE a.is_filterable = 1 ORDER BY o.position, o.option_id`,
      )
      .bind(storeId),
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
export async function listFilterableAttributes(db: Database, storeId: number): Promise<AttributeRecord[]> {
  const [attributes, options] = await db.batch(filterableAttributeStatements(db, storeId))
  return toFilterableAttributes(attributes!, options!)
}
