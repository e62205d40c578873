/**
 * @module
 * The product page's sections as tabs (SPEC §2 "Product page" tabs), the WAI-ARIA tabs pattern with
 * manual activation: the list of links becomes a tablist, each link a tab and each section its
 * panel; Left/Right (wrapping), Home and End move focus between the tabs, and a click, Enter or
 * Space opens one, so only one panel shows. The panel's heading stays for screen readers (the tab
 * names it on screen). The URL's hash (`#reviews`, `#specifications`) opens its tab at load and when
 * it changes, and a link to a section (the rating's "#reviews") opens the tab and scrolls to it.
 * Without scripts the links jump to the sections, which all show.
 */

type Tab = { tab: HTMLAnchorElement; panel: HTMLElement }

const KEYS_TO_TAB: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

function collectTabs(root: HTMLElement): Tab[] {
  const doc = root.ownerDocument
  return [...root.querySelectorAll<HTMLAnchorElement>('a[data-tab-for]')].flatMap((tab) => {
    const panel = doc.getElementById(tab.dataset.tabFor ?? '')
    return panel && root.contains(panel) ? [{ tab, panel }] : []
  })
}

function hashTarget(doc: Document, hash: string): Element | null {
  if (hash.length < 2) return null
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** Makes `root` (`[data-product-tabs]`) tabs; returns the function that unbinds it (on a route change). */
export function bindProductTabs(root: HTMLElement, win: Window = window): () => void {
  const tabs = collectTabs(root)
  const list = root.querySelector<HTMLElement>('nav')
  if (tabs.length === 0 || !list) return () => {}
  const doc = root.ownerDocument

  // The nav's own name ("About this product") becomes the tablist's; the list items are only layout.
  list.setAttribute('role', 'tablist')
  for (const item of list.querySelectorAll('ul, li')) item.setAttribute('role', 'none')
  for (const { tab, panel } of tabs) {
    tab.id ||= `${panel.id}-tab`
    tab.setAttribute('role', 'tab')
    tab.setAttribute('aria-controls', panel.id)
    panel.setAttribute('role', 'tabpanel')
    panel.setAttribute('aria-labelledby', tab.id)
    panel.setAttribute('tabindex', '0')
    panel.querySelector(':scope > h2')?.classList.add('sr-only')
  }

  const select = (chosen: Tab) => {
    for (const entry of tabs) {
      const selected = entry === chosen
      entry.tab.setAttribute('aria-selected', String(selected))
      entry.tab.tabIndex = selected ? 0 : -1
      entry.panel.hidden = !selected
    }
  }
  /** The tab whose panel is, or holds, the element a hash names. */
  const tabForHash = (hash: string) => {
    const target = hashTarget(doc, hash)
    return target ? tabs.find(({ panel }) => panel.contains(target)) : undefined
  }
  /** Shows the tab's panel with the tabs above it in view, as following a link to a section would. */
  const reveal = (entry: Tab) => {
    select(entry)
    root.scrollIntoView?.({ block: 'start' })
    entry.tab.focus({ preventScroll: true })
  }
  const keepHash = (entry: Tab) => {
    // Kept in the address for reloads and shared links; replaced, so Back still leaves the page.
    if (win.location.hash !== `#${entry.panel.id}`) win.history.replaceState(win.history.state, '', `#${entry.panel.id}`)
  }

  const linked = tabForHash(win.location.hash)
  select(linked ?? tabs[0]!)
  // From here the panels' `hidden` decides; until now the stylesheet showed only the first (app.css).
  root.setAttribute('data-tabs-bound', '')
  // The browser scrolled to the section before the other panels were hidden: put the tabs in view.
  if (linked) root.scrollIntoView?.({ block: 'start' })

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex(({ tab }) => tab === event.target)
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    const move = KEYS_TO_TAB[event.key]
    if (move) {
      event.preventDefault()
      tabs[move(index, tabs.length)]!.tab.focus()
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      select(tabs[index]!)
      keepHash(tabs[index]!)
    }
  }
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null
    const entry = link ? (tabs.find(({ tab }) => tab === link) ?? tabForHash(link.hash)) : undefined
    if (!link || !entry) return
    event.preventDefault()
    if (link === entry.tab) select(entry)
    else reveal(entry)
    keepHash(entry)
  }
  const onHashChange = () => {
    const entry = tabForHash(win.location.hash)
    if (entry) reveal(entry)
  }
  list.addEventListener('keydown', onKeyDown)
  doc.addEventListener('click', onClick)
  win.addEventListener('hashchange', onHashChange)
  return () => {
    list.removeEventListener('keydown', onKeyDown)
    doc.removeEventListener('click', onClick)
    win.removeEventListener('hashchange', onHashChange)
  }
}
