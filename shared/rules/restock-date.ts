/**
 * @module
 * The date an out-of-stock product is expected back (SPEC §3 Stock: `stock_show_in`, the seed's
 * `due_in_date`), as the page may show it. A date already gone promises nothing a shopper can
 * trust ("Expected back in stock on Friday 28 August" read in November), so it is not shown.
 */
import { isCalendarDate } from './delivery-promise'

/**
 * The restock date to show, or null when there is none, it is not a calendar date, or it is before
 * `today` (London's date of the request, `YYYY-MM-DD`). Today itself is still shown: the day has
 * not gone. A Magento datetime (`YYYY-MM-DD HH:MM:SS`) counts by its date.
 * @example restockDateToShow('2026-08-28', '2026-11-27') // null
 * @example restockDateToShow('2026-12-04 00:00:00', '2026-11-27') // '2026-12-04'
 */
export function restockDateToShow(dueIn: string | null | undefined, today: string): string | null {
  const date = dueIn?.trim().slice(0, 10)
  if (!date || !isCalendarDate(date)) return null
  return date >= today ? date : null
}
