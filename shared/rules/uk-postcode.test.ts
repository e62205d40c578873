import { describe, expect, it } from 'vitest'
import { normaliseUkPostcode } from './uk-postcode'

describe('normaliseUkPostcode', () => {
  it('accepts any case and spacing and gives one space before the inward code', () => {
    expect(normaliseUkPostcode('sw1a1aa')).toBe('SW1A 1AA')
    expect(normaliseUkPostcode('  Ec1A   1bB ')).toBe('EC1A 1BB')
    expect(normaliseUkPostcode('m1 1ae')).toBe('M1 1AE')
    expect(normaliseUkPostcode('B338TH')).toBe('B33 8TH')
  })

  it('refuses what cannot be a UK postcode', () => {
    expect(normaliseUkPostcode('')).toBeNull()
    expect(normaliseUkPostcode('12345')).toBeNull()
    expect(normaliseUkPostcode('SW1A 1A')).toBeNull()
    expect(normaliseUkPostcode('SW1A 1AA X')).toBeNull()
  })
})
