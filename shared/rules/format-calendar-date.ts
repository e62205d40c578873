import type { StoreView } from '../constants/stores'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(htmlLang: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${htmlLang}|${withYear}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang, { weekday: 'long', day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' })
    formatters.set(key, format)
  }
  return format
}

/**
 * A `YYYY-MM-DD` date as the store's shoppers write it, with the weekday. The date is a calendar
 * day, not an instant, so it is formatted in UTC and never shifts with a time zone.
 *
 * `today` is London's date of the request (`londonDate`). A date in today's year is written
 * without its year, as a shop says it ("Offer ends Friday 31 December"); a date in any other year
 * carries it ("Friday 31 December 2027"), so a promise is never read as this year's, nor a date
 * long gone as one to come. Without `today` the year is always written: it is never wrong.
 * @example formatCalendarDate('2026-12-29', DEFAULT_STORE, '2026-11-27') // 'Tuesday 29 December'
 * @example formatCalendarDate('2027-01-04', DEFAULT_STORE, '2026-12-31') // 'Monday 4 January 2027'
 */
export function formatCalendarDate(isoDate: string, store: Pick<StoreView, 'htmlLang'>, today: string | null): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  const plain = formatter(store.htmlLang, false)
  if (today !== null && isoDate.slice(0, 4) === today.slice(0, 4)) return plain.format(date)
  // ICU writes en-GB's weekday with a comma once a year is added ("Friday, 31 December 2027");
  // the weekday keeps the separator of the same date without its year, so both read alike.
  const separator = plain.formatToParts(date).find((part, index, parts) => part.type === 'literal' && parts[index - 1]?.type === 'weekday')?.value
  return formatter(store.htmlLang, true)
    .formatToParts(date)
    .map((part, index, parts) => (separator !== undefined && part.type === 'literal' && parts[index - 1]?.type === 'weekday' ? separator : part.value))
    .join('')
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
