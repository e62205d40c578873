/**
 * @module
 * Islands that hydrate as soon as their store has something for them to show, whatever their mode:
 * the modal host when a modal or side panel is asked for, the notification area when a
 * notification is raised (also one raised before the island was found).
 */
import { subscribe } from 'valtio/vanilla'
import { notifications } from '../stores/notifications'
import { ui } from '../stores/ui'

type Demand = { store: object; needed: () => boolean }

const DEMANDS: Record<string, Demand> = {
  'modal-host': { store: ui, needed: () => ui.modal !== null || ui.secondaryModal !== null || ui.panel !== null },
  'notification-area': { store: notifications, needed: () => notifications.shown.length > 0 },
}

/** Runs `wake` once the island named `name` is needed; returns a function that stops watching. */
export function whenDemanded(name: string, wake: () => void): () => void {
  const demand = Object.hasOwn(DEMANDS, name) ? DEMANDS[name] : undefined
  if (!demand) return () => {}
  if (demand.needed()) {
    wake()
    return () => {}
  }
  const stop = subscribe(demand.store, () => {
    if (!demand.needed()) return
    stop()
    wake()
  })
  return stop
}
