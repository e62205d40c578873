/**
 * @module
 * Dispatch rules per store view (SPEC §3 Shipment config): orders placed by 4pm on a working day are
 * taken in that day and dispatched the next working day (SPEC §4 "Delivery message").
 */
import type { ShipmentConfigRow } from './rows'

export const shipmentConfigs = (): ShipmentConfigRow[] => [
  { store_code: 'default', cut_off_time: '16:00', delivery_estimate: 'Next working day', christmas_enabled: 1, show_christmas_delivery: 0, delivery_date_after_christmas: '2026-12-29' },
  { store_code: 'de', cut_off_time: '16:00', delivery_estimate: 'Nächster Werktag', christmas_enabled: 1, show_christmas_delivery: 0, delivery_date_after_christmas: '2026-12-29' },
]
