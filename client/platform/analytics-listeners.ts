/**
 * @module
 * The analytics events the shell itself can see: a `page_view` for every soft navigation (the
 * tag manager counts full loads by itself) and a `search` when a search box is submitted with a
 * term. Product and cart events are sent by the features that perform them.
 */
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { onRouteChange } from '../runtime/route-change'
import { track } from './analytics'

export function trackPageViews(): () => void {
  // The route-change event fires once the new page's head is in place, so the title is the new one.
  // A page sent again in place (a basket form) is not a new view.
  return onRouteChange(({ url, samePage }) => {
    if (!samePage) track('page_view', { location: url.href, title: document.title })
  })
}

/** Searches are counted as submitted; an empty term does nothing (SPEC §2), so it is not sent. */
export function trackSearches(root: Document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.getAttribute('role') !== 'search') return
    const input = form.elements.namedItem('q')
    const term = cleanSearchTerm(input instanceof HTMLInputElement ? input.value : '')
    if (term) track('search', { term })
  }
  // Capturing: seen before soft navigation takes the submit over.
  root.addEventListener('submit', onSubmit, true)
  return () => root.removeEventListener('submit', onSubmit, true)
}
