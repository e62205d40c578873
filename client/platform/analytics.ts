/**
 * @module
 * Analytics events (SPEC §7 "Analytics events go to a data layer"): `track` pushes objects shaped
 * as GA4's recommended e-commerce events onto `window.dataLayer`, where the tag manager (loaded
 * only when TAG_MANAGER_ID is configured) picks them up. Without a tag manager the pushes stay in
 * the array and cost nothing. The shop counts money in integer minor units (pence, cents); GA4
 * wants major units, so amounts are converted only here, at the boundary.
 */
import type { StoreView } from '../../shared/constants/stores'
import { isPrerendering, whenActivated } from './activation'
import { keepForLater, withoutTagManager, type DataLayerEntry } from './analytics-kept'

/** A product as the shop knows it; becomes a GA4 `item`. */
export type AnalyticsItem = {
  sku: string
  name: string
  /** Unit price in minor units, as shown (inc. VAT). */
  pricePence: number
  quantity?: number
  brand?: string
  category?: string
  /** A configurable product's chosen variant (its SKU or option label). */
  variant?: string
  /** Position in a list, from 0. */
  index?: number
}

type Items = { currency: StoreView['currency']; items: readonly AnalyticsItem[] }
/** When left out, `value` is the sum of price times quantity of the items. */
type Valued = Items & { valuePence?: number }
type ListParams = Items & { listId?: string; listName?: string }

/** Each event the shop sends and what it needs. */
export type AnalyticsEvents = {
  view_item: Valued
  view_item_list: ListParams
  add_to_cart: Valued
  remove_from_cart: Valued
  view_cart: Valued
  begin_checkout: Valued & { coupon?: string }
  add_shipping_info: Valued & { shippingTier: string; coupon?: string }
  add_payment_info: Valued & { paymentType: string; coupon?: string }
  purchase: Valued & { transactionId: string; taxPence?: number; shippingPence?: number; coupon?: string }
  login: { method: string }
  sign_up: { method: string }
  search: { term: string }
  /** Soft navigation: the tag manager sees only the first full load by itself. */
  page_view: { location: string; title: string }
}

export type AnalyticsEventName = keyof AnalyticsEvents

export type GA4Item = {
  item_id: string
  item_name: string
  price: number
  quantity: number
  item_brand?: string
  item_category?: string
  item_variant?: string
  index?: number
  item_list_id?: string
  item_list_name?: string
}

export type { DataLayerEntry }

const ECOMMERCE_EVENTS: ReadonlySet<AnalyticsEventName> = new Set([
  'view_item',
  'view_item_list',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
])

/** Minor units to the major units GA4 expects (1999 -> 19.99). */
const major = (minorUnits: number): number => Math.round(minorUnits) / 100

function ga4Item(item: AnalyticsItem, list: { listId?: string | undefined; listName?: string | undefined }): GA4Item {
  return {
    item_id: item.sku,
    item_name: item.name,
    price: major(item.pricePence),
    quantity: item.quantity ?? 1,
    ...(item.brand === undefined ? {} : { item_brand: item.brand }),
    ...(item.category === undefined ? {} : { item_category: item.category }),
    ...(item.variant === undefined ? {} : { item_variant: item.variant }),
    ...(item.index === undefined ? {} : { index: item.index }),
    ...(list.listId === undefined ? {} : { item_list_id: list.listId }),
    ...(list.listName === undefined ? {} : { item_list_name: list.listName }),
  }
}

const itemsValue = (items: readonly AnalyticsItem[]): number => items.reduce((sum, item) => sum + item.pricePence * (item.quantity ?? 1), 0)

type EcommerceParams = Items & Partial<AnalyticsEvents['purchase'] & ListParams & { shippingTier: string; paymentType: string }>

function ecommerce(event: AnalyticsEventName, params: EcommerceParams): DataLayerEntry {
  const list = { listId: params.listId, listName: params.listName }
  const body: DataLayerEntry = { currency: params.currency }
  if (event === 'view_item_list') {
    if (params.listId !== undefined) body.item_list_id = params.listId
    if (params.listName !== undefined) body.item_list_name = params.listName
  } else {
    body.value = major(params.valuePence ?? itemsValue(params.items))
  }
  if (params.transactionId !== undefined) body.transaction_id = params.transactionId
  if (params.taxPence !== undefined) body.tax = major(params.taxPence)
  if (params.shippingPence !== undefined) body.shipping = major(params.shippingPence)
  if (params.coupon !== undefined) body.coupon = params.coupon
  if (params.shippingTier !== undefined) body.shipping_tier = params.shippingTier
  if (params.paymentType !== undefined) body.payment_type = params.paymentType
  body.items = params.items.map((item) => ga4Item(item, list))
  return body
}

/**
 * What `track` pushes for an event, in order. E-commerce events first clear the previous
 * `ecommerce` object, as GA4 asks, because the data layer merges pushes into one model.
 */
export function dataLayerEntries<E extends AnalyticsEventName>(event: E, params: AnalyticsEvents[E]): DataLayerEntry[] {
  if (ECOMMERCE_EVENTS.has(event)) return [{ ecommerce: null }, { event, ecommerce: ecommerce(event, params as Items) }]
  switch (event) {
    case 'login':
    case 'sign_up':
      return [{ event, method: (params as AnalyticsEvents['login']).method }]
    case 'search':
      return [{ event, search_term: (params as AnalyticsEvents['search']).term }]
    default: {
      const page = params as AnalyticsEvents['page_view']
      return [{ event, page_location: page.location, page_title: page.title }]
    }
  }
}

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/**
 * Sends an analytics event to the data layer; on a page without the tag manager (the checkout's
 * payment pages) it is also kept for the next page that has it. On a prerendered page it is sent
 * once the page is shown, and never if it is not. Never throws: analytics must not break a page.
 */
export function track<E extends AnalyticsEventName>(event: E, params: AnalyticsEvents[E]): void {
  // A prerendered page (issue 26) has not been seen yet: its events wait until it is shown, in order.
  if (isPrerendering()) {
    whenActivated(() => track(event, params))
    return
  }
  try {
    const layer = (window.dataLayer ??= [])
    const entries = dataLayerEntries(event, params)
    // One push per entry: the tag manager replaces `push` and reacts to each call.
    for (const entry of entries) layer.push(entry)
    if (withoutTagManager()) keepForLater(entries)
  } catch (error) {
    console.warn('analytics event not sent', event, error)
  }
}
