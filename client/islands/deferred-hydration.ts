/**
 * @module
 * Hydrates the islands marked `defer` (the modal host) once the browser is idle after load, or at
 * once when the shopper asks for what they show (a modal or a side panel opens in the ui store),
 * whichever comes first. Their chunks then stay off the page's first load.
 */
import { subscribe } from 'valtio/vanilla'
import { whenIdle } from '../runtime/when-idle'
import { ui } from '../stores/ui'
import { hydrateIslands } from './hydrate'

/** Set by the running deferred hydration: whether it has hydrated the page's deferred islands yet. */
let hasStarted: () => boolean = () => false

/**
 * After a soft navigation: the new page's deferred islands are hydrated at once when the page's
 * deferred hydration has already run; otherwise it will find them when it does.
 */
export function hydrateDeferredIn(root: ParentNode): void {
  if (hasStarted()) void hydrateIslands(root, undefined, { deferred: true })
}

export function startDeferredHydration(doc: Document): void {
  let started = false
  hasStarted = () => started
  const start = () => {
    if (started) return
    started = true
    stopWatching()
    void hydrateIslands(doc, undefined, { deferred: true })
  }
  const stopWatching = subscribe(ui, () => {
    if (ui.modal || ui.secondaryModal || ui.panel) start()
  })
  const whenLoaded = () => whenIdle(start)
  if (doc.readyState === 'complete') whenLoaded()
  else window.addEventListener('load', whenLoaded, { once: true })
}
