/**
 * @module
 * What the basket page is rendered from (SPEC §2 /cart): the loader maps Magento's cart to this, so
 * components never see GraphQL results. Money is integer minor units, both with and without VAT
 * where the page shows the shopper's mode with the other beside it (SPEC §4 "Price display").
 */
import type { CartUserInputErrorType } from '../graphql/generated'

/** The SPEC §4 codes a basket line's trouble is named by (Magento's other codes are a change's refusals). */
export type BasketLineError = Extract<CartUserInputErrorType, 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED'>
import type { PriceView } from './product-view'

export type BasketLineView = {
  uid: string
  sku: string
  name: string
  /** Store-relative product path. */
  path: string
  imageUrl: string | null
  quantity: number
  /** Chosen configurable or bundle options, as "label: value". */
  options: readonly { label: string; value: string }[]
  unitPrice: PriceView
  rowTotal: PriceView
  /** SPEC §4 cart stock error codes: the line's first error, if any. */
  error: BasketLineError | null
}

export type BasketTotalsView = {
  subtotal: PriceView
  discounts: readonly { label: string; amount: number }[]
  /** The selected delivery method, or null when none is chosen yet (the page then shows the rule). */
  delivery: { title: string; amount: number } | null
  vat: number
  grandTotal: number
}

export type BasketView = {
  lines: readonly BasketLineView[]
  totalQuantity: number
  totals: BasketTotalsView
  coupon: string | null
}

/** No cart, or one without lines. */
export const EMPTY_BASKET: BasketView = {
  lines: [],
  totalQuantity: 0,
  totals: { subtotal: { incl: 0, excl: 0 }, discounts: [], delivery: null, vat: 0, grandTotal: 0 },
  coupon: null,
}

/** The basket as its scripts read it from the page (`data-analytics`): the data layer's items, in minor units. */
export type BasketAnalytics = {
  currency: 'GBP' | 'EUR'
  valuePence: number
  coupon: string | null
  items: readonly { uid: string; sku: string; name: string; pricePence: number; quantity: number }[]
}
