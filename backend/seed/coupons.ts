import type { CouponRow } from './rows'

/** Coupon codes a shopper can try: current ones, one not yet valid, one expired and one switched off. */
export function coupons(): CouponRow[] {
  return [
    { code: 'SAVE10', label: '10% off your order', percent_off: 10, from_date: '2026-01-01', to_date: '2027-12-31' },
    { code: 'SCHOOLS15', label: 'Schools and local authorities: 15% off', percent_off: 15, from_date: '2026-01-01', to_date: '2027-12-31' },
    { code: 'NEWYEAR2028', label: 'New year offer', percent_off: 20, from_date: '2028-01-01', to_date: '2028-01-31' },
    { code: 'SUMMER25', label: 'Summer sale', percent_off: 25, from_date: '2025-06-01', to_date: '2025-08-31' },
    { code: 'OLDCODE', label: 'Retired code', percent_off: 5, is_active: 0 },
  ]
}
