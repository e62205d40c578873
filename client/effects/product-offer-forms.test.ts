import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cart, resetCart } from '../stores/cart'
import { dismissAll, notifications } from '../stores/notifications'
import { closeEverything, ui } from '../stores/ui'
import { listenForProductOffers } from './product-offer-forms'

const PRODUCT = { sku: 'HP-963-Y', name: 'HP 963 Yellow', url: '/hp-963-y.html', imageUrl: '/img/product/hp-963-y.svg', priceIncl: 2499, listName: 'product' }
const COMPANION = { sku: 'CC-HP-963-BK', name: 'Compatible HP 963 Black', url: '/cc-hp-963-bk.html', imageUrl: null, priceIncl: 999, listName: 'product' }
const ALTERNATIVE = { sku: 'CC-HP-963-Y', name: 'Compatible HP 963 Yellow', url: '/cc-hp-963-y.html', imageUrl: null, priceIncl: 1299, listName: 'Switch and save' }
const TEXTS = { failed: 'The offer could not be added.', companionUnavailable: 'The offer item has just sold out.' }
const CART_TEXTS = { 'notice.cartInsufficientStock': 'Not that many in stock.', 'notice.cartNotSalable': 'Cannot be bought.', 'notice.cartProductNotFound': 'No such product.', 'notice.cartAddFailed': 'Could not add.' }

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

function page(): void {
  document.body.innerHTML = `
    <form method="post" action="/checkout/cart/buy-together" data-buy-together-form="" data-offer='${JSON.stringify({ product: PRODUCT, companion: COMPANION })}'>
      <input type="hidden" name="sku" value="HP-963-Y"><input type="hidden" name="companion" value="CC-HP-963-BK"><button type="submit">Add both to basket</button>
    </form>
    <script type="application/json" data-buy-together-texts="">${JSON.stringify(TEXTS)}</script>
    <form method="post" action="/checkout/cart/switch" data-switch-form="" data-product='${JSON.stringify(ALTERNATIVE)}'>
      <input type="hidden" name="original" value="HP-963-Y"><input type="hidden" name="sku" value="CC-HP-963-Y"><input type="hidden" name="quantity" value="1">
      <button type="submit">Switch and add to basket</button>
    </form>
    <script type="application/json" data-cart-texts="">${JSON.stringify(CART_TEXTS)}</script>`
}

function submit(selector: string): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true })
  document.querySelector(selector)!.dispatchEvent(event)
  return event
}

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!
  return { url, variables: (JSON.parse(String(init?.body)) as { variables: unknown }).variables }
}
const shown = () => notifications.shown.map((entry) => [entry.type, entry.message])
const fetchMock = vi.fn<typeof fetch>()
let stop: () => void

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  stop = listenForProductOffers(document)
  page()
})

afterEach(() => {
  stop()
  vi.unstubAllGlobals()
  resetCart()
  closeEverything()
  dismissAll()
})

describe('buy together with scripts', () => {
  it('sends both products, counts the basket and opens the modal for both', async () => {
    fetchMock.mockResolvedValue(answer({ data: { added: true, companionAdded: true, totalQuantity: 2 } }))
    expect(submit('form[data-buy-together-form]').defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(cart.totalQuantity).toBe(2))
    expect(sent()).toEqual({ url: '/api/magento/buyTogetherAndSave', variables: { sku: 'HP-963-Y', companionSku: 'CC-HP-963-BK' } })
    expect(ui.modal).toEqual({
      kind: 'afterAddToCart',
      props: {
        product: { sku: PRODUCT.sku, name: PRODUCT.name, url: PRODUCT.url, imageUrl: PRODUCT.imageUrl },
        quantity: 1,
        also: [{ product: { sku: COMPANION.sku, name: COMPANION.name, url: COMPANION.url, imageUrl: null }, quantity: 1 }],
      },
    })
  })

  it('says so when the companion has just sold out, showing what did go in', async () => {
    fetchMock.mockResolvedValue(answer({ data: { added: true, companionAdded: false, totalQuantity: 1 } }))
    submit('form[data-buy-together-form]')
    await vi.waitFor(() => expect(shown()).toEqual([['warning', TEXTS.companionUnavailable]]))
    expect(ui.modal).toMatchObject({ props: { product: { sku: PRODUCT.sku } } })
    expect(ui.modal?.kind === 'afterAddToCart' && ui.modal.props.also).toBeFalsy()
  })

  it('shows the offer’s failure text as a danger notification, opening nothing', async () => {
    fetchMock.mockResolvedValue(answer({ data: { added: false, error: { code: 'UNDEFINED', message: 'not offered together' } } }))
    submit('form[data-buy-together-form]')
    await vi.waitFor(() => expect(shown()).toEqual([['danger', TEXTS.failed]]))
    expect(ui.modal).toBeNull()
  })
})

describe('switch and save with scripts', () => {
  it('switches from the page’s product to the alternative and opens the modal for the alternative', async () => {
    fetchMock.mockResolvedValue(answer({ data: { added: true, totalQuantity: 3 } }))
    expect(submit('form[data-switch-form]').defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(cart.totalQuantity).toBe(3))
    expect(sent()).toEqual({ url: '/api/magento/switchToAlternative', variables: { originalSku: 'HP-963-Y', sku: 'CC-HP-963-Y', quantity: 1 } })
    expect(ui.modal).toMatchObject({ kind: 'afterAddToCart', props: { product: { sku: ALTERNATIVE.sku }, quantity: 1 } })
  })

  it('shows the refusal’s text for its code', async () => {
    fetchMock.mockResolvedValue(answer({ data: { added: false, error: { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' } } }))
    submit('form[data-switch-form]')
    await vi.waitFor(() => expect(shown()).toEqual([['danger', CART_TEXTS['notice.cartInsufficientStock']]]))
    expect(ui.modal).toBeNull()
  })
})
