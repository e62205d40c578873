/**
 * @module
 * The lazy chunk `catalogue.ts` loads: document-wide listeners bound once, and the page binding.
 */
import { listenForAddToCart } from './add-to-cart'
import { bindListingPage as bindListing, listenForListingControls } from './listing'
import { trackListViews } from './view-analytics'

/** Binds the page's listing controls and sends view_item_list for its listings. */
export function bindListingPage(doc: Document): () => void {
  trackListViews(doc)
  return bindListing(doc)
}

export function listenOnce(doc: Document): void {
  listenForAddToCart(doc)
  listenForListingControls(doc)
  // From here on, add-to-basket forms are sent in the background (browser tests wait for this).
  doc.documentElement.dataset.catalogueBound = ''
}
