import type { CouponRow } from '../common/rows'
import { shiftYears } from '../common/seed-calendar'

/**
 * Coupon codes a shopper can try: current ones, one not yet valid, one expired and one switched
 * off. The dates are written for `SEED_BASE_YEAR` and move by `years` to the seeding day's year, so
 * each keeps its part whenever the shop is seeded (the codes' names stay as they are).
 */
export function coupons(years = 0): CouponRow[] {
  const move = (date: string) => shiftYears(date, years)
  const rows: CouponRow[] = [
    { code: 'SAVE10', label: '10% off your order', percent_off: 10, from_date: '2026-01-01', to_date: '2027-12-31' },
    { code: 'SCHOOLS15', label: 'Schools and local authorities: 15% off', percent_off: 15, from_date: '2026-01-01', to_date: '2027-12-31' },
    { code: 'NEWYEAR2028', label: 'New year offer', percent_off: 20, from_date: '2028-01-01', to_date: '2028-01-31' },
    { code: 'SUMMER25', label: 'Summer sale', percent_off: 25, from_date: '2025-06-01', to_date: '2025-08-31' },
    { code: 'OLDCODE', label: 'Retired code', percent_off: 5, is_active: 0 },
  ]
  return rows.map((row) => ({ ...row, from_date: row.from_date ? move(row.from_date) : row.from_date, to_date: row.to_date ? move(row.to_date) : row.to_date }))
}
