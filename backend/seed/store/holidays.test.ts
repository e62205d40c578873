import { describe, expect, it } from 'vitest'
import { bankHolidays, easterSunday, holidays } from './holidays'

describe('England and Wales bank holidays by the standing rules', () => {
  it.each([
    // The published lists (substitute days included).
    [2025, ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26']],
    [2026, ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28']],
    [2027, ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28']],
    [2028, ['2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26']],
    [2032, ['2032-01-01', '2032-03-26', '2032-03-29', '2032-05-03', '2032-05-31', '2032-08-30', '2032-12-27', '2032-12-28']],
  ])('%i', (year, dates) => {
    expect(bankHolidays(year).map((row) => row.date)).toEqual(dates)
  })

  it('names substitute days', () => {
    expect(bankHolidays(2027).slice(-2)).toEqual([
      { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
    ])
    expect(bankHolidays(2028)[0]).toEqual({ date: '2028-01-03', name: "New Year's Day (substitute day)" })
  })

  it('computes Easter Sunday', () => {
    expect(['2024', '2025', '2026', '2038'].map((year) => easterSunday(Number(year)))).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2038-04-25'])
  })

  it('seeds the year of the seeding day and the next', () => {
    const rows = holidays('2026-11-27')
    expect(rows).toHaveLength(16)
    expect(rows[0]!.date).toBe('2026-01-01')
    expect(rows.at(-1)!.date).toBe('2027-12-28')
  })
})
