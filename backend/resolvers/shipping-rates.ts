/**
 * @module
 * Delivery methods and their prices (SPEC §1: free next-day delivery on orders over £30). Amounts
 * include VAT, in base pence.
 */

/** SPEC §1: free delivery from £30 of goods (after discounts, including VAT). */
export const FREE_DELIVERY_FROM_PENCE = 3000
export const STANDARD_DELIVERY_PENCE = 399

export type ShippingRate = { carrier_code: string; method_code: string; carrier_title: string; method_title: string; pence: number }

const FREE: Omit<ShippingRate, 'pence'> = {
  carrier_code: 'freeshipping',
  method_code: 'freeshipping',
  carrier_title: 'Free delivery',
  method_title: 'Free next-day delivery',
}
const STANDARD: Omit<ShippingRate, 'pence'> = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'Standard delivery',
  method_title: 'Next-day delivery',
}

/** The methods a cart can use: free delivery once the goods reach the threshold, otherwise standard. */
export function shippingRates(goodsPence: number): ShippingRate[] {
  return goodsPence >= FREE_DELIVERY_FROM_PENCE ? [{ ...FREE, pence: 0 }] : [{ ...STANDARD, pence: STANDARD_DELIVERY_PENCE }]
}

/** The payment methods on offer; a purchase order (schools and local authorities) needs its number. */
export const PAYMENT_METHODS = [
  { code: 'banktransfer', title: 'Bank transfer' },
  { code: 'checkmo', title: 'Cheque' },
  { code: 'purchaseorder', title: 'Purchase order (schools and local authorities)' },
] as const
