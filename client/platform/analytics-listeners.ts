/**
 * @module
 * The analytics events the shell itself can see: a `page_view` for every soft navigation (the
 * tag manager counts full loads by itself, except of the pages it is kept off), a `search` when
 * a search box is submitted with a term, and the `login` or `sign_up` a sign-in or registration
 * form left for the page it redirected to. Product and cart events are sent by the features that perform them.
 */
import { ANALYTICS_EVENT_COOKIE, ONE_SHOT_EVENTS, SIGN_IN_METHOD, type OneShotEvent } from '../../shared/constants/analytics-event-cookie'
import { cleanSearchTerm } from '../../shared/rules/search-term'
import { onRouteChange } from '../runtime/route-change'
import { track } from './analytics'
import { withoutTagManager } from './analytics-kept'

export function trackPageViews(): () => void {
  // A page without the tag manager (a checkout step before the order) is not counted by it even when
  // fully loaded: its view is kept for the next page that has the tag manager, as the page's events are.
  if (withoutTagManager()) track('page_view', { location: location.href, title: document.title })
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

/** The one-shot event the worker left in its cookie, if any. */
function oneShotEvent(cookies: string): OneShotEvent | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === ANALYTICS_EVENT_COOKIE) return (ONE_SHOT_EVENTS as readonly string[]).includes(value ?? '') ? (value as OneShotEvent) : null
  }
  return null
}

/**
 * Sends the `login` or `sign_up` of a form that redirected here, once: the cookie is cleared as it
 * is read. Checked at load and after each soft navigation (an answer fetched in place may set it).
 */
export function trackOneShotEvents(doc: Document): () => void {
  const check = () => {
    const event = oneShotEvent(doc.cookie)
    if (!event) return
    doc.cookie = `${ANALYTICS_EVENT_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
    track(event, { method: SIGN_IN_METHOD })
  }
  check()
  return onRouteChange(check)
}
