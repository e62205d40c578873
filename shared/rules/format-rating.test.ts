import { describe, expect, it } from 'vitest'
import { formatRating, ratingOutOfFive } from './format-rating'

const en = { htmlLang: 'en-GB' }
const de = { htmlLang: 'de-DE' }

describe('ratings (SPEC §9: shown to 2 decimals)', () => {
  it('turns Magento\'s percentage into a rating out of 5, to the hundredth', () => {
    expect(ratingOutOfFive(83)).toBe(4.15)
    expect(ratingOutOfFive(100)).toBe(5)
    expect(ratingOutOfFive(0)).toBe(0)
    expect(ratingOutOfFive(87.3)).toBe(4.37)
  })

  it('holds nonsense to the scale', () => {
    expect(ratingOutOfFive(140)).toBe(5)
    expect(ratingOutOfFive(-3)).toBe(0)
    expect(ratingOutOfFive(Number.NaN)).toBe(0)
  })

  it('always writes two decimals, the store\'s way', () => {
    expect(formatRating(4, en)).toBe('4.00')
    expect(formatRating(4.1, en)).toBe('4.10')
    expect(formatRating(4.15, en)).toBe('4.15')
    expect(formatRating(4.15, de)).toBe('4,15')
  })
})
