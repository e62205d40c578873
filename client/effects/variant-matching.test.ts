import { describe, expect, it } from 'vitest'
import { availableValues, chosenVariant, type Variant } from './variant-matching'

/** Options: size (A4, A5) then colour (white, cream). */
function variant(sku: string, size: string, colour: string, inStock = true): Variant {
  return { sku, optionUids: [size, colour], inStock, onlyLeft: null, price: { incl: 600, excl: 500 }, imageUrl: null }
}

const VARIANTS = [variant('A4-WHITE', 'a4', 'white'), variant('A4-CREAM', 'a4', 'cream', false), variant('A5-WHITE', 'a5', 'white'), variant('A5-CREAM', 'a5', 'cream')]

describe('chosenVariant', () => {
  it('picks the variant whose values are all chosen', () => {
    expect(chosenVariant(VARIANTS, ['a5', 'cream'])?.sku).toBe('A5-CREAM')
    expect(chosenVariant(VARIANTS, ['a4', 'white'])?.sku).toBe('A4-WHITE')
  })

  it('picks none while the choice is incomplete', () => {
    expect(chosenVariant(VARIANTS, ['a4', null])).toBeNull()
    expect(chosenVariant(VARIANTS, [null, null])).toBeNull()
    expect(chosenVariant(VARIANTS, [])).toBeNull()
  })

  it('picks none for a combination the product does not have', () => {
    expect(chosenVariant(VARIANTS, ['a3', 'white'])).toBeNull()
    expect(chosenVariant(VARIANTS, ['a4'])).toBeNull()
  })

  it('picks an out-of-stock variant too: stock decides what can be chosen, not what a choice is', () => {
    expect(chosenVariant(VARIANTS, ['a4', 'cream'])?.sku).toBe('A4-CREAM')
  })
})

describe('availableValues', () => {
  it('offers every value some in-stock variant has while nothing is chosen', () => {
    expect([...availableValues(VARIANTS, [null, null], 0)].sort()).toEqual(['a4', 'a5'])
    expect([...availableValues(VARIANTS, [null, null], 1)].sort()).toEqual(['cream', 'white'])
  })

  it('leaves out a value whose only variant with the other choices is out of stock', () => {
    expect([...availableValues(VARIANTS, ['a4', null], 1)]).toEqual(['white'])
    expect([...availableValues(VARIANTS, [null, 'cream'], 0)]).toEqual(['a5'])
  })

  it('judges an option by the other options’ choices, not its own', () => {
    expect([...availableValues(VARIANTS, ['a4', 'white'], 0)].sort()).toEqual(['a4', 'a5'])
    expect([...availableValues(VARIANTS, ['a5', 'white'], 1)].sort()).toEqual(['cream', 'white'])
  })

  it('offers nothing when every variant is out of stock', () => {
    expect(availableValues([variant('X', 'a4', 'white', false)], [null, null], 0).size).toBe(0)
  })
})
