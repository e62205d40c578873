/**
 * @module
 * The editor's preview, computed the way the shop computes what it shows: the same sanitiser
 * (`shared/html/sanitize-html.ts`) with the shop's links kept in the store view, and the one line
 * of text the selling strip makes of a block. The worker renders it for the Preview button, and the
 * editor's script runs the same code as staff type.
 */
import { htmlToText } from '../../shared/html/html-to-text'
import { sanitizeHtml } from '../../shared/html/sanitize-html'
import { linksInStore } from '../../shared/html/store-links'

export type CmsPreview = { html: string; text: string }

export function cmsPreview(content: string, pathPrefix: string): CmsPreview {
  return { html: linksInStore(sanitizeHtml(content).trim(), { pathPrefix }), text: htmlToText(content) }
}
