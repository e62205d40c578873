/**
 * @module
 * Swatches of attribute options (migration 0013), for configurable option values and the
 * deprecated swatch filter items.
 */
import type { Database } from './database'
import { groupBy, queryInChunks } from './in-chunks'
import type { AttributeOptionSwatchRow } from './rows'

export type SwatchRecord = AttributeOptionSwatchRow

/** Each attribute's option swatches, by attribute code (an attribute without swatches has none). */
export async function swatchesByAttribute(db: Database, codes: readonly string[]): Promise<Map<string, SwatchRecord[]>> {
  const rows = await queryInChunks<string, SwatchRecord>(
    db,
    codes,
    (list) => `SELECT attribute_code, option_id, type, value FROM attribute_option_swatches WHERE attribute_code IN (${list}) ORDER BY attribute_code, option_id`,
  )
  return groupBy(rows, (row) => row.attribute_code)
}
