import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ITEMS_PER_PAGE,
  EMPTY_LISTING,
  listingFilterInput,
  listingQueryString,
  listingSortInput,
  listingUrl,
  MAX_VALUES_PER_FILTER,
  parseListingQuery,
  SEARCH_ITEMS_PER_PAGE,
  queryWithoutDefaults,
  canonicalListingUrl,
  withFilterToggled,
  withFiltersCleared,
  withItemsPerPage,
  withPage,
  withSort,
  type ListingState,
} from './listing-url'
import { cleanSearchTerm } from './search-term'

// A search reads as the search route reads it: with the search's own default page size (SPEC §9).
const parse = (query: string, term = false) => parseListingQuery(new URLSearchParams(query), term ? cleanSearchTerm : undefined, term ? SEARCH_ITEMS_PER_PAGE : undefined)
const state = (query: string, term = false) => parse(query, term).state

describe('reading a listing query (SPEC §2, §5)', () => {
  it('has defaults: page 1, 10 per page, relevance, no filters', () => {
    expect(state('')).toEqual(EMPTY_LISTING)
    expect(EMPTY_LISTING.itemsPerPage).toBe(DEFAULT_ITEMS_PER_PAGE)
    expect(DEFAULT_ITEMS_PER_PAGE).toBe(10)
  })

  it('gives a search 20 a page when its URL names no page size (SPEC §9), other listings 10', () => {
    expect(SEARCH_ITEMS_PER_PAGE).toBe(20)
    expect(state('q=ink', true).itemsPerPage).toBe(SEARCH_ITEMS_PER_PAGE)
    expect(state('q=ink&itemsPerPage=7', true).itemsPerPage).toBe(SEARCH_ITEMS_PER_PAGE)
    expect(state('q=ink&itemsPerPage=10', true).itemsPerPage).toBe(10)
    expect(state('').itemsPerPage).toBe(DEFAULT_ITEMS_PER_PAGE)
  })

  it('leaves each listing\'s own default page size out of its URL, and keeps the other', () => {
    const search = state('q=ink', true)
    expect(listingQueryString(search)).toBe('?q=ink')
    expect(listingQueryString(withItemsPerPage(search, 10))).toBe('?q=ink&itemsPerPage=10')
    expect(state(listingQueryString(withItemsPerPage(search, 10)).slice(1), true).itemsPerPage).toBe(10)
    expect(listingQueryString(withItemsPerPage(EMPTY_LISTING, 20))).toBe('?itemsPerPage=20')
  })

  it('reads p and itemsPerPage as integers', () => {
    expect(state('p=3&itemsPerPage=42')).toMatchObject({ page: 3, itemsPerPage: 42 })
  })

  it.each(['p=abc', 'p=0', 'p=-2', 'p=1.5', 'p=', 'p=99999999999', 'p=%00'])('gives page 1 for nonsense (%s)', (query) => {
    expect(state(query).page).toBe(1)
  })

  it.each(['itemsPerPage=7', 'itemsPerPage=ten', 'itemsPerPage=100000', 'itemsPerPage=0'])('gives the default page size for %s', (query) => {
    expect(state(query).itemsPerPage).toBe(10)
  })

  it('knows exactly the three sorts of the spec, anything else is relevance', () => {
    expect(state('sort=price_ASC').sort).toBe('price_ASC')
    expect(state('sort=price_DESC').sort).toBe('price_DESC')
    expect(state('sort=name_ASC').sort).toBe('')
    expect(state('sort=').sort).toBe('')
  })

  it('applies only whitelisted filter keys', () => {
    const read = state('specification_brand=1866&utm_source=mail&category_id=5&sku=ABC&__proto__=1')
    expect(read.filters).toEqual({ specification_brand: ['1866'] })
  })

  it('takes several values of a filter from repeated or comma-separated parameters, sorted and once each', () => {
    expect(state('printing=3242&printing=3241').filters.printing).toEqual(['3241', '3242'])
    expect(state('printing=3242,3241,3242').filters.printing).toEqual(['3241', '3242'])
  })

  it('drops values that are not option values, and a filter left empty', () => {
    expect(state('printing=<script>&specification_brand=').filters).toEqual({})
    expect(state('printing=3241,a%20b').filters).toEqual({ printing: ['3241'] })
  })

  it('caps the number of values of one filter', () => {
    const many = Array.from({ length: 50 }, (_, i) => String(1000 + i)).join(',')
    expect(state(`standard_interfaces=${many}`).filters.standard_interfaces).toHaveLength(MAX_VALUES_PER_FILTER)
  })

  it('reads a price range as from_to, open at either end', () => {
    expect(state('price=10_20').filters.price).toEqual(['10_20'])
    expect(state('price=100_').filters.price).toEqual(['100_'])
    expect(state('price=_30').filters.price).toEqual(['_30'])
  })

  it('flags the legacy price and print_speed_filters forms so they are stripped once (301)', () => {
    expect(parse('price=10-20')).toEqual({ state: EMPTY_LISTING, legacy: true })
    expect(parse('print_speed_filters=20ppm')).toEqual({ state: EMPTY_LISTING, legacy: true })
    expect(parse('price=10_20&print_speed_filters=3281')).toMatchObject({ legacy: false, state: { filters: { price: ['10_20'], print_speed_filters: ['3281'] } } })
  })

  it('reads the term from q, else term, cleaned, only where the page has one', () => {
    expect(state('q=<b>hp</b>  963', true).term).toBe('hp 963')
    expect(state('term=toner', true).term).toBe('toner')
    expect(state('q=toner').term).toBe('')
  })
})

