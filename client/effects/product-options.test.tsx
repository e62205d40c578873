import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORE } from '../../shared/constants/stores'
import { translator } from '../../shared/messages/translate'
import { ProductPrice } from '../components/listing/product-price'
import { ProductOptionFields } from '../components/product/product-option-fields'
import type { ConfigurableView } from '../../shared/views/product-view'
import { StockLine } from '../components/product/stock-line'
import { VariantTemplates } from '../components/product/variant-templates'
import { bindProductOptions } from './product-options'

const t = translator('en_GB')
const store = DEFAULT_STORE

const OPTIONS: ConfigurableView = {
  kind: 'configurable',
  options: [
    { code: 'paper_size', label: 'Paper Size', values: [{ uid: 'a4', label: 'A4' }, { uid: 'a5', label: 'A5' }] },
    { code: 'colour', label: 'Colour', values: [{ uid: 'white', label: 'White' }, { uid: 'cream', label: 'Cream' }] },
  ],
  variants: [
    { optionUids: ['a4', 'white'], sku: 'P-A4-W', inStock: true, onlyLeft: 3, price: { incl: 599, excl: 499 }, imageUrl: '/img/product/p-a4-w.svg' },
    { optionUids: ['a4', 'cream'], sku: 'P-A4-C', inStock: false, onlyLeft: null, price: { incl: 649, excl: 541 }, imageUrl: null },
    { optionUids: ['a5', 'white'], sku: 'P-A5-W', inStock: true, onlyLeft: null, price: { incl: 349, excl: 291 }, imageUrl: null },
    { optionUids: ['a5', 'cream'], sku: 'P-A5-C', inStock: true, onlyLeft: null, price: { incl: 399, excl: 333 }, imageUrl: '/img/product/p-a5-c.svg' },
  ],
}

let unbind: () => void = () => {}

function bind(showPicture = vi.fn<(url: string | null) => void>()) {
  document.body.innerHTML = renderToString(
    <div data-page-kind="product">
      <div data-product-price="">
        <ProductPrice store={store} t={t} incl={349} excl={291} />
      </div>
      <StockLine store={store} t={t} stock={{ inStock: true, onlyLeft: null }} />
      <form data-product-form="">
        <ProductOptionFields store={store} t={t} options={OPTIONS} />
        <VariantTemplates store={store} t={t} variants={OPTIONS.variants} />
        <input type="number" name="quantity" defaultValue={1} min={1} />
      </form>
    </div>,
  )
  const page = document.querySelector<HTMLElement>('[data-page-kind]')!
  unbind = bindProductOptions(page.querySelector('form')!, page, showPicture)
  return showPicture
}

const radio = (label: string) => [...document.querySelectorAll('label')].find((entry) => entry.textContent === label)!.querySelector('input')!
function choose(label: string): void {
  radio(label).checked = true
  radio(label).dispatchEvent(new Event('change', { bubbles: true }))
}
const price = () => document.querySelector('[data-product-price] p')!.textContent
const stock = () => document.querySelector('[data-stock]')!.textContent
const quantityMax = () => document.querySelector('input[name="quantity"]')!.getAttribute('max')

afterEach(() => {
  unbind()
  document.body.innerHTML = ''
})

describe('a configurable product’s choice', () => {
  it('shows the chosen variant’s price both VAT ways, stock and picture once the choice is complete', () => {
    const showPicture = bind()
    choose('A4')
    expect(price()).toBe('£3.49 inc. VAT£2.91 ex. VAT')
    choose('White')
    expect(price()).toBe('£5.99 inc. VAT£4.99 ex. VAT')
    expect(stock()).toBe('Only 3 left in stock')
    expect(showPicture).toHaveBeenLastCalledWith('/img/product/p-a4-w.svg')
    expect(quantityMax()).toBe('3')
  })

  it('disables the values no in-stock variant has with the other choice, and enables them again', () => {
    bind()
    expect(radio('Cream').disabled).toBe(false)
    choose('A4')
    expect(radio('Cream').disabled).toBe(true)
    expect(radio('White').disabled).toBe(false)
    choose('A5')
    expect(radio('Cream').disabled).toBe(false)
    choose('Cream')
    expect(radio('A4').disabled).toBe(true)
    expect(price()).toBe('£3.99 inc. VAT£3.33 ex. VAT')
  })

  it('goes back to the product’s own price, stock and picture when a choice no longer picks a variant', () => {
    const showPicture = bind()
    choose('A4')
    choose('White')
    radio('White').checked = false
    radio('White').dispatchEvent(new Event('change', { bubbles: true }))
    expect(price()).toBe('£3.49 inc. VAT£2.91 ex. VAT')
    expect(stock()).toBe('In stock')
    expect(showPicture).toHaveBeenLastCalledWith(null)
    expect(quantityMax()).toBeNull()
  })

  it('unchecks a restored value that cannot be had with the rest of the choice', () => {
    document.body.innerHTML = ''
    bind()
    unbind()
    radio('A4').checked = true
    radio('Cream').checked = true
    unbind = bindProductOptions(document.querySelector('form')!, document.querySelector<HTMLElement>('[data-page-kind]')!)
    expect(radio('Cream').checked || radio('A4').checked).toBe(true)
    expect(radio('Cream').checked && radio('A4').checked).toBe(false)
  })
})
