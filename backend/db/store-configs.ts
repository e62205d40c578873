import type { Database } from './database'
import type { StoreConfigRow } from './rows'

export type StoreConfigRecord = {
  code: string
  id: number
  locale: string
  baseCurrency: string
  currency: string
  /** Display currency units per base currency unit. */
  rate: number
  /** StoreConfig fields by their Magento names. */
  config: Record<string, unknown>
}

const COLUMNS = 'store_code, store_id, locale, base_currency_code, display_currency_code, currency_rate, config'

function toStoreConfig(row: StoreConfigRow): StoreConfigRecord {
  return {
    code: row.store_code,
    id: row.store_id,
    locale: row.locale,
    baseCurrency: row.base_currency_code,
    currency: row.display_currency_code,
    rate: row.currency_rate,
    config: JSON.parse(row.config) as Record<string, unknown>,
  }
}

export async function findStoreConfig(db: Database, code: string): Promise<StoreConfigRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM store_configs WHERE store_code = ?1`).bind(code).first<StoreConfigRow>()
  return row ? toStoreConfig(row) : null
}

export async function listStoreConfigs(db: Database): Promise<StoreConfigRecord[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM store_configs ORDER BY store_id`).all<StoreConfigRow>()
  return results.map(toStoreConfig)
}
