/**
 * @module
 * Starts the checkout steps' behaviours (`checkout-behaviours.ts`) as a lazy chunk, only there.
 */
import { startPageBehaviour } from './page-behaviour'

export function startCheckout(doc: Document = document): void {
  startPageBehaviour(doc, '[data-page-kind="checkout"]', () => import('./checkout-behaviours').then((module) => ({ bind: module.bindCheckoutStep })))
}
