/**
 * @module
 * SPEC §4: product images are prefetched when the browser is idle (at most 2000 ms after load,
 * SPEC §9), never on save-data or 2g connections. Links to products carry the image their page
 * opens with in `data-prefetch-image` (listing cards, for example); the images of those links
 * that are on screen or within one screen below it are fetched with `<link rel="prefetch">`, so
 * opening the product shows its picture at once. Low priority by nature: the browser fetches
 * prefetches after everything the current page needs. Runs again after each soft navigation,
 * for the new page's links.
 */
import { onRouteChange } from '../runtime/route-change'
import { whenIdle } from '../runtime/when-idle'

/** The attribute naming the image to prefetch for a link. */
export const PREFETCH_ATTRIBUTE = 'data-prefetch-image'
/** At most this many images per run, so a long listing does not become a big download. */
export const PREFETCH_LIMIT = 12

/** The Network Information API as far as the rule needs it (not in every browser). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string }

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g'])

/** SPEC §4: no prefetching for shoppers who asked to save data or are on a 2g connection. */
export function shouldSkipPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || SLOW_CONNECTIONS.has(connection.effectiveType ?? '')
}

/** On screen or within one viewport height below it: likely to be clicked next. */
function nearViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect()
  return rect.bottom >= 0 && rect.top <= window.innerHeight * 2
}

/**
 * Adds a prefetch link for each new image near the viewport; returns the URLs it added. All
 * positions are read before any link is added: a link added to the head between two reads would
 * make the browser work out the page's style and layout again for each (7 ms on a listing).
 */
export function prefetchImages(root: Document, alreadyPrefetched: Set<string>): string[] {
  const added: string[] = []
  for (const element of root.querySelectorAll(`[${PREFETCH_ATTRIBUTE}]`)) {
    if (added.length >= PREFETCH_LIMIT) break
    const raw = element.getAttribute(PREFETCH_ATTRIBUTE) ?? ''
    let url: URL
    try {
      url = new URL(raw, root.baseURI)
    } catch {
      continue
    }
    // Same origin only: the page's policy allows no other image host.
    if (url.origin !== location.origin || alreadyPrefetched.has(url.href) || added.includes(url.href) || !nearViewport(element)) continue
    added.push(url.href)
  }
  const links = root.createDocumentFragment()
  for (const href of added) {
    const link = root.createElement('link')
    link.rel = 'prefetch'
    link.as = 'image'
    link.href = href
    links.append(link)
    alreadyPrefetched.add(href)
  }
  root.head.append(links)
  return added
}

const connectionHints = (): ConnectionHints | undefined => (navigator as Navigator & { connection?: ConnectionHints }).connection

export function startImagePrefetch(): void {
  const prefetched = new Set<string>()
  const run = () => {
    // Checked each time: the shopper may switch on data saving, or the connection may drop.
    if (!navigator.onLine || shouldSkipPrefetch(connectionHints())) return
    prefetchImages(document, prefetched)
  }
  const schedule = () => whenIdle(run)
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  onRouteChange(schedule)
}
