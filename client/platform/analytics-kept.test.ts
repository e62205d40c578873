import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearChoiceCookie } from '../runtime/choice-cookie'
import { track } from './analytics'
import { KEPT_FOR_MS, keepForLater, sendKeptEvents } from './analytics-kept'

const tape = { sku: 'TZE-231', name: 'Brother TZe-231 tape', pricePence: 1299, quantity: 2 }

afterEach(() => {
  delete window.dataLayer
  localStorage.clear()
  clearChoiceCookie('analytics_kept')
  vi.restoreAllMocks()
  document.documentElement.removeAttribute('data-first-party-only')
})

/** A checkout step before the order: no tag manager there (PCI DSS 4.0 6.4.3). */
const onPaymentPage = () => document.documentElement.setAttribute('data-first-party-only', '')
/** The next full page load, one with the tag manager. */
function nextPageWithTagManager() {
  delete window.dataLayer
  document.documentElement.removeAttribute('data-first-party-only')
}

describe('events of pages without the tag manager', () => {
  it('are pushed on the next page that has it, once and in order', () => {
    onPaymentPage()
    track('add_shipping_info', { currency: 'GBP', items: [tape], shippingTier: 'Standard' })
    track('add_payment_info', { currency: 'GBP', items: [tape], paymentType: 'checkmo' })
    nextPageWithTagManager()
    sendKeptEvents(document)
    const events = (window.dataLayer ?? []).map((entry) => entry.event ?? 'clear')
    expect(events).toEqual(['clear', 'add_shipping_info', 'clear', 'add_payment_info'])
    expect(window.dataLayer?.[1]).toMatchObject({ ecommerce: { currency: 'GBP', value: 25.98, shipping_tier: 'Standard', items: [{ item_id: 'TZE-231', price: 12.99, quantity: 2 }] } })

    delete window.dataLayer
    sendKeptEvents(document)
    expect(window.dataLayer).toBeUndefined()
  })

  it('stay kept while the shopper is still on such pages', () => {
    onPaymentPage()
    track('login', { method: 'password' })
    sendKeptEvents(document)
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'password' }])
    nextPageWithTagManager()
    sendKeptEvents(document)
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'password' }])
  })

  it('are not kept on a page that has the tag manager', () => {
    track('login', { method: 'password' })
    delete window.dataLayer
    sendKeptEvents(document)
    expect(window.dataLayer).toBeUndefined()
  })

  it('leave local storage untouched on the pages that follow when nothing was kept', () => {
    const read = vi.spyOn(localStorage, 'getItem')
    sendKeptEvents(document)
    expect(read).not.toHaveBeenCalled()
    expect(window.dataLayer).toBeUndefined()
  })

  it('are dropped once a day old, with their visit long over', () => {
    const then = Date.parse('2026-11-02T10:00:00Z')
    keepForLater([{ event: 'login', method: 'password' }], then)
    sendKeptEvents(document, then + KEPT_FOR_MS)
    expect(window.dataLayer).toBeUndefined()
  })
})
