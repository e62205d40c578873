/**
 * @module
 * The product page's delivery message (SPEC §4 "Delivery message", §3 "Shipment config" and the
 * product's `delivery_cut_off`): when an order placed now is dispatched, and which wording says so.
 * No text here: the page words the result with the message catalogue.
 *
 * How SPEC §4 is read (times and dates are London's wall clock, GMT or BST):
 * - A working day is a weekday that is not one of the config's holidays; weekends count as holidays.
 * - An order is taken in on the day it is placed when that is a working day and its cut-off has not
 *   passed; otherwise ("past cut-off or on a holiday the next day is used") on the next working day.
 *   It is dispatched on the working day after the day it is taken in ("the dispatch date moves
 *   forward skipping holidays"). This is the one reading under which all three of SPEC's texts are
 *   true: "Order now for dispatch tomorrow" on an ordinary working day before the cut-off.
 * - Christmas mode (`christmas_enabled` and `show_christmas_delivery`, with a valid
 *   `delivery_date_after_christmas` that is today or later): dispatch is that date, whatever the
 *   day. `{ kind: 'christmas', date }`.
 * - Today is not a working day: "Order now for dispatch on {date}", `{ kind: 'on', date }`.
 * - Today is a working day but its cut-off has passed, or tomorrow is not a working day (a Friday,
 *   the eve of a bank holiday): SPEC's "when you order before {time}". Its whole sentence is
 *   "Order now for dispatch on {date} when you order before {time}" (`{ kind: 'before', date,
 *   cutOff }`): the date alone would hide that it holds only until the next cut-off, and "tomorrow"
 *   would be untrue. Past the cut-off the time is the next working day's cut-off, which is when
 *   the date moves on again, so the sentence stays true all evening and over the weekend.
 * - Otherwise (a working day before its cut-off, tomorrow a working day): "Order now for dispatch
 *   tomorrow", `{ kind: 'tomorrow', date }`.
 * - The product's own cut-off replaces the store's when it is a valid time. With no valid cut-off
 *   at all nothing is taken in today (never over-promise) and no time can be named: `on`.
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
  /** "Order now for dispatch on {date} when you order before {cutOff}". */
  | { kind: 'before'; date: string; cutOff: string; changesAt: number }
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
 * // { kind: 'before', date: '2026-12-01', cutOff: '16:00', changesAt: Date.parse('2026-11-28T00:00:00Z') } (a Friday after cut-off)
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
  const nextWorkingDay = (after: string) => {
    let date = addDays(after, 1)
    // Ends: every day that is not a weekend day has to be one of the finite holidays.
    while (!isWorkingDay(date)) date = addDays(date, 1)
    return date
  }
  const cutOff = clockTime(deliveryCutOff) ?? clockTime(shipment.cutOffTime)
  const cutOffAt = cutOff ? londonInstant(today, cutOff.hour, cutOff.minute, cutOff.second) : null
  const takenInToday = isWorkingDay(today) && cutOffAt !== null && now < cutOffAt
  const date = nextWorkingDay(takenInToday ? today : nextWorkingDay(today))
  const changesAt = takenInToday && cutOffAt !== null ? cutOffAt : nextMidnight
  if (!isWorkingDay(today) || !cutOff) return { kind: 'on', date, changesAt }
  if (!takenInToday || !isWorkingDay(addDays(today, 1))) return { kind: 'before', date, cutOff: cutOff.text, changesAt }
  return { kind: 'tomorrow', date, changesAt }
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
