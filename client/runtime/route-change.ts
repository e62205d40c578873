/**
 * @module
 * The route-change event (SPEC §2 Shell): soft navigation announces every new full path here, and
 * whatever must not outlive a page (modals, menus, the mobile nav, the filter sidebar) listens.
 */

/** `samePage`: the page on screen was sent again (a form that posts and comes back), not left. */
export type RouteChange = { url: URL; samePage: boolean }
type Listener = (change: RouteChange) => void

const listeners = new Set<Listener>()

/** Subscribes to route changes; returns the unsubscribe function. */
export function onRouteChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitRouteChange(url: URL, samePage = false): void {
  for (const listener of [...listeners]) listener({ url, samePage })
}
