import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../constants/stores'
import { formatCalendarDate, formatDateWithYear } from './format-calendar-date'

describe('formatCalendarDate', () => {
  it('writes the day in the store language with its weekday', () => {
    expect(formatCalendarDate('2026-12-29', DEFAULT_STORE)).toBe('Tuesday 29 December')
    expect(formatCalendarDate('2026-12-29', GERMAN_STORE)).toBe('Dienstag, 29. Dezember')
  })

  it('writes single-digit days without a leading zero', () => {
    expect(formatCalendarDate('2027-01-04', { htmlLang: 'en-GB' })).toBe('Monday 4 January')
  })
})

describe('formatDateWithYear', () => {
  it('writes a past date with its year, the store’s way', () => {
    expect(formatDateWithYear('2026-03-03', DEFAULT_STORE)).toBe('3 March 2026')
    expect(formatDateWithYear('2026-03-03', GERMAN_STORE)).toBe('3. März 2026')
  })
})
