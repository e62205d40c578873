import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSoftNavigation } from './soft-navigation'

const page = (body: string) => `<!doctype html><html lang="en-GB"><head><title>Checkout</title></head><body><main id="main">${body}</main></body></html>`

/** The delivery-method form (in browsers its `method` field hides the form's `method` property; e2e/checkout.spec.ts covers that). */
const METHOD_FORM = `<form method="post" action="/checkout/shipping/method" data-soft-post="">
  <input type="radio" name="method" value="flatrate:flatrate" checked><button id="go">Continue</button></form>`

/** Puts `body` in the page's main area, in the same store view (lang) as the answers. */
function showPage(body: string, path: string): void {
  document.documentElement.lang = 'en-GB'
  document.body.innerHTML = `<main id="main">${body}</main>`
  history.replaceState(null, '', path)
}

function answer(html: string, url: string, redirected = false): Response {
  const response = new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  Object.defineProperty(response, 'url', { value: url })
  Object.defineProperty(response, 'redirected', { value: redirected })
  return response
}

/** A checkout step before the order: only the shop's own scripts (PCI DSS 4.0 6.4.3). */
const firstPartyPage = (body: string) => page(body).replace('<html lang="en-GB">', '<html lang="en-GB" data-first-party-only="">')

beforeAll(() => startSoftNavigation())
afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('data-first-party-only')
})

describe('forms sent in place (data-soft-post)', () => {
  it('posts the fields, shows the page the post was redirected to, and adds a history entry for a new page', async () => {
    showPage(METHOD_FORM, '/checkout/shipping')
    const fetchMock = vi.fn(async () => answer(page('<h1>Billing</h1>'), 'http://localhost:3000/checkout/billing'))
    vi.stubGlobal('fetch', fetchMock)
    const before = history.length
    document.getElementById('go')!.click()
    await vi.waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe('Billing'))
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit]
    expect(url.pathname).toBe('/checkout/shipping/method')
    expect(init.method).toBe('POST')
    expect(String(init.body)).toBe('method=flatrate%3Aflatrate')
    expect(location.pathname).toBe('/checkout/billing')
    expect(history.length).toBe(before + 1)
  })

  it('keeps the position and the focused field when the answer is the same page, and adds no history entry', async () => {
    showPage('<form method="post" action="/checkout/cart/update" data-soft-post=""><input id="q1" name="quantity" value="2"><button id="send">Update</button></form>', '/cart')
    vi.stubGlobal('fetch', vi.fn(async () => answer(page('<p id="notice">Your basket was updated.</p><input id="q1" name="quantity" value="3">'), 'http://localhost:3000/cart')))
    const before = history.length
    document.getElementById('q1')!.focus()
    document.getElementById('send')!.click()
    await vi.waitFor(() => expect(document.getElementById('notice')).not.toBeNull())
    expect(document.activeElement?.id).toBe('q1')
    expect((document.getElementById('q1') as HTMLInputElement).value).toBe('3')
    expect(document.querySelector('main')!.dataset.inPlace).toBe('')
    expect(history.length).toBe(before)
  })

  it('sends a form once while it is on its way (a double click)', async () => {
    showPage(METHOD_FORM, '/checkout/shipping')
    let release: () => void = () => undefined
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(answer(page('<h1>Billing</h1>'), 'http://localhost:3000/checkout/billing')))))
    vi.stubGlobal('fetch', fetchMock)
    document.getElementById('go')!.click()
    document.getElementById('go')!.click()
    release()
    await vi.waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe('Billing'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('links', () => {
  it('load a page that needs its own document (the captcha’s third-party script) the plain way', async () => {
    showPage('<h1>Sign in</h1><a id="forgot" href="/customer/account/forgotpassword">Forgot your password?</a>', '/customer/account/login')
    vi.stubGlobal('fetch', vi.fn(async () => answer(page('<h1>Forgot</h1><div data-full-load=""></div>'), 'http://localhost:3000/customer/account/forgotpassword')))
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    try {
      document.getElementById('forgot')!.click()
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
      expect(String(assign.mock.calls[0]![0])).toBe('http://localhost:3000/customer/account/forgotpassword')
      expect(document.querySelector('main h1')?.textContent).toBe('Sign in')
    } finally {
      assign.mockRestore()
    }
  })
})

describe('the payment pages (PCI DSS 4.0 6.4.3: only our own scripts)', () => {
  it('are entered with a document of their own, so a script this page loaded does not run there', async () => {
    showPage('<h1>Basket</h1><a id="checkout" href="/checkout/user-account">Go to checkout</a>', '/cart')
    vi.stubGlobal('fetch', vi.fn(async () => answer(firstPartyPage('<h1>Checkout</h1>'), 'http://localhost:3000/checkout/user-account')))
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    try {
      document.getElementById('checkout')!.click()
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
      expect(String(assign.mock.calls[0]![0])).toBe('http://localhost:3000/checkout/user-account')
      expect(document.querySelector('main h1')?.textContent).toBe('Basket')
    } finally {
      assign.mockRestore()
    }
  })

  it('go on in place between their own steps', async () => {
    showPage(METHOD_FORM, '/checkout/shipping')
    document.documentElement.setAttribute('data-first-party-only', '')
    vi.stubGlobal('fetch', vi.fn(async () => answer(firstPartyPage('<h1>Billing</h1>'), 'http://localhost:3000/checkout/billing', true)))
    document.getElementById('go')!.click()
    await vi.waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe('Billing'))
  })

  it('open the page after the order in a document of its own, by the address the post was sent to, without posting again', async () => {
    showPage('<form method="post" action="/checkout/payment" data-soft-post=""><input type="hidden" name="method" value="checkmo"><button id="place">Place order</button></form>', '/checkout/payment')
    document.documentElement.setAttribute('data-first-party-only', '')
    vi.stubGlobal('fetch', vi.fn(async () => answer(page('<h1>Thank you</h1>'), 'http://localhost:3000/checkout/thank-you', true)))
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    try {
      document.getElementById('place')!.click()
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
      expect(String(assign.mock.calls[0]![0])).toBe('http://localhost:3000/checkout/thank-you')
      expect(submit).not.toHaveBeenCalled()
    } finally {
      assign.mockRestore()
      submit.mockRestore()
    }
  })
})
