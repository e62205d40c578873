/**
 * @module
 * Starts the product page's behaviours (`product-behaviours.ts`: tabs, gallery and lightbox,
 * configurable choices, buy together and switch and save) as one lazy chunk, only on product pages:
 * no other page loads it. Checked at load and after every soft navigation, which also unbinds the
 * page that was left.
 */
import { onRouteChange } from '../runtime/route-change'

const MARKER = '[data-page-kind="product"]'

type ProductModule = typeof import('./product-behaviours')

export function startProductPage(doc: Document = document): void {
  let loaded: Promise<ProductModule> | null = null
  let unbindPage: (() => void) | null = null
  const check = () => {
    unbindPage?.()
    unbindPage = null
    const page = doc.querySelector<HTMLElement>(MARKER)
    if (!page) return
    loaded ??= import('./product-behaviours').then((module) => {
      module.listenOnce(doc)
      return module
    })
    void loaded.then((module) => {
      // A later navigation may have replaced the page while the chunk loaded.
      if (page.isConnected) unbindPage = module.bindProductPage(page)
    })
  }
  check()
  onRouteChange(check)
}
