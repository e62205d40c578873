/**
 * @module
 * The customer's orders as the account pages show them (issue 17: order history, an order's
 * detail), mapped from Magento's CustomerOrder by the worker. Money in integer minor units.
 */
/** What the customer may do with an order (Magento 2.4.8's `available_actions` the shop offers). */
export type OrderAction = 'REORDER' | 'CANCEL'

export type OrderSummaryView = {
  number: string
  /** The London calendar day (`YYYY-MM-DD`) of Magento's `order_date`, formatted by the page for the store's language. */
  date: string
  status: string
  grandTotal: number
  itemCount: number
  actions: readonly OrderAction[]
}

export type OrderHistoryView = { orders: readonly OrderSummaryView[]; page: number; totalPages: number; totalCount: number }

/** `path`: the product's page in the store (by URL key, else by SKU). */
export type OrderLineView = { sku: string; name: string; path: string; quantity: number; unitPrice: number }

export type OrderDetailView = {
  /** Magento's `CustomerOrder.id`, which `cancelOrder` takes. */
  id: string
  number: string
  date: string
  status: string
  lines: readonly OrderLineView[]
  discounts: readonly { label: string; amount: number }[]
  shipping: number
  tax: number
  grandTotal: number
  shippingAddress: string | null
  billingAddress: string | null
  shippingMethod: string | null
  paymentMethod: string | null
  /** Empty for a guest's order found by the lookup; the account page fills it in. */
  actions: readonly OrderAction[]
}

/** A product the customer bought before (issue 17 quick reorder), with the quantity and date of the latest time. */
export type BoughtBeforeView = { sku: string; name: string; path: string; lastQuantity: number; lastOrdered: string }
