import { describe, expect, it } from 'vitest'
import { gtinProperty } from './gtin'

describe('gtinProperty', () => {
  it('names the property by the length: EAN-8, UPC-A, EAN-13 and ITF-14', () => {
    expect(gtinProperty('96385074')).toEqual({ property: 'gtin8', value: '96385074' })
    expect(gtinProperty('036000291452')).toEqual({ property: 'gtin12', value: '036000291452' })
    expect(gtinProperty('4006381333931')).toEqual({ property: 'gtin13', value: '4006381333931' })
    expect(gtinProperty('10012345678902')).toEqual({ property: 'gtin14', value: '10012345678902' })
  })

  it('ignores the blanks around a code', () => {
    expect(gtinProperty(' 4006381333931\n')).toEqual({ property: 'gtin13', value: '4006381333931' })
  })

  it('refuses a wrong check digit', () => {
    expect(gtinProperty('4006381333932')).toBeNull()
    expect(gtinProperty('96385075')).toBeNull()
  })

  it('refuses other lengths, letters, separators and signs', () => {
    expect(gtinProperty('')).toBeNull()
    expect(gtinProperty('1234567')).toBeNull()
    expect(gtinProperty('40063813339310')).toBeNull()
    expect(gtinProperty('400638133393A')).toBeNull()
    expect(gtinProperty('4006-381333931')).toBeNull()
    expect(gtinProperty('+96385074')).toBeNull()
    expect(gtinProperty('9638507.4')).toBeNull()
  })

  it('refuses a code of zeros, whose check digit happens to fit', () => {
    expect(gtinProperty('0000000000000')).toBeNull()
    expect(gtinProperty('00000000')).toBeNull()
  })
})