describe('writing a listing query', () => {
  it('writes nothing for the default state, and page 1 omits p', () => {
    expect(listingQueryString(EMPTY_LISTING)).toBe('')
    expect(listingQueryString(withPage(EMPTY_LISTING, 1))).toBe('')
    expect(listingQueryString(withPage(EMPTY_LISTING, 2))).toBe('?p=2')
  })

  it('writes parameters in one canonical order, so equal states have equal URLs', () => {
    const a = state('p=2&sort=price_DESC&printing=3242,3241&q=ink&specification_brand=1866&itemsPerPage=20', true)
    const b = state('itemsPerPage=20&specification_brand=1866&printing=3241&printing=3242&q=ink&sort=price_DESC&p=2', true)
    expect(listingQueryString(a)).toBe(listingQueryString(b))
    expect(listingQueryString(a)).toBe('?q=ink&specification_brand=1866&printing=3241%2C3242&sort=price_DESC&p=2')
  })

  it('reads back what it writes', () => {
    const original = state('q=hp&price=10_20&hide_out_of_stock=1&sort=price_ASC&itemsPerPage=42&p=3', true)
    expect(state(listingQueryString(original).slice(1), true)).toEqual(original)
  })

  it('joins a path and the query', () => {
    expect(listingUrl('/ink-cartridges.html', withSort(EMPTY_LISTING, 'price_ASC'))).toBe('/ink-cartridges.html?sort=price_ASC')
  })
})

