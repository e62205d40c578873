/**
 * @module
 * The seed's calendar: the day the catalogue is seeded, and how its forward-looking dates follow
 * that day so the shop never looks stale (a restock date a few days ahead, promotions, special
 * prices and coupons running now, next Christmas's dispatch date). Only dates move: every random
 * draw is the same whatever the day, so the catalogue's products, prices and texts do not change.
 *
 * The fixed windows in the seed are written for `SEED_BASE_YEAR` and move by whole years to the
 * seeding day's year ("1 January this year to 31 December next year"), so the texts that quote
 * them stay plain dates.
 */

/** The year the seed's fixed promotion, special price and coupon dates are written for. */
export const SEED_BASE_YEAR = 2026

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })

/**
 * London's date (`YYYY-MM-DD`) at `instant`: the shop's day (the store's time zone).
 * @example seedDay(Date.parse('2026-06-30T23:30:00Z')) // '2026-07-01'
 */
export function seedDay(instant: number): string {
  return londonDay.format(instant)
}

/**
 * `iso` (a date, or a timestamp that starts with one) moved by whole `years`; 29 February becomes
 * 28 February in a year without it.
 * @example shiftYears('2027-12-31', 2) // '2029-12-31'
 */
export function shiftYears(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) + years
  let monthDay = iso.slice(4, 10)
  if (monthDay === '-02-29' && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) monthDay = '-02-28'
  return `${String(year).padStart(4, '0')}${monthDay}${iso.slice(10)}`
}

/** Whole years from `SEED_BASE_YEAR` to the year of `today`. */
export function yearsSinceBase(today: string): number {
  return Number(today.slice(0, 4)) - SEED_BASE_YEAR
}

/**
 * The calendar day `days` after `iso` (`YYYY-MM-DD`).
 * @example addDays('2026-12-30', 3) // '2027-01-02'
 */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
