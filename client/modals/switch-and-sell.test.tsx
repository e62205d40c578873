import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE } from '../../shared/constants/stores'
import { pickMessages } from '../../shared/messages/pick-messages'
import { translator } from '../../shared/messages/translate'
import { modalPaths } from './modal-paths'
import { MODAL_TEXT_KEYS } from './modal-texts'
import type { ModalPropsByKind } from './modal-types'
import SwitchAndSell, { offeredProduct, switchQuantity } from './switch-and-sell'

const texts = pickMessages(translator(DEFAULT_STORE.locale), MODAL_TEXT_KEYS)
const render = (props: ModalPropsByKind['switchAndSell']) =>
  renderToString(<SwitchAndSell props={props} texts={texts} paths={modalPaths(DEFAULT_STORE)} close={() => {}} titleId="t" />)

const product = { sku: 'CC-HP-302', name: 'Cartridge Corner HP 302 Black', url: '/cc-hp-302.html', imageUrl: null, priceIncl: 1299 }

describe('the switch-and-sell modal (SPEC §3 props: product, qty, categoryName)', () => {
  it('shows the product, its category and quantity, and adds that quantity to the basket', () => {
    const html = render({ product, quantity: 3, categoryName: 'HP DeskJet 3630' })
    expect(html).toContain('<a href="/cc-hp-302.html"')
    expect(html).toContain('Cartridge Corner HP 302 Black')
    expect(html).toContain('Made to fit the HP DeskJet 3630')
    expect(html).toContain('Quantity: 3')
    expect(html).toMatch(/<form data-add-to-cart=""[^>]*action="\/checkout\/cart\/add" method="post">/)
    expect(html).toContain('<input type="hidden" name="sku" value="CC-HP-302"/>')
    expect(html).toContain('<input type="hidden" name="quantity" value="3"/>')
    expect(html).toContain('aria-label="Add to basket: 3 × Cartridge Corner HP 302 Black"')
    expect(html).toContain('How switch and save works')
  })

  it('takes one when no quantity, or a nonsense one, is given', () => {
    expect(switchQuantity(undefined)).toBe(1)
    for (const odd of [0, -2, 1.5, '4', Number.NaN, 1e9]) expect(switchQuantity(odd)).toBe(1)
    expect(render({ product })).toContain('<input type="hidden" name="quantity" value="1"/>')
  })

  it('explains the offer without a form when it is opened without a product', () => {
    const html = render({})
    expect(html).toContain('save you up to 50%')
    expect(html).toContain('Rated 4.8 out of 5 from 43,805 reviews')
    expect(html).not.toContain('data-add-to-cart')
  })

  it('shows no product whose page is not in the shop', () => {
    expect(offeredProduct({ product: { ...product, url: 'https://evil.example/x' } })).toBeNull()
    expect(offeredProduct({ product: { ...product, url: '//evil.example/x' } })).toBeNull()
    expect(offeredProduct({ product: { ...product, sku: '' } })).toBeNull()
    expect(render({ product: { ...product, url: 'javascript:alert(1)' } })).not.toContain('javascript:')
  })
})
