import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../constants/stores'
import { formatCalendarDate, formatDateWithYear } from './format-calendar-date'

describe('formatCalendarDate: the year only when it is not this year', () => {
  it.each([
    // [situation, date, London today, en_GB, de_DE]
    ['later this year', '2026-12-29', '2026-11-27', 'Tuesday 29 December', 'Dienstag, 29. Dezember'],
    ['today itself', '2026-11-27', '2026-11-27', 'Friday 27 November', 'Freitag, 27. November'],
    ['earlier this year', '2026-08-28', '2026-11-27', 'Friday 28 August', 'Freitag, 28. August'],
    ['a later year', '2027-12-31', '2026-11-27', 'Friday 31 December 2027', 'Freitag, 31. Dezember 2027'],
    ['next year, seen on New Year’s Eve', '2027-01-04', '2026-12-31', 'Monday 4 January 2027', 'Montag, 4. Januar 2027'],
    ['an earlier year', '2025-08-29', '2026-01-02', 'Friday 29 August 2025', 'Freitag, 29. August 2025'],
    ['last day of the year, seen on its first', '2026-12-31', '2026-01-01', 'Thursday 31 December', 'Donnerstag, 31. Dezember'],
  ])('%s', (_situation, date, today, english, german) => {
    expect(formatCalendarDate(date, DEFAULT_STORE, today)).toBe(english)
    expect(formatCalendarDate(date, GERMAN_STORE, today)).toBe(german)
  })

  it('writes the year when today is not known', () => {
    expect(formatCalendarDate('2026-12-29', DEFAULT_STORE, null)).toBe('Tuesday 29 December 2026')
    expect(formatCalendarDate('2026-12-29', GERMAN_STORE, null)).toBe('Dienstag, 29. Dezember 2026')
  })

  it('writes single-digit days without a leading zero', () => {
    expect(formatCalendarDate('2027-01-04', { htmlLang: 'en-GB' }, '2027-01-01')).toBe('Monday 4 January')
  })
})

describe('formatDateWithYear', () => {
  it('writes a past date with its year, the store’s way', () => {
    expect(formatDateWithYear('2026-03-03', DEFAULT_STORE)).toBe('3 March 2026')
    expect(formatDateWithYear('2026-03-03', GERMAN_STORE)).toBe('3. März 2026')
  })
})
