/**
 * @module
 * Starts the basket page's behaviours (`basket-behaviours.ts`) as a lazy chunk, only on the basket.
 */
import { startPageBehaviour } from './page-behaviour'

export function startBasketPage(doc: Document = document): void {
  startPageBehaviour(doc, '[data-page-kind="cart"]', () => import('./basket-behaviours').then((module) => ({ bind: module.bindBasketPage })))
}
