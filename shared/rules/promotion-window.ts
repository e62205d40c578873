/**
 * @module
 * Whether a dated promotion (cashback, trade-in, warranty extension; SPEC §3 Promotions) is on
 * now. SPEC §5: "A date counts as valid when later than yesterday; when a second date is given it
 * must be earlier than now (used for promotion windows)".
 *
 * How that is read: dates arrive as Magento writes them, `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS`, in
 * store time (London).
 * - The end date is valid when its day is later than yesterday, that is today or later in London:
 *   the promotion runs through the whole of its end day. Its time is not looked at (Magento writes
 *   date-only values as `… 00:00:00`). A missing or unreadable end date: not shown.
 * - The start, when given, must be earlier than now: its day's London midnight, or the London
 *   time it names. A missing (or blank) start: on as soon as the end allows, as SPEC makes the second
 *   date optional. An unreadable start: not shown, as it may be in the future.
 */
import { isCalendarDate } from './delivery-promise'
import { londonDate, londonInstant } from './london-clock'

/** A promotion's `start_date` and `end_date`, as the back end gives them. */
export type PromotionWindow = { startDate: string | null; endDate: string | null }

const MAGENTO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/

type StoreDateTime = { date: string; hour: number; minute: number; second: number }

/** A Magento date or date-time, or null when it is not one. */
function storeDateTime(value: string): StoreDateTime | null {
  const match = MAGENTO_DATE.exec(value.trim())
  if (!match || !isCalendarDate(match[1]!)) return null
  return { date: match[1]!, hour: Number(match[2] ?? 0), minute: Number(match[3] ?? 0), second: Number(match[4] ?? 0) }
}

/**
 * Whether the promotion is on at `now` (epoch ms), per SPEC §5 (see the module for the reading).
 * @example isPromotionActive({ startDate: '2026-01-01', endDate: '2026-06-30 00:00:00' }, Date.parse('2026-06-30T20:00:00Z')) // true
 */
export function isPromotionActive(window: PromotionWindow, now: number): boolean {
  const end = window.endDate ? storeDateTime(window.endDate) : null
  if (!end || end.date < londonDate(now)) return false
  if (!window.startDate?.trim()) return true
  const start = storeDateTime(window.startDate)
  return start !== null && londonInstant(start.date, start.hour, start.minute, start.second) < now
}
