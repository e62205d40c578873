import { afterEach, describe, expect, it } from 'vitest'
import { dataLayerEntries, track, type AnalyticsItem } from './analytics'

const toner: AnalyticsItem = { sku: 'TN-2420', name: 'Brother TN-2420 black toner', pricePence: 5999, quantity: 2, brand: 'Brother', category: 'Toner' }
const tape: AnalyticsItem = { sku: 'TZE-231', name: 'Brother TZe-231 label tape', pricePence: 1250 }

afterEach(() => {
  delete window.dataLayer
})

describe('GA4 e-commerce payloads', () => {
  it('add_to_cart clears the previous ecommerce object, then sends value and items in pounds', () => {
    expect(dataLayerEntries('add_to_cart', { currency: 'GBP', items: [toner, tape] })).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'GBP',
          value: 132.48,
          items: [
            { item_id: 'TN-2420', item_name: 'Brother TN-2420 black toner', price: 59.99, quantity: 2, item_brand: 'Brother', item_category: 'Toner' },
            { item_id: 'TZE-231', item_name: 'Brother TZe-231 label tape', price: 12.5, quantity: 1 },
          ],
        },
      },
    ])
  })

  it('an explicit value wins over the sum of the items', () => {
    const [, entry] = dataLayerEntries('view_cart', { currency: 'EUR', items: [tape], valuePence: 1000 })
    expect(entry).toMatchObject({ event: 'view_cart', ecommerce: { currency: 'EUR', value: 10 } })
  })

  it('view_item_list names the list on the event and on each item, and has no value', () => {
    const [, entry] = dataLayerEntries('view_item_list', {
      currency: 'GBP',
      listId: 'search',
      listName: 'Search results',
      items: [{ ...tape, index: 0 }],
    })
    expect(entry).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'GBP',
        item_list_id: 'search',
        item_list_name: 'Search results',
        items: [{ item_id: 'TZE-231', item_name: 'Brother TZe-231 label tape', price: 12.5, quantity: 1, index: 0, item_list_id: 'search', item_list_name: 'Search results' }],
      },
    })
  })

  it('purchase carries the order number, tax, shipping and coupon', () => {
    const [, entry] = dataLayerEntries('purchase', {
      currency: 'GBP',
      transactionId: '000000123',
      valuePence: 12398,
      taxPence: 2066,
      shippingPence: 0,
      coupon: 'SPRING',
      items: [toner],
    })
    expect(entry).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: '000000123', value: 123.98, tax: 20.66, shipping: 0, coupon: 'SPRING', currency: 'GBP' },
    })
  })

  it.each(['view_item', 'remove_from_cart', 'begin_checkout'] as const)('%s is an e-commerce event too', (event) => {
    const entries = dataLayerEntries(event, { currency: 'GBP', items: [tape] })
    expect(entries[0]).toEqual({ ecommerce: null })
    expect(entries[1]).toMatchObject({ event, ecommerce: { value: 12.5, items: [{ item_id: 'TZE-231' }] } })
  })
})

describe('other events', () => {
  it('login and sign_up name the method', () => {
    expect(dataLayerEntries('login', { method: 'password' })).toEqual([{ event: 'login', method: 'password' }])
    expect(dataLayerEntries('sign_up', { method: 'password' })).toEqual([{ event: 'sign_up', method: 'password' }])
  })

  it('search sends the term, page_view the location and title', () => {
    expect(dataLayerEntries('search', { term: 'tn-2420' })).toEqual([{ event: 'search', search_term: 'tn-2420' }])
    expect(dataLayerEntries('page_view', { location: 'https://shop.test/cart', title: 'Basket' })).toEqual([
      { event: 'page_view', page_location: 'https://shop.test/cart', page_title: 'Basket' },
    ])
  })
})

describe('track', () => {
  it('creates the data layer when the tag manager has not, and appends to it', () => {
    track('search', { term: 'ink' })
    track('login', { method: 'password' })
    expect(window.dataLayer).toEqual([
      { event: 'search', search_term: 'ink' },
      { event: 'login', method: 'password' },
    ])
  })

  it('pushes one entry per call, as the tag manager listens to push', () => {
    const calls: unknown[][] = []
    const layer: Record<string, unknown>[] = []
    layer.push = (...entries) => {
      calls.push(entries)
      return Array.prototype.push.apply(layer, entries)
    }
    window.dataLayer = layer
    track('view_cart', { currency: 'GBP', items: [tape] })
    expect(calls.map((c) => c.length)).toEqual([1, 1])
  })
})
