/**
 * @module
 * The route-change event (SPEC §2 Shell): soft navigation announces every new full path here, and
 * whatever must not outlive a page (modals, menus, the mobile nav, the filter sidebar) listens.
 */

export type RouteChange = { url: URL }
type Listener = (change: RouteChange) => void

const listeners = new Set<Listener>()

/** Subscribes to route changes; returns the unsubscribe function. */
export function onRouteChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitRouteChange(url: URL): void {
  for (const listener of [...listeners]) listener({ url })
}
