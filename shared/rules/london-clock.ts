/**
 * @module
 * The shop's clock: London wall-clock dates and times of instants and back, across the clock
 * changes (GMT in winter, BST in summer), and arithmetic on `YYYY-MM-DD` calendar days. Dispatch
 * cut-offs, holidays and promotion dates are all written in London time.
 */

/** The shop's time zone (a UK shop; Magento's store time zone). */
export const SHOP_TIME_ZONE = 'Europe/London'

const DAY_MS = 86_400_000

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallClock(instant: number): WallClock {
  const parts: Record<string, number> = {}
  for (const part of wallClockFormat.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! }
}

/** How far London's clock is ahead of UTC at `instant`, in ms (0 or 3,600,000). */
function offsetAt(instant: number): number {
  const clock = wallClock(instant)
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000)
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - wholeSecond
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/**
 * London's calendar date at `instant`.
 * @example londonDate(Date.parse('2026-06-30T23:30:00Z')) // '2026-07-01' (BST)
 */
export function londonDate(instant: number): string {
  const clock = wallClock(instant)
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`
}

/**
 * London's calendar date of a Magento timestamp: `YYYY-MM-DD HH:MM:SS` in UTC (as Magento answers
 * `order_date` and a review's `created_at`) or ISO 8601. An order placed at 00:30 on a summer night
 * is dated that day, not the day before. A value that is not a timestamp keeps its first ten
 * characters, so a plain date passes through.
 * @example londonDateOf('2026-06-30 23:30:00') // '2026-07-01'
 */
export function londonDateOf(timestamp: string): string {
  const utc = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(timestamp) ? `${timestamp.replace(' ', 'T')}Z` : timestamp
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(utc) ? Date.parse(utc) : Number.NaN
  return Number.isFinite(instant) ? londonDate(instant) : timestamp.slice(0, 10)
}

/**
 * The instant London's clock shows `hour:minute:second` on `date` (`YYYY-MM-DD`). A time the
 * spring change skips (01:30 on its day) is read an hour later; one the autumn change repeats is
 * read as the later, GMT one.
 * @example londonInstant('2026-07-01', 15, 0) === Date.parse('2026-07-01T14:00:00Z') // BST
 */
export function londonInstant(date: string, hour: number, minute: number, second = 0): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second)
  // Two rounds: the offset at the first guess may be the other side of a clock change.
  const guess = asUtc - offsetAt(asUtc)
  return asUtc - offsetAt(guess)
}

/**
 * The calendar day `days` after `date` (before, when negative).
 * @example addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Whether `date` (`YYYY-MM-DD`) is a Saturday or a Sunday.
 * @example isWeekend('2026-11-28') // true
 */
export function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6
}
