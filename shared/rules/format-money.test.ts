import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../constants/stores'
import { formatMoney } from './format-money'

describe('formatMoney', () => {
  it('shows pounds to two decimals in the default store', () => {
    expect(formatMoney(3000, DEFAULT_STORE)).toBe('£30.00')
    expect(formatMoney(1, DEFAULT_STORE)).toBe('£0.01')
    expect(formatMoney(123456, DEFAULT_STORE)).toBe('£1,234.56')
  })

  it('shows euros the German way in the German store', () => {
    expect(formatMoney(123456, GERMAN_STORE).replace(/\s/g, ' ')).toBe('1.234,56 €')
  })

  it('drops zero pence only when asked and only when they are zero', () => {
    expect(formatMoney(3000, DEFAULT_STORE, { dropZeroPence: true })).toBe('£30')
    expect(formatMoney(3050, DEFAULT_STORE, { dropZeroPence: true })).toBe('£30.50')
  })

  it('refuses fractions of a penny', () => {
    expect(() => formatMoney(10.5, DEFAULT_STORE)).toThrow(TypeError)
  })
})
