import { describe, expect, it } from 'vitest'
import { firstIncompleteStep, stepToShow, type CheckoutProgress } from './checkout-step'

const progress = (over: Partial<CheckoutProgress> = {}): CheckoutProgress => ({
  hasEmail: true,
  isVirtual: false,
  hasShippingAddress: true,
  hasShippingMethod: true,
  hasBillingAddress: true,
  ...over,
})

describe('firstIncompleteStep', () => {
  it('asks for the e-mail first, whatever else the cart holds', () => {
    expect(firstIncompleteStep(progress({ hasEmail: false }))).toBe('user-account')
  })

  it('needs both the delivery address and its method before billing', () => {
    expect(firstIncompleteStep(progress({ hasShippingAddress: false }))).toBe('shipping')
    expect(firstIncompleteStep(progress({ hasShippingMethod: false }))).toBe('shipping')
  })

  it('skips delivery for a virtual cart', () => {
    expect(firstIncompleteStep(progress({ isVirtual: true, hasShippingAddress: false, hasShippingMethod: false, hasBillingAddress: false }))).toBe('billing')
  })

  it('ends at payment when everything before it is done', () => {
    expect(firstIncompleteStep(progress())).toBe('payment')
  })
})

describe('stepToShow', () => {
  it('shows an earlier or the due step as asked, so a shopper can go back and change it', () => {
    expect(stepToShow('user-account', progress())).toBe('user-account')
    expect(stepToShow('shipping', progress({ hasShippingMethod: false }))).toBe('shipping')
  })

  it('sends a later step to the first incomplete one', () => {
    expect(stepToShow('payment', progress({ hasEmail: false }))).toBe('user-account')
    expect(stepToShow('billing', progress({ hasShippingMethod: false }))).toBe('shipping')
    expect(stepToShow('payment', progress({ hasBillingAddress: false }))).toBe('billing')
  })
})
