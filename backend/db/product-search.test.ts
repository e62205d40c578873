import { describe, expect, it } from 'vitest'
import { ftsQuery, priceStepPence } from './product-search'

describe('ftsQuery', () => {
  it('makes each word a required prefix term', () => {
    expect(ftsQuery('HP 305XL Black')).toBe('"hp"* "305xl"* "black"*')
  })

  it('can ask for any word instead', () => {
    expect(ftsQuery('hp black', 'any')).toBe('"hp"* OR "black"*')
  })

  it('takes the meaning out of FTS operators and quotes', () => {
    expect(ftsQuery('a" OR sku:* NEAR(x')).toBe('"a"* "or"* "sku"* "near"* "x"*')
    expect(ftsQuery('"" *** ()')).toBeNull()
  })
})

describe('priceStepPence', () => {
  it('chooses round pound steps giving at most about six buckets', () => {
    expect(priceStepPence(6000)).toBe(1000)
    expect(priceStepPence(50_000)).toBe(10_000)
    expect(priceStepPence(1999)).toBe(500)
    expect(priceStepPence(0)).toBe(0)
    expect(priceStepPence(250)).toBe(100)
  })
})
