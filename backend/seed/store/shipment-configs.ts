/**
 * @module
 * Dispatch rules per store view (SPEC §3 Shipment config): orders placed by 4pm on a working day are
 * taken in that day and dispatched the next working day (SPEC §4 "Delivery message").
 */
import type { ShipmentConfigRow } from '../common/rows'

/** 29 December of the coming Christmas: this year's until that day has gone, then next year's. */
export function nextChristmasResume(today: string): string {
  const year = Number(today.slice(0, 4))
  const thisYear = `${year}-12-29`
  return today <= thisYear ? thisYear : `${year + 1}-12-29`
}

export const shipmentConfigs = (today: string): ShipmentConfigRow[] => {
  const resume = nextChristmasResume(today)
  return [
    { store_code: 'default', cut_off_time: '16:00', delivery_estimate: 'Next working day', christmas_enabled: 1, show_christmas_delivery: 0, delivery_date_after_christmas: resume },
    { store_code: 'de', cut_off_time: '16:00', delivery_estimate: 'Nächster Werktag', christmas_enabled: 1, show_christmas_delivery: 0, delivery_date_after_christmas: resume },
  ]
}
