/**
 * @module
 * The store view's dispatch rules (SPEC §3 "Shipment config", §7 "shipmentConfig"). Not a stock
 * Magento query: it is declared in `shared/graphql/shop-extensions.graphqls`, like the shop's other
 * fields. The document is in `shipment/`; its types are generated.
 */
import type { ShipmentConfigQuery } from '../generated'

export { ShipmentConfigDocument as SHIPMENT_CONFIG } from '../generated'

export type ShipmentConfigData = NonNullable<ShipmentConfigQuery['shipmentConfig']>
