import { afterEach, describe, expect, it } from 'vitest'
import { chosenInBuyBox } from './buy-box-choice'

const VARIANTS = [
  { optionUids: ['size-a4', 'weight-80'], sku: 'PAPER-A4-80' },
  { optionUids: ['size-a4', 'weight-100'], sku: 'PAPER-A4-100' },
  { optionUids: ['size-a3', 'weight-80'], sku: 'PAPER-A3-80' },
]

function buyBox(options: { name: string; value: string; checked?: boolean }[], variants: unknown = VARIANTS): void {
  document.body.innerHTML = `<form data-product-form="">
    ${options.map((o) => `<input type="radio" name="${o.name}" value="${o.value}"${o.checked ? ' checked' : ''}>`).join('')}
    <script type="application/json" data-product-variants="">${JSON.stringify(variants)}</script>
  </form>`
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('chosenInBuyBox', () => {
  it('names the configurable variant the chosen options pick', () => {
    buyBox([
      { name: 'option', value: 'size-a4', checked: true },
      { name: 'option', value: 'weight-100', checked: true },
    ])
    expect(chosenInBuyBox(document, 'ConfigurableProduct')).toEqual({ variantSku: 'PAPER-A4-100' })
  })

  it('keeps the configurable product itself while the choice is incomplete or the variants are unreadable', () => {
    buyBox([{ name: 'option', value: 'size-a3', checked: true }])
    expect(chosenInBuyBox(document, 'ConfigurableProduct')).toEqual({})
    buyBox([{ name: 'option', value: 'size-a4', checked: true }, { name: 'option', value: 'weight-80', checked: true }], 'not variants')
    expect(chosenInBuyBox(document, 'ConfigurableProduct')).toEqual({})
  })

  it("sends a bundle's chosen options, and nothing for a plain product or a page without a buy box", () => {
    buyBox([
      { name: 'option', value: 'sel-1', checked: true },
      { name: 'option', value: 'sel-2', checked: false },
    ])
    expect(chosenInBuyBox(document, 'BundleProduct')).toEqual({ selectedOptions: ['sel-1'] })
    expect(chosenInBuyBox(document, 'SimpleProduct')).toEqual({})
    document.body.innerHTML = ''
    expect(chosenInBuyBox(document, 'ConfigurableProduct')).toEqual({})
  })
})
