/**
 * @module
 * Starts one page type's behaviours as a lazy chunk of their own, only where the page has its
 * marker: other pages never load it. Checked at load and after every soft navigation, which also
 * unbinds the page that was left (or the earlier rendering of the same page, after a form sent in
 * place).
 */
import { onRouteChange } from '../runtime/route-change'

export type PageBehaviour = {
  /** Document-wide listeners, added once when the chunk first loads. */
  listenOnce?: (doc: Document) => void
  /** Binds the page's element; answers how to unbind it. */
  bind: (page: HTMLElement) => () => void
}

export function startPageBehaviour(doc: Document, marker: string, load: () => Promise<PageBehaviour>): void {
  let loaded: Promise<PageBehaviour> | null = null
  let unbindPage: (() => void) | null = null
  const check = () => {
    unbindPage?.()
    unbindPage = null
    const page = doc.querySelector<HTMLElement>(marker)
    if (!page) return
    loaded ??= load().then((behaviour) => {
      behaviour.listenOnce?.(doc)
      return behaviour
    })
    void loaded.then((behaviour) => {
      // A later navigation may have replaced the page while the chunk loaded.
      if (page.isConnected) unbindPage = behaviour.bind(page)
    })
  }
  check()
  onRouteChange(check)
}
