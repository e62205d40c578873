/**
 * @module
 * SPEC §2 "Search box": the term goes to /search?q={term} after stripping tags; an empty term
 * does nothing. The same cleaning runs in the header and in the worker.
 */

/** Longest term passed on to the back end; longer input is cut, not refused. */
export const MAX_SEARCH_TERM_LENGTH = 128

/** The term with HTML tags removed and whitespace collapsed; '' when nothing is left. */
export function cleanSearchTerm(raw: string | null | undefined): string {
  if (!raw) return ''
  return raw
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TERM_LENGTH)
    .trim()
}
