/**
 * @module
 * The store view's dispatch rules (SPEC §3 "Shipment config", §7 "shipmentConfig"). Not a stock
 * Magento query: it is declared in `shared/graphql/shop-extensions.graphqls`, like the shop's other
 * fields, and a real Magento needs the shop's module to answer it.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type ShipmentConfigData = {
  cut_off_time: string | null
  delivery_estimate: string | null
  christmas_enabled: boolean | null
  show_christmas_delivery: boolean | null
  delivery_date_after_christmas: string | null
  holidays: (string | null)[] | null
}

export const SHIPMENT_CONFIG: TypedDocumentNode<{ shipmentConfig: ShipmentConfigData | null }, Record<string, never>> = gql`
  query ShipmentConfig {
    shipmentConfig {
      cut_off_time
      delivery_estimate
      christmas_enabled
      show_christmas_delivery
      delivery_date_after_christmas
      holidays
    }
  }
`
