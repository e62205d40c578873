import { describe, expect, it } from 'vitest'
import { alternativeInfoType, capacityInMl, isAlternativeOffered, OWN_BRAND_OPTION_ID, savingsPercent, type AlternativeCandidate, type ComparedCartridge } from './switch-and-save'

const candidate = (overrides: Partial<AlternativeCandidate> = {}): AlternativeCandidate => ({
  originalBrandId: 1831,
  alternativeId: 'MTIz',
  alternativeIsGenuine: false,
  alternativeInStock: true,
  alternativeQty: 12,
  ...overrides,
})

const cartridge = (overrides: Partial<ComparedCartridge> = {}): ComparedCartridge => ({ priceIncl: 2000, pages: 1000, capacityMl: null, ...overrides })

describe('isAlternativeOffered (SPEC §5)', () => {
  it('offers an own-brand alternative in stock for a genuine cartridge', () => {
    expect(isAlternativeOffered(candidate())).toBe(true)
  })

  it('offers nothing for a cartridge of the own brand itself', () => {
    expect(isAlternativeOffered(candidate({ originalBrandId: OWN_BRAND_OPTION_ID }))).toBe(false)
  })

  it('offers nothing genuine, nothing without an id, nothing out of stock or with no quantity', () => {
    expect(isAlternativeOffered(candidate({ alternativeIsGenuine: true }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeId: null }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeId: '' }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeInStock: false }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeQty: 0 }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeQty: null }))).toBe(false)
  })

  it('offers an alternative for an original whose brand is unknown', () => {
    expect(isAlternativeOffered(candidate({ originalBrandId: null }))).toBe(true)
  })
})

describe('alternativeInfoType (SPEC §4)', () => {
  it('is 1 when the capacities are equal', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 12, priceIncl: 900 }))).toBe(1)
  })

  it('is 2 when the alternative holds less', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 10, priceIncl: 900 }))).toBe(2)
  })

  it('is 3 when it holds more and costs more', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 20, priceIncl: 2100 }))).toBe(3)
  })

  it('is 4 when it holds more for the same price or less', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 20, priceIncl: 2000 }))).toBe(4)
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 20, priceIncl: 900 }))).toBe(4)
  })

  it('compares page yields where a side has no ml content (toner)', () => {
    expect(alternativeInfoType(cartridge({ pages: 2000 }), cartridge({ pages: 2600, priceIncl: 900 }))).toBe(4)
    expect(alternativeInfoType(cartridge({ pages: 2000, capacityMl: 12 }), cartridge({ pages: 1500 }))).toBe(2)
    expect(alternativeInfoType(cartridge({ pages: null }), cartridge({ pages: 1500 }))).toBe(1)
  })
})

describe('savingsPercent (SPEC §4)', () => {
  it('rounds the drop in price per page up', () => {
    // 23.99 -> 13.49 for the same 700 pages: 43.77% less.
    expect(savingsPercent(cartridge({ priceIncl: 2399, pages: 700 }), cartridge({ priceIncl: 1349, pages: 700 }))).toBe(44)
  })

  it('keeps an exact percentage exact, with no float error at the edge', () => {
    expect(savingsPercent(cartridge({ priceIncl: 1000, pages: 100 }), cartridge({ priceIncl: 700, pages: 100 }))).toBe(30)
    expect(savingsPercent(cartridge({ priceIncl: 2999, pages: 1000 }), cartridge({ priceIncl: 1500, pages: 1000 }))).toBe(50)
  })

  it('counts the extra pages of a bigger alternative', () => {
    // £20 for 1,000 pages (2p) against £20 for 1,300 pages (1.538p): 23.08% less per page.
    expect(savingsPercent(cartridge({ priceIncl: 2000, pages: 1000 }), cartridge({ priceIncl: 2000, pages: 1300 }))).toBe(24)
  })

  it('is 0 when the alternative costs as much per page or more', () => {
    expect(savingsPercent(cartridge(), cartridge())).toBe(0)
    expect(savingsPercent(cartridge({ priceIncl: 2000, pages: 1000 }), cartridge({ priceIncl: 2500, pages: 1100 }))).toBe(0)
  })

  it('falls back to the price when a yield is unknown', () => {
    expect(savingsPercent(cartridge({ priceIncl: 4000, pages: null }), cartridge({ priceIncl: 1000, pages: 1300 }))).toBe(75)
    expect(savingsPercent(cartridge({ priceIncl: 0 }), cartridge({ priceIncl: 0 }))).toBe(0)
  })
})

describe('capacityInMl', () => {
  it('reads the first ml amount', () => {
    expect(capacityInMl(['10.77ml'])).toBe(10.77)
    expect(capacityInMl([null, '24 ml', '12ml'])).toBe(24)
  })

  it('is null without one', () => {
    expect(capacityInMl(null)).toBeNull()
    expect(capacityInMl(['2 x 12ml'])).toBeNull()
  })
})
