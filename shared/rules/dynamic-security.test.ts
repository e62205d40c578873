import { describe, expect, it } from 'vitest'
import { DYNAMIC_SECURITY_BRAND_OPTION_ID, showsDynamicSecurity, type DynamicSecurityFacts } from './dynamic-security'

const hpPrinter = (overrides: Partial<DynamicSecurityFacts> = {}): DynamicSecurityFacts => ({ isPrinter: true, brandId: DYNAMIC_SECURITY_BRAND_OPTION_ID, flagged: true, ...overrides })

describe('the dynamic security tab (SPEC §2)', () => {
  it('is for an HP printer with the flag', () => {
    expect(DYNAMIC_SECURITY_BRAND_OPTION_ID).toBe(1831)
    expect(showsDynamicSecurity(hpPrinter())).toBe(true)
  })

  it('is not for an HP printer without the flag', () => {
    expect(showsDynamicSecurity(hpPrinter({ flagged: false }))).toBe(false)
    expect(showsDynamicSecurity(hpPrinter({ flagged: null }))).toBe(false)
  })

  it('is not for another manufacturer, even flagged', () => {
    expect(showsDynamicSecurity(hpPrinter({ brandId: 1853 }))).toBe(false)
    expect(showsDynamicSecurity(hpPrinter({ brandId: null }))).toBe(false)
  })

  it('is not for a cartridge, even HP\'s and flagged', () => {
    expect(showsDynamicSecurity(hpPrinter({ isPrinter: false }))).toBe(false)
  })
})
