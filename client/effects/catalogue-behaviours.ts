/**
 * @module
 * The lazy chunk `catalogue.ts` loads: document-wide listeners bound once, and the page binding.
 */
import { listenForAddToCart } from './add-to-cart'
import { bindListingPage, listenForListingControls } from './listing'

export { bindListingPage }

export function listenOnce(doc: Document): void {
  listenForAddToCart(doc)
  listenForListingControls(doc)
  // From here on, add-to-basket forms are sent in the background (browser tests wait for this).
  doc.documentElement.dataset.catalogueBound = ''
}
