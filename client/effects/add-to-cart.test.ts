import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cart, resetCart } from '../stores/cart'
import { dismissAll, notifications } from '../stores/notifications'
import { closeEverything, ui } from '../stores/ui'
import { listenForAddToCart } from './add-to-cart'

const PRODUCT = { sku: 'HP-963-BK', name: 'HP 963 Black', url: '/hp-963-black.html', imageUrl: null, priceIncl: 3499, listName: 'HP' }
const TEXTS = { 'notice.cartInsufficientStock': 'Not that many in stock.', 'notice.cartNotSalable': 'Cannot be bought.', 'notice.cartProductNotFound': 'No such product.', 'notice.cartAddFailed': 'Could not add.' }

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function page(): HTMLFormElement {
  document.body.innerHTML = `
    <form method="post" action="/checkout/cart/add" data-add-to-cart="" data-product='${JSON.stringify(PRODUCT)}'>
      <input type="hidden" name="sku" value="HP-963-BK"><input type="hidden" name="quantity" value="2"><button type="submit">Add to basket</button>
    </form>
    <script type="application/json" data-cart-texts="">${JSON.stringify(TEXTS)}</script>`
  return document.querySelector('form')!
}

function submit(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return event
}

describe('adding from a card with scripts', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let stop: () => void

  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    stop = listenForAddToCart(document)
  })

  afterEach(() => {
    stop()
    vi.unstubAllGlobals()
    resetCart()
    closeEverything()
    dismissAll()
    ;(window as unknown as { dataLayer?: unknown[] }).dataLayer = []
  })

  it('sends the sku and quantity, counts the basket, opens the modal and tells the data layer', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { added: true, totalQuantity: 5 } }))
    const event = submit(page())
    expect(event.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(cart.totalQuantity).toBe(5))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/magento/addProductsToCart')
    expect(JSON.parse(String(init?.body))).toEqual({ variables: { sku: 'HP-963-BK', quantity: 2 } })
    expect(ui.modal).toEqual({ kind: 'afterAddToCart', props: { product: { sku: 'HP-963-BK', name: 'HP 963 Black', url: '/hp-963-black.html', imageUrl: null }, quantity: 2 } })
    const entries = (window as unknown as { dataLayer: { event?: string; ecommerce?: { value?: number } }[] }).dataLayer
    expect(entries.find((entry) => entry.event === 'add_to_cart')?.ecommerce?.value).toBe(69.98)
  })

  it('sends the product page’s chosen options, a grouped product’s children and its quantity field', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { added: true, totalQuantity: 6 } }))
    document.body.innerHTML = `
      <form method="post" action="/checkout/cart/add" data-add-to-cart="" data-product='${JSON.stringify(PRODUCT)}'>
        <input type="hidden" name="sku" value="HP-963-BK">
        <input type="radio" name="option:paper_size" value="A4-UID" checked><input type="radio" name="option:paper_size" value="A5-UID">
        <input type="radio" name="option:colour" value="WHITE-UID" checked>
        <input type="hidden" name="child" value="CHILD-1"><input type="hidden" name="child" value="CHILD-2">
        <input type="number" name="quantity" value="3"><button type="submit">Add to basket</button>
      </form>`
    submit(document.querySelector('form')!)
    await vi.waitFor(() => expect(cart.totalQuantity).toBe(6))
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      variables: { sku: 'HP-963-BK', quantity: 3, selectedOptions: ['A4-UID', 'WHITE-UID'], children: ['CHILD-1', 'CHILD-2'] },
    })
    expect(ui.modal).toMatchObject({ props: { quantity: 3 } })
  })

  it('shows the page’s text for the refusal’s code and opens nothing', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { added: false, error: { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' } } }))
    submit(page())
    await vi.waitFor(() => expect(notifications.shown.map((shown) => shown.message)).toEqual(['Not that many in stock.']))
    expect(ui.modal).toBeNull()
    expect(cart.totalQuantity).toBeNull()
  })

  it('says it could not add when the shop cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'))
    submit(page())
    await vi.waitFor(() => expect(notifications.shown.map((shown) => shown.message)).toEqual(['Could not add.']))
  })

  it('sends one request for a double click', async () => {
    let finish: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const form = page()
    submit(form)
    submit(form)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    finish(answer(200, { data: { added: true, totalQuantity: 1 } }))
    await vi.waitFor(() => expect(form.getAttribute('aria-busy')).toBeNull())
  })

  it('leaves other forms alone', () => {
    document.body.innerHTML = '<form method="post" action="/contact"><button>Send</button></form>'
    const event = submit(document.querySelector('form')!)
    expect(event.defaultPrevented).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
