/**
 * @module
 * Starts the product page's behaviours (`product-behaviours.ts`: tabs, gallery and lightbox,
 * configurable choices, buy together and switch and save) as one lazy chunk, only on product pages.
 */
import { startPageBehaviour } from './page-behaviour'

export function startProductPage(doc: Document = document): void {
  startPageBehaviour(doc, '[data-page-kind="product"]', () =>
    import('./product-behaviours').then((module) => ({ listenOnce: module.listenOnce, bind: module.bindProductPage })),
  )
}
