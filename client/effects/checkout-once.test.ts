import { afterEach, describe, expect, it } from 'vitest'
import { firstTime, forgetSteps, purchaseKey, stepKey } from './checkout-once'

afterEach(() => localStorage.clear())

describe('checkout events sent once per order', () => {
  it('counts a step’s event the first time only, however often its page is shown', () => {
    const key = stepKey('add_shipping_info', { shippingTier: 'Standard', valuePence: 2598 })
    expect(firstTime(key)).toBe(true)
    expect(firstTime(key)).toBe(false)
    // Another choice is news.
    expect(firstTime(stepKey('add_shipping_info', { shippingTier: 'Next day', valuePence: 2598 }))).toBe(true)
  })

  it('counts a purchase once, and after it the next order’s steps anew', () => {
    const step = stepKey('add_payment_info', { paymentType: 'checkmo' })
    firstTime(step)
    expect(firstTime(purchaseKey('100000042'))).toBe(true)
    forgetSteps()
    expect(firstTime(purchaseKey('100000042'))).toBe(false)
    expect(firstTime(step)).toBe(true)
  })

  it('forgets what was sent a day ago', () => {
    const then = Date.parse('2026-11-02T10:00:00Z')
    expect(firstTime(purchaseKey('7'), then)).toBe(true)
    expect(firstTime(purchaseKey('7'), then + 60_000)).toBe(false)
    expect(firstTime(purchaseKey('7'), then + 24 * 60 * 60 * 1000)).toBe(true)
  })
})
