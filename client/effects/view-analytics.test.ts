import { afterEach, describe, expect, it } from 'vitest'
import { trackItemView, trackListViews, type ItemAnalytics, type ListAnalytics } from './view-analytics'

const list: ListAnalytics = {
  currency: 'GBP',
  listId: '/search',
  listName: 'Search results',
  items: [
    { sku: 'TN-2420', name: 'Brother TN-2420 toner', pricePence: 5999, index: 24 },
    { sku: 'TZE-231', name: 'Brother TZe-231 tape', pricePence: 1299, index: 25 },
  ],
}

function show(html: string, inPlace = false): void {
  document.body.innerHTML = `<main id="main"${inPlace ? ' data-in-place=""' : ''}>${html}</main>`
}

const attribute = (value: unknown) => JSON.stringify(value).replaceAll('"', '&quot;')

afterEach(() => {
  delete window.dataLayer
  document.body.innerHTML = ''
})

describe('view_item_list', () => {
  it('reports a listing’s cards in order, with their list and positions', () => {
    show(`<div data-listing="" data-analytics="${attribute(list)}"></div>`)
    trackListViews(document)
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          currency: 'GBP',
          item_list_id: '/search',
          item_list_name: 'Search results',
          items: [
            { item_id: 'TN-2420', item_name: 'Brother TN-2420 toner', price: 59.99, quantity: 1, index: 24, item_list_id: '/search', item_list_name: 'Search results' },
            { item_id: 'TZE-231', item_name: 'Brother TZe-231 tape', price: 12.99, quantity: 1, index: 25, item_list_id: '/search', item_list_name: 'Search results' },
          ],
        },
      },
    ])
  })

  it('says nothing for an empty result, or a listing shown again in place', () => {
    show(`<div data-listing="" data-analytics="${attribute({ ...list, items: [] })}"></div>`)
    trackListViews(document)
    show(`<div data-listing="" data-analytics="${attribute(list)}"></div>`, true)
    trackListViews(document)
    expect(window.dataLayer).toBeUndefined()
  })
})

describe('view_item', () => {
  it('reports the product of a product page with its price, brand and category', () => {
    const view: ItemAnalytics = { currency: 'EUR', item: { sku: 'TN-2420', name: 'Brother TN-2420 toner', pricePence: 6999, brand: 'Brother', category: 'Toner' } }
    show(`<div data-page-kind="product" data-analytics="${attribute(view)}"></div>`)
    trackItemView(document.querySelector<HTMLElement>('[data-page-kind]')!)
    expect(window.dataLayer?.[1]).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 69.99, items: [{ item_id: 'TN-2420', item_name: 'Brother TN-2420 toner', price: 69.99, quantity: 1, item_brand: 'Brother', item_category: 'Toner' }] },
    })
  })
})
