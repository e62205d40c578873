import { describe, expect, it } from 'vitest'
import { priceStepPence } from './product-search'

describe('priceStepPence', () => {
  it('chooses round pound steps giving at most about six buckets', () => {
    expect(priceStepPence(6000)).toBe(1000)
    expect(priceStepPence(50_000)).toBe(10_000)
    expect(priceStepPence(1999)).toBe(500)
    expect(priceStepPence(0)).toBe(0)
    expect(priceStepPence(250)).toBe(100)
  })
})
