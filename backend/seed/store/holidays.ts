/**
 * @module
 * Bank holidays in England and Wales (no dispatch on these days, SPEC §4 "Delivery message") for
 * the seeding day's year and the next, by the standing rules: New Year's Day, Good Friday, Easter
 * Monday, the first and last Mondays of May, the last Monday of August, Christmas Day and Boxing
 * Day. A holiday that falls at a weekend has a substitute weekday. One-off holidays proclaimed for
 * a single year (a coronation, a jubilee) are not in the rules and so not here.
 */
import type { HolidayRow } from '../common/rows'
import { addDays } from '../common/seed-calendar'

/** Day of the week of `iso`, 0 for Sunday. */
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()
const isWeekend = (iso: string) => weekday(iso) === 0 || weekday(iso) === 6
const pad = (n: number) => String(n).padStart(2, '0')

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${pad(month)}-${pad(day)}`
}

/** The first Monday on or after `iso`. */
const mondayFrom = (iso: string) => addDays(iso, (8 - weekday(iso)) % 7)

/** The last Monday of a month. */
function lastMonday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  return addDays(last, -((weekday(last) + 6) % 7))
}

/** One year's bank holidays in England and Wales, in date order. */
export function bankHolidays(year: number): HolidayRow[] {
  const easter = easterSunday(year)
  const newYear = `${year}-01-01`
  const rows: HolidayRow[] = [
    isWeekend(newYear) ? { date: mondayFrom(newYear), name: "New Year's Day (substitute day)" } : { date: newYear, name: "New Year's Day" },
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: mondayFrom(`${year}-05-01`), name: 'Early May bank holiday' },
    { date: lastMonday(year, 5), name: 'Spring bank holiday' },
    { date: lastMonday(year, 8), name: 'Summer bank holiday' },
  ]
  // Christmas first, then Boxing Day, each on the next weekday neither already takes.
  const taken = new Set<string>()
  for (const [date, name] of [
    [`${year}-12-25`, 'Christmas Day'],
    [`${year}-12-26`, 'Boxing Day'],
  ] as const) {
    let day: string = date
    while (isWeekend(day) || taken.has(day)) day = addDays(day, 1)
    taken.add(day)
    rows.push({ date: day, name: day === date ? name : `${name} (substitute day)` })
  }
  return rows
}

/** The bank holidays of the year of `today` and of the next (`YYYY-MM-DD`). */
export const holidays = (today: string): HolidayRow[] => {
  const year = Number(today.slice(0, 4))
  return [...bankHolidays(year), ...bankHolidays(year + 1)]
}
