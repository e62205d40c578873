import { describe, expect, it } from 'vitest'
import { OWN_BRAND_OPTION_ID } from '../constants/switch-save'
import { alternativeInfoType, capacityInMl, isAlternativeOffered, savingsPercent, type AlternativeCandidate, type ComparedCartridge } from './switch-and-save'

const candidate = (overrides: Partial<AlternativeCandidate> = {}): AlternativeCandidate => ({
  originalBrandId: 1831,
  alternativeId: 'MTIz',
  alternativeIsGenuine: false,
  alternativeStatus: 1,
  alternativeVisibility: 4,
  alternativeInStock: true,
  alternativeQty: 12,
  ...overrides,
})

const cartridge = (overrides: Partial<ComparedCartridge> = {}): ComparedCartridge => ({ pricePence: 2000, pages: 1000, capacityMl: null, ...overrides })

describe('SPEC §5 "Alternative product is offered only if"', () => {
  it('offers a non-genuine alternative with an id, enabled and in stock, for another brand’s original', () => {
    expect(isAlternativeOffered(candidate())).toBe(true)
  })

  it('offers nothing for an original of the own brand (id 1991)', () => {
    expect(isAlternativeOffered(candidate({ originalBrandId: OWN_BRAND_OPTION_ID }))).toBe(false)
  })

  it('offers an alternative for an original whose brand is unknown', () => {
    expect(isAlternativeOffered(candidate({ originalBrandId: null }))).toBe(true)
  })

  it('never offers a genuine cartridge, or one without an id', () => {
    expect(isAlternativeOffered(candidate({ alternativeIsGenuine: true }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeId: null }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeId: '' }))).toBe(false)
  })

  it('refuses status 2 with visibility 2, 3 or 4', () => {
    for (const visibility of [2, 3, 4]) expect(isAlternativeOffered(candidate({ alternativeStatus: 2, alternativeVisibility: visibility }))).toBe(false)
  })

  it('takes the status test literally: disabled but not visible individually (1), or visibility unknown, passes', () => {
    expect(isAlternativeOffered(candidate({ alternativeStatus: 2, alternativeVisibility: 1 }))).toBe(true)
    expect(isAlternativeOffered(candidate({ alternativeStatus: 2, alternativeVisibility: null }))).toBe(true)
  })

  it('lets the back end’s silence on status and visibility through (it hands out enabled products only)', () => {
    expect(isAlternativeOffered(candidate({ alternativeStatus: null, alternativeVisibility: null }))).toBe(true)
  })

  it('needs in-stock status and a quantity above 0', () => {
    expect(isAlternativeOffered(candidate({ alternativeInStock: false }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeQty: 0 }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeQty: -1 }))).toBe(false)
    expect(isAlternativeOffered(candidate({ alternativeQty: null }))).toBe(false)
  })
})

describe('SPEC §4 "Alternative info type", by capacity', () => {
  it('is 1 when the capacities are equal, whatever the price', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 12, pricePence: 900 }))).toBe(1)
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 12, pricePence: 2500 }))).toBe(1)
  })

  it('is 2 when the alternative holds less', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 10, pricePence: 900 }))).toBe(2)
  })

  it('is 3 when it holds more and costs more', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 20, pricePence: 2001 }))).toBe(3)
  })

  it('is 4 when it holds more for the same price or less', () => {
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 20, pricePence: 2000 }))).toBe(4)
    expect(alternativeInfoType(cartridge({ capacityMl: 12 }), cartridge({ capacityMl: 20, pricePence: 900 }))).toBe(4)
  })

  it('reads capacity before page yield when both sides have it', () => {
    // More pages but less ink: the capacity decides.
    expect(alternativeInfoType(cartridge({ capacityMl: 12, pages: 800 }), cartridge({ capacityMl: 10, pages: 900 }))).toBe(2)
  })

  it('falls back to the page yield where a side has no ml content (toner)', () => {
    expect(alternativeInfoType(cartridge({ pages: 2000 }), cartridge({ pages: 2600, pricePence: 900 }))).toBe(4)
    expect(alternativeInfoType(cartridge({ pages: 2000, capacityMl: 12 }), cartridge({ pages: 1500 }))).toBe(2)
    expect(alternativeInfoType(cartridge({ pages: 2000 }), cartridge({ pages: 2000, pricePence: 900 }))).toBe(1)
  })

  it('is null when neither capacity nor yield can be compared', () => {
    expect(alternativeInfoType(cartridge({ pages: null }), cartridge({ pages: 1500 }))).toBeNull()
    expect(alternativeInfoType(cartridge({ pages: null, capacityMl: 12 }), cartridge({ pages: 1500 }))).toBeNull()
  })
})

describe('SPEC §4 savings percent: the rounded-up drop in price per page', () => {
  it('keeps an exact drop exact: 30% is never 31% by float error', () => {
    expect(savingsPercent(cartridge({ pricePence: 1000, pages: 100 }), cartridge({ pricePence: 700, pages: 100 }))).toBe(30)
    expect(savingsPercent(cartridge({ pricePence: 1999, pages: 1000 }), cartridge({ pricePence: 1000, pages: 2000 }))).toBe(75)
    expect(savingsPercent(cartridge({ pricePence: 2999, pages: 1000 }), cartridge({ pricePence: 1500, pages: 1000 }))).toBe(50)
  })

  it('rounds any part of a percent up', () => {
    // 23.99 -> 13.49 for the same 700 pages: 43.77% less.
    expect(savingsPercent(cartridge({ pricePence: 2399, pages: 700 }), cartridge({ pricePence: 1349, pages: 700 }))).toBe(44)
    // 1 - 999 / 1000 = 0.1%
    expect(savingsPercent(cartridge({ pricePence: 1000, pages: 100 }), cartridge({ pricePence: 999, pages: 100 }))).toBe(1)
  })

  it('counts the extra pages of a bigger alternative: the same price for more pages is a saving', () => {
    // 2p a page against 1.538p: 23.08% less.
    expect(savingsPercent(cartridge({ pricePence: 2000, pages: 1000 }), cartridge({ pricePence: 2000, pages: 1300 }))).toBe(24)
  })

  it('is null when the alternative costs as much per page or more', () => {
    expect(savingsPercent(cartridge(), cartridge())).toBeNull()
    expect(savingsPercent(cartridge({ pricePence: 2000, pages: 1000 }), cartridge({ pricePence: 2500, pages: 1100 }))).toBeNull()
  })

  it('is null when it cannot be worked out: a yield unknown or 0, or no price for the original', () => {
    expect(savingsPercent(cartridge({ pages: null }), cartridge({ pricePence: 1000 }))).toBeNull()
    expect(savingsPercent(cartridge(), cartridge({ pages: null }))).toBeNull()
    expect(savingsPercent(cartridge({ pages: 0 }), cartridge({ pricePence: 500 }))).toBeNull()
    expect(savingsPercent(cartridge({ pricePence: 0 }), cartridge({ pricePence: 0 }))).toBeNull()
  })
})

describe('capacityInMl', () => {
  it('reads the first ml amount of the capacity list', () => {
    expect(capacityInMl(['10.77ml'])).toBe(10.77)
    expect(capacityInMl([null, '24 ml', '12ml'])).toBe(24)
  })

  it('is null without one', () => {
    expect(capacityInMl(null)).toBeNull()
    expect(capacityInMl([])).toBeNull()
    expect(capacityInMl(['2 x 12ml'])).toBeNull()
  })
})
