/**
 * @module
 * Delivery methods and their prices (SPEC §1: free next-day delivery on orders over £30), and the
 * payment methods. Amounts include VAT, in base pence. Titles are store view configuration, as
 * Magento's carriers/{code}/title (the carrier), carriers/{code}/name (the method) and
 * payment/{code}/title are: a store view's own value, else the default here.
 */
import type { StoreConfigRecord } from '../db/store-configs'

type TitledStore = Pick<StoreConfigRecord, 'config'>

/** The store view's value of a configuration path written with underscores ('carriers_flatrate_title'), if it sets one. */
function configured(store: TitledStore, path: string): string | null {
  const value = store.config[path]
  return typeof value === 'string' && value !== '' ? value : null
}

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

/** A method titled as the store view configures its carrier. */
function titled(method: Omit<ShippingRate, 'pence'>, store: TitledStore): Omit<ShippingRate, 'pence'> {
  const carrier = method.carrier_code
  return { ...method, carrier_title: configured(store, `carriers_${carrier}_title`) ?? method.carrier_title, method_title: configured(store, `carriers_${carrier}_name`) ?? method.method_title }
}

/** The methods a cart can use: free delivery once the goods reach the threshold, otherwise standard. */
export function shippingRates(goodsPence: number, store: TitledStore): ShippingRate[] {
  return goodsPence >= FREE_DELIVERY_FROM_PENCE ? [{ ...titled(FREE, store), pence: 0 }] : [{ ...titled(STANDARD, store), pence: STANDARD_DELIVERY_PENCE }]
}

/** The payment methods on offer; a purchase order (schools and local authorities) needs its number. */
const PAYMENT_METHODS = [
  { code: 'banktransfer', title: 'Bank transfer' },
  { code: 'checkmo', title: 'Cheque' },
  { code: 'purchaseorder', title: 'Purchase order (schools and local authorities)' },
] as const

export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code']

/** The payment methods titled for the store view. */
export function paymentMethods(store: TitledStore): { code: PaymentMethodCode; title: string }[] {
  return PAYMENT_METHODS.map((method) => ({ code: method.code, title: configured(store, `payment_${method.code}_title`) ?? method.title }))
}
