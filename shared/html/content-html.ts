/**
 * @module
 * A CMS page's content as the shop shows it (issue 18 point 1): directives resolved, the markup
 * sanitised, headings in order below the page's own heading, links to the shop's own site made
 * relative and kept in the store view, wide tables scrollable on their own. The steps after
 * sanitising work on `sanitizeHtml`'s output, whose tags are canonical (lower case, attributes
 * quoted with `"`, text escaped), so plain patterns read it reliably.
 */
import type { StoreView } from '../constants/stores'
import { resolveDirectives } from './cms-directives'
import { sanitizeHtml } from './sanitize-html'
import { linksInStore } from './store-links'

export type ContentHtmlContext = {
  store: Pick<StoreView, 'pathPrefix'>
  /** Magento's media base URL, for `{{media}}`; null removes media directives. */
  mediaBaseUrl: string | null
  /** Origins that are this shop (its base URLs, the request's own): their links become site paths. */
  ownOrigins: readonly string[]
}

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>/])/gi

/**
 * Renumbers headings so the content's first is an h2 (the page's h1 is its title) and no level is
 * skipped: each heading sits one below the nearest earlier heading of a higher original level.
 * @example orderHeadings('<h1>A</h1><h3>B</h3>') // '<h2>A</h2><h3>B</h3>'
 */
export function orderHeadings(html: string): string {
  const open: { original: number; shown: number }[] = []
  let shownOfOpen = 2
  return html.replace(HEADING_TAG, (_tag, closing: string, level: string) => {
    const original = Number(level)
    if (closing) return `</h${shownOfOpen}`
    while (open.length > 0 && open.at(-1)!.original >= original) open.pop()
    const shown = Math.min(6, open.length === 0 ? 2 : open.at(-1)!.shown + 1)
    open.push({ original, shown })
    shownOfOpen = shown
    return `<h${shown}`
  })
}

/** `href="https://our-shop/…"` becomes `href="/…"`, so the link stays on whichever host serves the page. */
function ownLinksRelative(html: string, ownOrigins: readonly string[]): string {
  const origins = new Set(ownOrigins.map((origin) => origin.toLowerCase()))
  return html.replace(/(<a\s[^>]*?\bhref=")(https?:\/\/[^/"?#]+)([^"]*)"/gi, (whole, start: string, origin: string, rest: string) =>
    origins.has(origin.toLowerCase()) ? `${start}${rest.startsWith('/') ? rest : `/${rest}`}"` : whole,
  )
}

/** A table wider than a phone scrolls inside its own box, which keyboard users can focus to scroll. */
const scrollableTables = (html: string) => html.replace(/<table>/g, '<div class="cms-table" tabindex="0"><table>').replace(/<\/table>/g, '</table></div>')

/** An image whose source was a removed directive shows nothing; leave it out. */
const withoutEmptyImages = (html: string) => html.replace(/<img(?![^>]*\ssrc="[^"])[^>]*>/g, '')

export function contentHtml(raw: string, context: ContentHtmlContext): string {
  const safe = sanitizeHtml(orderHeadings(resolveDirectives(raw, { mediaBaseUrl: context.mediaBaseUrl })))
  return scrollableTables(withoutEmptyImages(linksInStore(ownLinksRelative(safe, context.ownOrigins), context.store))).trim()
}
