import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE, type StoreView } from '../../../shared/constants/stores'
import { translator } from '../../../shared/messages/translate'
import { SwitchPair } from './switch-pair'
import type { SwitchPairView, SwitchProductView } from '../../../shared/views/switch-save-view'

function product(sku: string, incl: number, pages: number): SwitchProductView {
  return {
    sku,
    name: `${sku} cartridge`,
    path: `/${sku.toLowerCase()}.html`,
    image: null,
    yieldText: `${pages} pages`,
    perPageMinor: null,
    price: { incl, excl: Math.round(incl / 1.2) },
    wasIncl: null,
    inStock: true,
    onlyLeft: null,
    rating: null,
    addToCart: 'direct',
    pages,
  }
}

function pair(overrides: Partial<SwitchPairView>): SwitchPairView {
  return {
    original: product('HP-1', 2000, 1000),
    alternative: product('CC-HP-1', 1000, 1000),
    priceDifference: { incl: 1000, excl: 833 },
    yieldsDifference: 0,
    infoType: 1,
    savingsPercent: 50,
    ...overrides,
  }
}

function render(view: SwitchPairView, store: StoreView = DEFAULT_STORE): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<SwitchPair store={store} t={translator(store.locale)} pair={view} position={1} />)
  return host.querySelector('article')!
}

const text = (article: HTMLElement, selector: string) => article.querySelector(selector)?.textContent ?? null

describe('SwitchPair', () => {
  it('says what switching saves, in both VAT displays, with the yield and the saving per page', () => {
    const article = render(pair({}))
    expect(text(article, '[data-price-difference]')).toBe('Save £10.00 inc. VATSave £8.33 ex. VAT')
    expect(text(article, '[data-yields-difference]')).toBe('The same number of pages')
    expect(text(article, '[data-savings-percent]')).toBe('50% less per page')
    expect(article.textContent).toContain('The same pages for less')
  })

  it('says when the alternative costs more for more pages (info type 3), and leaves out a saving it cannot give', () => {
    const article = render(pair({ priceDifference: { incl: -150, excl: -125 }, yieldsDifference: 1500, infoType: 3, savingsPercent: null }))
    expect(text(article, '[data-price-difference]')).toBe('Costs more: £1.50 inc. VATCosts more: £1.25 ex. VAT')
    expect(text(article, '[data-yields-difference]')).toBe('1,500 more pages')
    expect(article.querySelector('[data-savings-percent]')).toBeNull()
    expect(article.textContent).toContain('More pages for a little more')
  })

  it('sells only the alternative, through the store’s basket form', () => {
    const article = render(pair({ yieldsDifference: -200, infoType: 2 }), GERMAN_STORE)
    const forms = article.querySelectorAll('form[data-add-to-cart]')
    expect(forms).toHaveLength(1)
    expect(forms[0]!.getAttribute('action')).toBe('/de/checkout/cart/add')
    expect(forms[0]!.querySelector('input[name="sku"]')!.getAttribute('value')).toBe('CC-HP-1')
    expect(text(article, '[data-yields-difference]')).toBe('200 Seiten weniger')
    expect([...article.querySelectorAll('h3 a')].map((link) => link.getAttribute('href'))).toEqual(['/de/hp-1.html', '/de/cc-hp-1.html'])
  })
})
