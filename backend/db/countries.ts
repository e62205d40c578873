import type { Database } from './database'
import { groupBy, queryInChunks } from './in-chunks'
import type { CountryRow, RegionRow } from './rows'

export type CountryRecord = {
  id: string
  three_letter_abbreviation: string
  full_name_english: string
  full_name_german: string
  regions: { id: number; code: string; name: string }[]
}

/** The columns a country shows. */
type CountryShown = Omit<CountryRow, 'is_allowed'>

async function withRegions(db: Database, rows: CountryShown[]): Promise<CountryRecord[]> {
  const regions = groupBy(
    await queryInChunks<string, RegionRow>(
      db,
      rows.map((r) => r.id),
      (list) => `SELECT id, country_id, code, name FROM regions WHERE country_id IN (${list}) ORDER BY name`,
    ),
    (r) => r.country_id,
  )
  return rows.map((row) => ({ ...row, regions: (regions.get(row.id) ?? []).map(({ id, code, name }) => ({ id, code, name })) }))
}

const COLUMNS = 'id, three_letter_abbreviation, full_name_english, full_name_german'

/** The countries the shop delivers to (Magento's allowed countries). */
export async function listAllowedCountries(db: Database): Promise<CountryRecord[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM countries WHERE is_allowed = 1 ORDER BY full_name_english`).all<CountryShown>()
  return withRegions(db, results)
}

export async function findAllowedCountry(db: Database, id: string): Promise<CountryRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM countries WHERE id = ?1 AND is_allowed = 1`).bind(id.toUpperCase()).first<CountryShown>()
  return row ? ((await withRegions(db, [row]))[0] ?? null) : null
}
