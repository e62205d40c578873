import { describe, expect, it } from 'vitest'
import { meetsPasswordRule } from './password-rule'

describe('the password rule (SPEC §5)', () => {
  it('takes 8 characters or more with a letter and a number or a special character', () => {
    expect(meetsPasswordRule('printer42')).toBe(true)
    expect(meetsPasswordRule('toner-ink')).toBe(true)
    expect(meetsPasswordRule('Drucker€€')).toBe(true)
  })

  it('refuses shorter passwords, letters alone and numbers alone', () => {
    expect(meetsPasswordRule('ink42')).toBe(false)
    expect(meetsPasswordRule('Cartridges')).toBe(false)
    expect(meetsPasswordRule('123456789')).toBe(false)
    expect(meetsPasswordRule('')).toBe(false)
  })
})
