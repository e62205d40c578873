/**
 * @module
 * Starts the listing behaviours (`listing.ts`, `add-to-cart.ts`) on pages that have listings or
 * product cards, as one lazy chunk: pages without them never load it. Checked at load and after
 * every soft navigation.
 */
import { onRouteChange } from '../runtime/route-change'

const MARKERS = '[data-listing], form[data-add-to-cart]'

type CatalogueModule = typeof import('./catalogue-behaviours')

export function startCatalogue(doc: Document = document): void {
  let loaded: Promise<CatalogueModule> | null = null
  let unbindPage: (() => void) | null = null
  const check = () => {
    unbindPage?.()
    unbindPage = null
    if (!doc.querySelector(MARKERS)) return
    loaded ??= import('./catalogue-behaviours').then((module) => {
      module.listenOnce(doc)
      return module
    })
    void loaded.then((module) => {
      unbindPage = module.bindListingPage(doc)
    })
  }
  check()
  onRouteChange(check)
}
