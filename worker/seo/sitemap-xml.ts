/**
 * @module
 * The sitemap protocol's two documents (sitemaps.org 0.9): an index of sitemap files, and a file of
 * URLs with their hreflang alternates. Every value is escaped, so a URL key with `&` or `<` cannot
 * break the XML.
 */
import type { Alternate } from './alternates'

export type SitemapUrl = { loc: string; alternates: readonly Alternate[] }

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text safe inside an XML element or a quoted attribute. Characters XML 1.0 forbids (control
 * characters other than tab and line breaks) are dropped, as no entity can stand for them.
 * @example escapeXml('/a&b<c>.html') // '/a&amp;b&lt;c&gt;.html'
 */
export function escapeXml(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch)
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`, ...entries, '</sitemapindex>', ''].join('\n')
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, alternates }) => {
    const links = alternates.map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    return `<url><loc>${escapeXml(loc)}</loc>${links.join('')}</url>`
  })
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`, ...entries, '</urlset>', ''].join('\n')
}
