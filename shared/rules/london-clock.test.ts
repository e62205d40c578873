import { describe, expect, it } from 'vitest'
import { addDays, isWeekend, londonDate, londonDateOf, londonInstant } from './london-clock'

const at = (iso: string) => Date.parse(iso)

describe('London wall-clock time across the clock changes', () => {
  it('reads 15:00 London as 15:00Z in winter (GMT) and 14:00Z in summer (BST)', () => {
    expect(londonInstant('2026-03-27', 15, 0)).toBe(at('2026-03-27T15:00:00Z'))
    expect(londonInstant('2026-03-30', 15, 0)).toBe(at('2026-03-30T14:00:00Z'))
    expect(londonInstant('2026-10-23', 15, 0)).toBe(at('2026-10-23T14:00:00Z'))
    expect(londonInstant('2026-10-26', 15, 0)).toBe(at('2026-10-26T15:00:00Z'))
  })

  it('finds midnight on the days of the changes and after them', () => {
    expect(londonInstant('2026-03-29', 0, 0)).toBe(at('2026-03-29T00:00:00Z'))
    expect(londonInstant('2026-03-30', 0, 0)).toBe(at('2026-03-29T23:00:00Z'))
    expect(londonInstant('2026-10-25', 0, 0)).toBe(at('2026-10-24T23:00:00Z'))
    expect(londonInstant('2026-10-26', 0, 0)).toBe(at('2026-10-26T00:00:00Z'))
  })

  it('reads a time the spring change skips an hour later, and a repeated autumn time as the GMT one', () => {
    expect(londonInstant('2026-03-29', 1, 30)).toBe(at('2026-03-29T01:30:00Z'))
    expect(londonInstant('2026-10-25', 1, 30)).toBe(at('2026-10-25T01:30:00Z'))
  })

  it('gives the London date, which runs an hour ahead of UTC in summer', () => {
    expect(londonDate(at('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    expect(londonDate(at('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
    expect(londonDate(at('2026-03-29T00:59:59.999Z'))).toBe('2026-03-29')
  })

  it("dates Magento's UTC timestamps by London's calendar", () => {
    expect(londonDateOf('2026-06-30 23:30:00')).toBe('2026-07-01')
    expect(londonDateOf('2026-12-31 23:30:00')).toBe('2026-12-31')
    expect(londonDateOf('2026-06-30T23:30:00Z')).toBe('2026-07-01')
    expect(londonDateOf('2026-06-30T23:30:00+02:00')).toBe('2026-06-30')
    expect(londonDateOf('2026-06-30')).toBe('2026-06-30')
    expect(londonDateOf('not a date')).toBe('not a date')
  })
})

describe('calendar days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
  })

  it('knows Saturdays and Sundays', () => {
    expect(isWeekend('2026-11-28')).toBe(true)
    expect(isWeekend('2026-11-29')).toBe(true)
    expect(isWeekend('2026-11-27')).toBe(false)
    expect(isWeekend('2026-11-30')).toBe(false)
  })
})
