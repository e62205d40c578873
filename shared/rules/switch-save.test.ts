import { describe, expect, it } from 'vitest'
import { OWN_BRAND_OPTION_ID } from '../constants/switch-save'
import { alternativeInfoType, isAlternativeOffered, savingsPercent, type AlternativeCandidate } from './switch-save'

const GENUINE = 3201
const COMPATIBLE = 3202

function pair(overrides: { original?: Partial<AlternativeCandidate['original']>; alternative?: Partial<AlternativeCandidate['alternative']> } = {}): AlternativeCandidate {
  return {
    original: { brandOptionId: 1831, ...overrides.original },
    alternative: { uid: 'MTIz', conditionOptionId: COMPATIBLE, inStock: true, qty: 12, ...overrides.alternative },
  }
}

describe('when an alternative is offered (SPEC §5)', () => {
  it('offers an in-stock, non-genuine alternative with an id for another brand’s original', () => {
    expect(isAlternativeOffered(pair(), GENUINE)).toBe(true)
  })

  it('never offers one for an original of our own brand', () => {
    expect(isAlternativeOffered(pair({ original: { brandOptionId: OWN_BRAND_OPTION_ID } }), GENUINE)).toBe(false)
  })

  it('never offers a genuine cartridge as the alternative', () => {
    expect(isAlternativeOffered(pair({ alternative: { conditionOptionId: GENUINE } }), GENUINE)).toBe(false)
  })

  it('needs an id, stock status in stock and a quantity above 0', () => {
    expect(isAlternativeOffered(pair({ alternative: { uid: '' } }), GENUINE)).toBe(false)
    expect(isAlternativeOffered(pair({ alternative: { uid: null } }), GENUINE)).toBe(false)
    expect(isAlternativeOffered(pair({ alternative: { inStock: false } }), GENUINE)).toBe(false)
    expect(isAlternativeOffered(pair({ alternative: { qty: 0 } }), GENUINE)).toBe(false)
    expect(isAlternativeOffered(pair({ alternative: { qty: null } }), GENUINE)).toBe(false)
  })
})

describe('the alternative info type (SPEC §4)', () => {
  it('is 1 for the same yield whatever the price', () => {
    expect(alternativeInfoType(0, 7)).toBe(1)
    expect(alternativeInfoType(0, -2)).toBe(1)
  })

  it('is 2 for a lower yield', () => {
    expect(alternativeInfoType(-100, 5)).toBe(2)
  })

  it('is 3 for a higher yield at a higher price, 4 for a higher yield at the same or a lower price', () => {
    expect(alternativeInfoType(200, -1.5)).toBe(3)
    expect(alternativeInfoType(200, 0)).toBe(4)
    expect(alternativeInfoType(200, 23.5)).toBe(4)
  })
})

describe('the savings percent (SPEC §4: the rounded-up drop in price per page)', () => {
  it('keeps an exact drop as it is: 30% is never 31%', () => {
    expect(savingsPercent({ pricePence: 1000, pages: 100 }, { pricePence: 700, pages: 100 })).toBe(30)
    expect(savingsPercent({ pricePence: 1999, pages: 1000 }, { pricePence: 1000, pages: 2000 })).toBe(75)
  })

  it('rounds any part of a percent up', () => {
    // 1 - (899 / 350) / (1599 / 350) = 43.77...%
    expect(savingsPercent({ pricePence: 1599, pages: 350 }, { pricePence: 899, pages: 350 })).toBe(44)
    // 1 - 999 / 1000 = 0.1%
    expect(savingsPercent({ pricePence: 1000, pages: 100 }, { pricePence: 999, pages: 100 })).toBe(1)
  })

  it('counts a bigger yield: the same price for more pages is a saving per page', () => {
    // 1 - 1000 / 1210 = 17.35...%
    expect(savingsPercent({ pricePence: 2000, pages: 1000 }, { pricePence: 2000, pages: 1210 })).toBe(18)
  })

  it('is null when the alternative costs the same or more per page, or a yield is unknown', () => {
    expect(savingsPercent({ pricePence: 1000, pages: 100 }, { pricePence: 1000, pages: 100 })).toBeNull()
    expect(savingsPercent({ pricePence: 1000, pages: 100 }, { pricePence: 1200, pages: 110 })).toBeNull()
    expect(savingsPercent({ pricePence: 1000, pages: 0 }, { pricePence: 500, pages: 100 })).toBeNull()
    expect(savingsPercent({ pricePence: 0, pages: 100 }, { pricePence: 0, pages: 100 })).toBeNull()
  })
})
