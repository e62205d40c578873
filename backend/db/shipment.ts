import type { Database } from './database'
import type { ShipmentConfigRow } from './rows'

export type ShipmentConfigRecord = {
  cut_off_time: string
  delivery_estimate: string
  christmas_enabled: boolean
  show_christmas_delivery: boolean
  delivery_date_after_christmas: string | null
  holidays: string[]
}

type ShipmentRow = Omit<ShipmentConfigRow, 'store_code'>

export async function findShipmentConfig(db: Database, storeCode: string): Promise<ShipmentConfigRecord | null> {
  const [config, holidays] = await db.batch([
    db
      .prepare(
        'SELECT cut_off_time, delivery_estimate, christmas_enabled, show_christmas_delivery, delivery_date_after_christmas FROM shipment_configs WHERE store_code = ?1',
      )
      .bind(storeCode),
    db.prepare('SELECT date FROM holidays ORDER BY date'),
  ])
  const row = (config?.results as ShipmentRow[] | undefined)?.[0]
  if (!row) return null
  return {
    ...row,
    christmas_enabled: row.christmas_enabled === 1,
    show_christmas_delivery: row.show_christmas_delivery === 1,
    holidays: ((holidays?.results ?? []) as { date: string }[]).map((h) => h.date),
  }
}
