/**
 * @module
 * The order just placed as the thank-you page shows it (issue 16: the order number and a summary),
 * mapped from Magento's CustomerOrder by the worker. Money in integer minor units.
 */
export type PlacedOrderView = {
  number: string
  lines: readonly { sku: string; name: string; quantity: number }[]
  discounts: readonly { label: string; amount: number }[]
  shipping: number
  tax: number
  grandTotal: number
  /** "Name, street, town, postcode"; null for an order without delivery. */
  deliveryAddress: string | null
  deliveryMethod: string | null
  paymentMethod: string | null
}
