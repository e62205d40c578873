/**
 * @module
 * Wakes the search box's suggestions (SPEC §2 "Search box and search") when a search box first gets
 * focus or input, and only then imports their chunk (with React), so they cost first load no more
 * than this listener. The chunk takes over from there, for every search box: the header's, the
 * mobile Search tab's (rendered only when the tab opens) and the not-found page's. The box itself is
 * never replaced, so what the shopper types while the chunk loads stays, and the chunk picks it up.
 */
import { recoverFromChunkFailure } from '../platform/chunk-reload'

/** Input too: a box focused before this listener existed (autofocus, a fast shopper) gets no focusin. */
const WAKE_EVENTS = ['focusin', 'input']

export function startSearchSuggestions(doc: Document): void {
  const wake = (event: Event) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement && box.matches('form[role="search"] input[name="q"]'))) return
    for (const type of WAKE_EVENTS) doc.removeEventListener(type, wake)
    import('../islands/search-suggestions').then((chunk) => chunk.startSearchSuggestions(doc, box), recoverFromChunkFailure)
  }
  for (const type of WAKE_EVENTS) doc.addEventListener(type, wake)
}
