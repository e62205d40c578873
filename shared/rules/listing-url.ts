/**
 * @module
 * A listing's state in its URL (SPEC §2 "Listings", §5 listing rules): the search term, the
 * filters, the sort, the page `p` and `itemsPerPage`, read from a query string and written back in
 * one canonical form, so equal states have equal URLs (and equal cache keys). Reading never fails:
 * a value that makes no sense is dropped and the page shows the clean state.
 *
 * Choice where SPEC §2 ("old query parameters price and print_speed_filters are stripped once")
 * and §5 (both are whitelisted filter keys, price as "from_to") meet: both keys are filters in the
 * new form, `price=10_20` and `print_speed_filters=3281`; a value in any other form (the old site's
 * `price=10-20` or a speed label) is a legacy parameter, and the page answers 301 with the URL
 * without it, once.
 */

/** SPEC §2: the three sort choices; '' is "Sort: Relevance" (the category's own order). */
export const LISTING_SORTS = ['', 'price_ASC', 'price_DESC'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

/** SPEC §9: 10 is the URL default; 20 the search default; 42 is the catalogue listing constant. */
export const ITEMS_PER_PAGE_CHOICES = [10, 20, 42] as const
/** SPEC §9 "URL default itemsPerPage 10": category listings' page size; a page with another default passes its own. */
export const DEFAULT_ITEMS_PER_PAGE = 10
/** SPEC §9 "default search 20": a search without `itemsPerPage` shows 20 results a page. */
export const SEARCH_ITEMS_PER_PAGE = 20

/** SPEC §5 whitelist: the only query keys that become filters (the back end's filterable attributes). */
export const LISTING_FILTER_KEYS = [
  'hide_out_of_stock',
  'specification_brand',
  'specification_product_type',
  'specification_colour',
  'cartridge_condition',
  'printer_condition',
  'group',
  'price',
  'duplex_functions',
  'standard_interfaces',
  'printing',
  'print_speed_filters',
  'conformity_marks',
  'maximum_iso_a_series_paper',
  'bluetooth',
  'near_field_communication_nfc',
  'paper_size',
] as const
export type ListingFilterKey = (typeof LISTING_FILTER_KEYS)[number]

const FILTER_KEYS: ReadonlySet<string> = new Set(LISTING_FILTER_KEYS)
export const isListingFilterKey = (key: string): key is ListingFilterKey => FILTER_KEYS.has(key)

/** Longest list of values one filter takes from a URL (the back end accepts 60). */
export const MAX_VALUES_PER_FILTER = 20
/** Deepest page a URL may ask for; past the last real page is a 404 anyway. */
const MAX_PAGE = 10_000

const OPTION_VALUE = /^[A-Za-z0-9_.-]{1,40}$/
/** "from_to" in pounds (SPEC §5); either end may be open, not both. */
const PRICE_RANGE = /^(?:\d{1,7}(?:\.\d{1,2})?_(?:\d{1,7}(?:\.\d{1,2})?)?|_\d{1,7}(?:\.\d{1,2})?)$/
const SPEED_OPTION = /^\d{1,12}$/

export type ListingFilters = Readonly<Partial<Record<ListingFilterKey, readonly string[]>>>

export type ListingState = {
  /** The cleaned search term; '' on category pages. */
  readonly term: string
  /** Selected values per filter, each list sorted and without repeats; no empty lists. */
  readonly filters: ListingFilters
  readonly sort: ListingSort
  readonly page: number
  readonly itemsPerPage: number
  /**
   * The page's own page size when the URL names none (SPEC §9: search 20, listings 10). It is part
   * of the state so that every URL built from it leaves that size out (issue 25: equal states have
   * equal URLs), whichever component builds the link.
   */
  readonly defaultItemsPerPage: number
}

export const EMPTY_LISTING: ListingState = { term: '', filters: {}, sort: '', page: 1, itemsPerPage: DEFAULT_ITEMS_PER_PAGE, defaultItemsPerPage: DEFAULT_ITEMS_PER_PAGE }

export type ParsedListing = {
  state: ListingState
  /** True when the query carried a legacy `price` or `print_speed_filters` value (SPEC §2: 301 without it). */
  legacy: boolean
}

const LEGACY_FORMS: Partial<Record<ListingFilterKey, RegExp>> = { price: PRICE_RANGE, print_speed_filters: SPEED_OPTION }

/** SPEC §5: integers with defaults; anything else (words, fractions, zero, negatives) is the default. */
function positiveInteger(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback
  const value = Number(raw)
  return value >= 1 && value <= max ? value : fallback
}

function itemsPerPage(raw: string | null, fallback: number): number {
  const value = positiveInteger(raw, fallback, 1000)
  return value === fallback || (ITEMS_PER_PAGE_CHOICES as readonly number[]).includes(value) ? value : fallback
}

const sortOf = (raw: string | null): ListingSort => (LISTING_SORTS as readonly (string | null)[]).includes(raw) ? (raw as ListingSort) : ''

/** Values of one key: repeated parameters and comma-separated lists alike. */
function rawValues(query: URLSearchParams, key: string): string[] {
  return query.getAll(key).flatMap((value) => value.split(','))
}

function normalisedValues(values: readonly string[]): string[] {
  return [...new Set(values)].sort().slice(0, MAX_VALUES_PER_FILTER)
}

/**
 * Reads a listing's state from its query. `cleanTerm` is the search box's cleaning (SPEC §5), passed
 * in so category pages, which have no term, never read one; `defaultItemsPerPage` is the page's own
 * page size (SPEC §9).
 */
export function parseListingQuery(query: URLSearchParams, cleanTerm?: (raw: string | null) => string, defaultItemsPerPage: number = DEFAULT_ITEMS_PER_PAGE): ParsedListing {
  let legacy = false
  const filters: Partial<Record<ListingFilterKey, readonly string[]>> = {}
  for (const key of LISTING_FILTER_KEYS) {
    const values = rawValues(query, key).map((value) => value.trim())
    if (values.length === 0) continue
    const legacyForm = LEGACY_FORMS[key]
    if (legacyForm && values.some((value) => !legacyForm.test(value))) {
      legacy = true
      continue
    }
    // A price filter is one range; several would contradict each other.
    const kept = normalisedValues(values.filter((value) => OPTION_VALUE.test(value)))
    const list = key === 'price' ? kept.slice(0, 1) : kept
    if (list.length > 0) filters[key] = list
  }
  const term = cleanTerm ? cleanTerm(query.get('q') ?? query.get('term')) : ''
  const state: ListingState = {
    term,
    filters,
    sort: sortOf(query.get('sort')),
    page: positiveInteger(query.get('p'), 1, MAX_PAGE),
    itemsPerPage: itemsPerPage(query.get('itemsPerPage'), defaultItemsPerPage),
    defaultItemsPerPage,
  }
  return { state, legacy }
}

/**
 * The query without the listing parameters that read as their defaults (`sort` of relevance or
 * nonsense, `itemsPerPage` of the page's default, `p` of 1), or null when it carries none.
 * A GET form cannot leave a chosen `<select>` out of its submission, so the sort form without
 * scripts sends `sort=&itemsPerPage=10`; the route answers such a URL with a redirect to this one
 * (issue 25: defaults never appear in URLs). Every other parameter stays as it was sent.
 */
export function queryWithoutDefaults(query: URLSearchParams, defaultItemsPerPage: number = DEFAULT_ITEMS_PER_PAGE): URLSearchParams | null {
  const readsAsDefault: Record<'sort' | 'itemsPerPage' | 'p', (raw: string | null) => boolean> = {
    sort: (raw) => sortOf(raw) === '',
    itemsPerPage: (raw) => itemsPerPage(raw, defaultItemsPerPage) === defaultItemsPerPage,
    p: (raw) => positiveInteger(raw, 1, MAX_PAGE) === 1,
  }
  const kept = new URLSearchParams(query)
  let dropped = false
  for (const [key, isDefault] of Object.entries(readsAsDefault)) {
    if (kept.has(key) && isDefault(kept.get(key))) {
      kept.delete(key)
      dropped = true
    }
  }
  return dropped ? kept : null
}

/**
 * The canonical query string, '?…' or '': the term as `q`, the filters in whitelist order with
 * comma-joined sorted values, then `sort`, `itemsPerPage` and `p`, each left out at its default.
 */
export function listingQueryString(state: ListingState): string {
  const query = new URLSearchParams()
  if (state.term) query.set('q', state.term)
  for (const key of LISTING_FILTER_KEYS) {
    const values = state.filters[key]
    if (values && values.length > 0) query.set(key, values.join(','))
  }
  if (state.sort) query.set('sort', state.sort)
  if (state.itemsPerPage !== state.defaultItemsPerPage) query.set('itemsPerPage', String(state.itemsPerPage))
  if (state.page > 1) query.set('p', String(state.page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The listing's URL: its path and canonical query. */
export const listingUrl = (path: string, state: ListingState): string => path + listingQueryString(state)

export const hasFilters = (state: ListingState): boolean => Object.keys(state.filters).length > 0

/**
 * The URL search engines should index for a listing (issue 18 point 5), or null when the listing
 * is a filter combination, which is not indexed at all. The sort order and the page size only
 * rearrange one listing, so they are left out; with another page size the pages cut differently,
 * so such a listing points at the first page.
 */
export function canonicalListingUrl(path: string, state: ListingState): string | null {
  if (hasFilters(state)) return null
  if (state.itemsPerPage !== state.defaultItemsPerPage) return listingUrl(path, { ...state, sort: '', itemsPerPage: state.defaultItemsPerPage, page: 1 })
  return listingUrl(path, { ...state, sort: '' })
}

export const isSelected = (state: ListingState, key: ListingFilterKey, value: string): boolean => state.filters[key]?.includes(value) ?? false

/** SPEC §2: changing a filter resets to the first page. A price range replaces the previous one. */
export function withFilterToggled(state: ListingState, key: ListingFilterKey, value: string): ListingState {
  const current = state.filters[key] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : key === 'price' ? [value] : normalisedValues([...current, value])
  const filters: Partial<Record<ListingFilterKey, readonly string[]>> = { ...state.filters }
  if (next.length > 0) filters[key] = next
  else delete filters[key]
  return { ...state, filters, page: 1 }
}

/** SPEC §2: "Clearing filters keeps q when asked"; sort and page size stay, the page goes back to 1. */
export function withFiltersCleared(state: ListingState, { keepTerm }: { keepTerm: boolean }): ListingState {
  return { ...state, term: keepTerm ? state.term : '', filters: {}, page: 1 }
}

/** SPEC §2: changing the sort resets to the first page. */
export const withSort = (state: ListingState, sort: ListingSort): ListingState => ({ ...state, sort, page: 1 })

/** SPEC §2: changing the page size resets to the first page. */
export const withItemsPerPage = (state: ListingState, itemsPerPage: number): ListingState => ({ ...state, itemsPerPage, page: 1 })

export const withPage = (state: ListingState, page: number): ListingState => ({ ...state, page })

type EqualFilter = { eq: string } | { in: string[] }
type RangeFilter = { from?: string; to?: string }
export type ListingFilterInput = { price?: RangeFilter } & Partial<Record<Exclude<ListingFilterKey, 'price'>, EqualFilter>>

/** The state as the `products` query's arguments: one value is `eq`, several `in` (SPEC §5), price `from`/`to`. */
export function listingFilterInput(state: ListingState): ListingFilterInput {
  const input: ListingFilterInput = {}
  for (const key of LISTING_FILTER_KEYS) {
    const values = state.filters[key]
    if (!values || values.length === 0) continue
    if (key === 'price') {
      const [from = '', to = ''] = (values[0] ?? '').split('_')
      input.price = { ...(from ? { from } : {}), ...(to ? { to } : {}) }
    } else {
      input[key] = values.length === 1 ? { eq: values[0] as string } : { in: [...values] }
    }
  }
  return input
}

/** The sort as the `products` query's argument; relevance sends none (the back end's default order). */
export function listingSortInput(sort: ListingSort): { price: 'ASC' | 'DESC' } | undefined {
  if (sort === 'price_ASC') return { price: 'ASC' }
  if (sort === 'price_DESC') return { price: 'DESC' }
  return undefined
}
