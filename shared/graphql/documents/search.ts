/**
 * @module
 * The search page's first call: whether the term redirects (SPEC §2: 301) and how many match. The
 * document is in `search/`; its types are generated.
 */
export { SearchSummaryDocument as SEARCH_SUMMARY } from '../generated'

/** The search box's suggestions as the shopper types (SPEC §2 "Search box and search"). */
export { SearchSuggestionsDocument as SEARCH_SUGGESTIONS } from '../generated'
