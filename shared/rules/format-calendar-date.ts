import type { StoreView } from '../constants/stores'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A `YYYY-MM-DD` date as the store's shoppers write it, with the weekday. The date is a calendar
 * day, not an instant, so it is formatted in UTC and never shifts with a time zone.
 * @example formatCalendarDate('2026-12-29', DEFAULT_STORE) // 'Tuesday 29 December'
 */
export function formatCalendarDate(isoDate: string, store: Pick<StoreView, 'htmlLang'>): string {
  let formatter = formatters.get(store.htmlLang)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(store.htmlLang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    formatters.set(store.htmlLang, formatter)
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`))
}

const datedFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A `YYYY-MM-DD` date with its year and no weekday, for dates in the past (a review's date).
 * @example formatDateWithYear('2026-03-03', DEFAULT_STORE) // '3 March 2026'
 */
export function formatDateWithYear(isoDate: string, store: Pick<StoreView, 'htmlLang'>): string {
  let formatter = datedFormatters.get(store.htmlLang)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(store.htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    datedFormatters.set(store.htmlLang, formatter)
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`))
}
