/**
 * @module
 * What the search box suggests as the shopper types (SPEC §2 "Search box and search"): asked of the
 * worker for the cleaned term. A newer term cancels the older call, which then answers as a network
 * failure that the island ignores.
 */
import { proxy } from 'valtio/vanilla'
import { callApi } from '../runtime/api'

export type SearchSuggestionsState = {
  status: 'idle' | 'loading'
  /** The last call's failure: its error category (the box is then the plain search form). */
  error: string | null
}

export const searchSuggestions = proxy<SearchSuggestionsState>({ status: 'idle', error: null })

export async function suggest(term: string, signal: AbortSignal) {
  searchSuggestions.status = 'loading'
  const result = await callApi('searchSuggestions', { term }, signal)
  if (signal.aborted) return result
  searchSuggestions.status = 'idle'
  searchSuggestions.error = result.ok ? null : result.category
  return result
}