describe('canonical URLs for equal states (issue 25)', () => {
  const path = '/ink-cartridges.html'
  // Each row: what a shopper did, from which URL, and the one URL every way to that state must give.
  it.each([
    ['the default state', '', (s: ListingState) => s, path],
    ['a sort chosen on the default state', '', (s: ListingState) => withSort(s, 'price_ASC'), `${path}?sort=price_ASC`],
    ['relevance chosen again', 'sort=price_DESC&p=3', (s: ListingState) => withSort(s, ''), path],
    ['the default page size chosen', 'itemsPerPage=42&p=2', (s: ListingState) => withItemsPerPage(s, 10), path],
    ['another page size', '', (s: ListingState) => withItemsPerPage(s, 20), `${path}?itemsPerPage=20`],
    ['page 2 after a sort', 'sort=price_ASC', (s: ListingState) => withPage(s, 2), `${path}?sort=price_ASC&p=2`],
    ['page 2 of the default page size', 'itemsPerPage=10', (s: ListingState) => withPage(s, 2), `${path}?p=2`],
    ['back to page 1', 'sort=price_ASC&p=4', (s: ListingState) => withPage(s, 1), `${path}?sort=price_ASC`],
    ['a filter added on page 3', 'p=3', (s: ListingState) => withFilterToggled(s, 'printing', '3241'), `${path}?printing=3241`],
    ['the last filter removed', 'printing=3241&sort=&itemsPerPage=10', (s: ListingState) => withFilterToggled(s, 'printing', '3241'), path],
  ])('%s from ?%s', (_what, from, change, expected) => {
    expect(listingUrl(path, change(state(from)))).toBe(expected)
  })

  it.each([
    ['q=ink', '/search?q=ink'],
    ['term=ink', '/search?q=ink'],
    ['q=ink&sort=&itemsPerPage=20&p=1', '/search?q=ink'],
    ['q=ink&itemsPerPage=10&sort=price_ASC', '/search?q=ink&sort=price_ASC&itemsPerPage=10'],
  ])('writes a search term as q and nothing at its defaults (?%s)', (query, expected) => {
    expect(listingUrl('/search', state(query, true))).toBe(expected)
  })

  it('leaves out the page’s own default page size, not a fixed 10', () => {
    const search = parseListingQuery(new URLSearchParams('q=ink&itemsPerPage=20'), cleanSearchTerm, 20).state
    expect(search.itemsPerPage).toBe(20)
    expect(listingUrl('/search', search)).toBe('/search?q=ink')
    expect(listingUrl('/search', withPage(search, 2))).toBe('/search?q=ink&p=2')
    expect(listingUrl('/search', withItemsPerPage(search, 10))).toBe('/search?q=ink&itemsPerPage=10')
    expect(canonicalListingUrl('/search', withItemsPerPage(search, 42))).toBe('/search?q=ink')
  })

  it.each([
    ['sort=&itemsPerPage=10', ''],
    ['sort=&itemsPerPage=20', 'itemsPerPage=20'],
    ['printing=3241&sort=price_ASC&itemsPerPage=10', 'printing=3241&sort=price_ASC'],
    ['q=ink&p=1&utm_source=mail', 'q=ink&utm_source=mail'],
    ['sort=name_ASC&p=abc', ''],
  ])('drops the parameters of ?%s that read as their defaults, keeping the rest as sent', (query, expected) => {
    expect(queryWithoutDefaults(new URLSearchParams(query))?.toString()).toBe(expected)
  })

  it('finds nothing to drop in a URL without defaults', () => {
    expect(queryWithoutDefaults(new URLSearchParams('q=ink&sort=price_DESC&itemsPerPage=42&p=2'))).toBeNull()
    expect(queryWithoutDefaults(new URLSearchParams(''))).toBeNull()
  })

  it('judges itemsPerPage against the page’s own default', () => {
    expect(queryWithoutDefaults(new URLSearchParams('itemsPerPage=20'), 20)?.toString()).toBe('')
    expect(queryWithoutDefaults(new URLSearchParams('itemsPerPage=10'), 20)).toBeNull()
  })
})

describe('changing a listing', () => {
  const onPage3: ListingState = { ...EMPTY_LISTING, term: 'hp', page: 3, filters: { printing: ['3241'] } }

  it('resets to page 1 when a filter changes', () => {
    expect(withFilterToggled(onPage3, 'printing', '3242')).toMatchObject({ page: 1, filters: { printing: ['3241', '3242'] } })
  })

  it('removes a selected value, and the filter with its last value', () => {
    expect(withFilterToggled(onPage3, 'printing', '3241').filters).toEqual({})
  })

  it('keeps one price range: a new one replaces the old', () => {
    const priced = withFilterToggled(EMPTY_LISTING, 'price', '0_10')
    expect(withFilterToggled(priced, 'price', '10_20').filters.price).toEqual(['10_20'])
  })

  it('resets to page 1 when the sort or the page size changes', () => {
    expect(withSort(onPage3, 'price_DESC')).toMatchObject({ page: 1, sort: 'price_DESC' })
    expect(withItemsPerPage(onPage3, 42)).toMatchObject({ page: 1, itemsPerPage: 42 })
  })

  it('clears filters, keeping the term only when asked', () => {
    expect(withFiltersCleared(onPage3, { keepTerm: true })).toMatchObject({ term: 'hp', filters: {}, page: 1 })
    expect(withFiltersCleared(onPage3, { keepTerm: false })).toMatchObject({ term: '', filters: {}, page: 1 })
  })
})

describe('the state as the products query (SPEC §5)', () => {
  it('sends one value as eq, several as in, price as from and to', () => {
    const read = state('printing=3241&standard_interfaces=3231,3232&price=10_20')
    expect(listingFilterInput(read)).toEqual({ printing: { eq: '3241' }, standard_interfaces: { in: ['3231', '3232'] }, price: { from: '10', to: '20' } })
    expect(listingFilterInput(state('price=100_'))).toEqual({ price: { from: '100' } })
  })

  it('sends a price sort, and no sort for relevance', () => {
    expect(listingSortInput('price_ASC')).toEqual({ price: 'ASC' })
    expect(listingSortInput('price_DESC')).toEqual({ price: 'DESC' })
    expect(listingSortInput('')).toBeUndefined()
  })
})
