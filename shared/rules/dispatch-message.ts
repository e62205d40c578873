/**
 * @module
 * The product page's delivery message (SPEC §4 "Delivery message", §3 "Shipment config" and the
 * product's `delivery_cut_off`): when an order placed now is dispatched, and which wording says so.
 * No text here: the page words the result with the message catalogue.
 *
 * How SPEC §4 is read (times and dates are London's wall clock, GMT or BST):
 * - A working day is a weekday that is not one of the config's holidays.
 * - Christmas mode (`christmas_enabled` and `show_christmas_delivery`, with a valid
 *   `delivery_date_after_christmas` that is today or later): dispatch is that date, whatever the
 *   day. `{ kind: 'christmas', date }`.
 * - Today is a working day and the cut-off has not passed: dispatch today, and the cut-off is what
 *   the shopper must beat. This is SPEC's "when you order before {time}": "Order before 16:00 for
 *   dispatch today". `{ kind: 'today', date, cutOff }`.
 * - Otherwise dispatch is the next working day after today. When today is a working day (past its
 *   cut-off) and that is tomorrow: "Order now for dispatch tomorrow", `{ kind: 'tomorrow', date }`.
 *   When today is not a working day, or tomorrow is not one either (a Friday evening, the eve of a
 *   bank holiday): "Order now for dispatch on Monday 30 November", `{ kind: 'on', date }`.
 *   SPEC's literal "before {time} when past cut-off or tomorrow is a holiday" cannot hold past the
 *   cut-off (today's time is gone), so the cut-off is shown only while it can still be beaten.
 * - The product's own cut-off replaces the store's when it is a valid time. With no valid cut-off
 *   at all nothing is promised for today: dispatch is the next working day (never over-promise).
 * - Malformed values (a bad time, a bad holiday, a bad Christmas date) are ignored, never thrown.
 *
 * `changesAt` is the next moment the answer can change: today's cut-off while it is ahead, else
 * the next London midnight. The page bounds its cache lifetime with `secondsUntil`.
 */
import { isCalendarDate, type ChristmasDelivery } from './delivery-promise'
import { addDays, isWeekend, londonDate, londonInstant } from './london-clock'

/** The shipment config's dispatch rules (SPEC §3), as plain values. */
export type ShipmentRules = ChristmasDelivery & {
  /** The store's cut-off, London time `HH:MM`. */
  cutOffTime: string | null
  /** Days without dispatch, `YYYY-MM-DD` (bank holidays, closures). */
  holidays: readonly (string | null)[]
}

/** When an order placed now is dispatched, which wording says so, and when that can change (epoch ms). */
export type DispatchMessage =
  /** "Order before {cutOff} for dispatch today". */
  | { kind: 'today'; date: string; cutOff: string; changesAt: number }
  /** "Order now for dispatch tomorrow". */
  | { kind: 'tomorrow'; date: string; changesAt: number }
  /** "Order now for dispatch on {date}". */
  | { kind: 'on'; date: string; changesAt: number }
  /** Christmas mode: dispatch on `delivery_date_after_christmas`. */
  | { kind: 'christmas'; date: string; changesAt: number }

const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/

type ClockTime = { hour: number; minute: number; second: number; text: string }

/** `H:MM`, `HH:MM` or `HH:MM:SS` as a time of day, or null. */
function clockTime(value: string | null | undefined): ClockTime | null {
  const match = value ? CLOCK_TIME.exec(value.trim()) : null
  if (!match) return null
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)]
  return { hour, minute, second, text: `${String(hour).padStart(2, '0')}:${match[2]}` }
}

/**
 * When an order placed at `now` (epoch ms) is dispatched, and in which words (see the module).
 * @example dispatchMessage({ cutOffTime: '16:00', holidays: [], christmasEnabled: false, showChristmasDelivery: false, deliveryDateAfterChristmas: null }, null, Date.parse('2026-11-27T17:00:00Z'))
 * // { kind: 'on', date: '2026-11-30', changesAt: Date.parse('2026-11-28T00:00:00Z') } (a Friday after cut-off)
 */
export function dispatchMessage(shipment: ShipmentRules, deliveryCutOff: string | null, now: number): DispatchMessage {
  const today = londonDate(now)
  const nextMidnight = londonInstant(addDays(today, 1), 0, 0)
  const christmasDate = shipment.deliveryDateAfterChristmas?.trim()
  if (shipment.christmasEnabled && shipment.showChristmasDelivery && christmasDate && isCalendarDate(christmasDate) && christmasDate >= today) {
    return { kind: 'christmas', date: christmasDate, changesAt: nextMidnight }
  }
  const holidays = new Set(shipment.holidays.flatMap((day) => (day && isCalendarDate(day.trim()) ? [day.trim()] : [])))
  const isWorkingDay = (date: string) => !isWeekend(date) && !holidays.has(date)
  const cutOff = clockTime(deliveryCutOff) ?? clockTime(shipment.cutOffTime)
  if (isWorkingDay(today) && cutOff) {
    const cutOffAt = londonInstant(today, cutOff.hour, cutOff.minute, cutOff.second)
    if (now < cutOffAt) return { kind: 'today', date: today, cutOff: cutOff.text, changesAt: cutOffAt }
  }
  let date = addDays(today, 1)
  // Ends: every day that is not a weekend day has to be one of the finite holidays.
  while (!isWorkingDay(date)) date = addDays(date, 1)
  const kind = isWorkingDay(today) && date === addDays(today, 1) ? 'tomorrow' : 'on'
  return { kind, date, changesAt: nextMidnight }
}

/**
 * Whole seconds from `now` until `changesAt`, at most `cap` and never below 0: a cache lifetime
 * that ends no later than the change.
 * @example secondsUntil(Date.parse('2026-11-27T16:00:00Z'), Date.parse('2026-11-27T15:58:00.500Z'), 300) // 119
 */
export function secondsUntil(changesAt: number, now: number, cap: number): number {
  const seconds = Math.floor((changesAt - now) / 1000)
  return Number.isFinite(seconds) ? Math.max(0, Math.min(cap, seconds)) : 0
}
