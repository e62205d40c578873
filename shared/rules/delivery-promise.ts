/**
 * @module
 * Which delivery message the selling strip shows (SPEC §2 Shell "Under the header a selling strip:
 * free next-day delivery on orders over £30 (or a Christmas message, or text supplied by a content
 * block)").
 */

/** The Christmas switches of the shipment config (SPEC §3 "Shipment config"). */
export type ChristmasDelivery = {
  christmasEnabled: boolean
  showChristmasDelivery: boolean
  /** `YYYY-MM-DD`: the first delivery day after the Christmas break. */
  deliveryDateAfterChristmas: string | null
}

export type DeliveryPromise =
  | { kind: 'notice'; text: string }
  | { kind: 'christmas'; resumeDate: string }
  | { kind: 'freeDelivery' }

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/**
 * The strip's delivery message. Precedence: the `delivery_replacement_header` block when marketing
 * enabled one (it is the most deliberate choice), then the Christmas message when both Christmas
 * switches are on and the date deliveries resume is known, otherwise the free-delivery promise.
 * @example deliveryPromise(null, { christmasEnabled: true, showChristmasDelivery: true, deliveryDateAfterChristmas: '2026-12-29' })
 * // { kind: 'christmas', resumeDate: '2026-12-29' }
 */
export function deliveryPromise(notice: string | null | undefined, christmas: ChristmasDelivery | null | undefined): DeliveryPromise {
  const text = notice?.trim()
  if (text) return { kind: 'notice', text }
  const resumeDate = christmas?.deliveryDateAfterChristmas?.trim()
  // Without a valid date the message would promise nothing; the standing promise is better.
  if (christmas?.christmasEnabled && christmas.showChristmasDelivery && resumeDate && isCalendarDate(resumeDate)) {
    return { kind: 'christmas', resumeDate }
  }
  return { kind: 'freeDelivery' }
}
