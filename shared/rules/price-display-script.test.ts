import { afterEach, describe, expect, it, vi } from 'vitest'
import { EX_VAT_CLASS, PRICE_DISPLAY_HEAD_SCRIPT, STORE_EX_VAT_ATTRIBUTE } from './price-display-script'

const html = document.documentElement

function runHeadScript(): void {
  // The text the worker inlines in every page's head, run as the browser runs it.
  new Function(PRICE_DISPLAY_HEAD_SCRIPT)()
}

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`
}

/** A `pageshow` event (the test DOM's own constructor drops `persisted`). */
const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted })

function chooseExVatAndList(): void {
  document.cookie = 'store=default; Path=/'
  document.cookie = 'price_display_type=1; Path=/'
  document.cookie = 'listing_layout=list; Path=/'
}

afterEach(() => {
  vi.restoreAllMocks()
  clearCookies()
  html.removeAttribute('class')
  html.removeAttribute('data-listing-layout')
  html.removeAttribute(STORE_EX_VAT_ATTRIBUTE)
})

describe('the head script', () => {
  it('marks the page as scripted and leaves the choices the server drew, reading no cookie', () => {
    html.classList.add(EX_VAT_CLASS)
    html.setAttribute('data-listing-layout', 'list')
    const cookie = vi.spyOn(document, 'cookie', 'get')
    runHeadScript()
    expect(cookie).not.toHaveBeenCalled()
    expect(html.classList.contains('js')).toBe(true)
    expect(html.classList.contains(EX_VAT_CLASS)).toBe(true)
    expect(html.getAttribute('data-listing-layout')).toBe('list')
  })

  it('applies the latest choices to a page restored from the back/forward cache', () => {
    runHeadScript()
    chooseExVatAndList()
    window.dispatchEvent(pageShow(false))
    expect(html.classList.contains(EX_VAT_CLASS)).toBe(false)
    window.dispatchEvent(pageShow(true))
    expect(html.classList.contains(EX_VAT_CLASS)).toBe(true)
    expect(html.getAttribute('data-listing-layout')).toBe('list')
    document.cookie = 'price_display_type=2; Path=/'
    document.cookie = 'listing_layout=grid; Path=/'
    window.dispatchEvent(pageShow(true))
    expect(html.classList.contains(EX_VAT_CLASS)).toBe(false)
    expect(html.hasAttribute('data-listing-layout')).toBe(false)
  })

  it('applies the latest choices to a prerendered page when it is shown', () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true })
    try {
      runHeadScript()
      chooseExVatAndList()
      expect(html.classList.contains(EX_VAT_CLASS)).toBe(false)
      document.dispatchEvent(new Event('prerenderingchange'))
      expect(html.classList.contains(EX_VAT_CLASS)).toBe(true)
      expect(html.getAttribute('data-listing-layout')).toBe('list')
    } finally {
      delete (document as { prerendering?: boolean }).prerendering
    }
  })

  it('keeps the store’s own choice, excluding VAT, for a shopper who has made none, until they choose', () => {
    html.setAttribute(STORE_EX_VAT_ATTRIBUTE, '')
    html.classList.add(EX_VAT_CLASS)
    runHeadScript()
    window.dispatchEvent(pageShow(true))
    expect(html.classList.contains(EX_VAT_CLASS)).toBe(true)
    document.cookie = 'price_display_type=2; Path=/'
    window.dispatchEvent(pageShow(true))
    expect(html.classList.contains(EX_VAT_CLASS)).toBe(false)
  })
})
