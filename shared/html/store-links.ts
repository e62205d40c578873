/**
 * @module
 * CMS blocks are written once for every store view, with links inside the shop as site paths
 * (`/ink-cartridges/hp.html`). In another store view (`/de/`) those links must stay in that store.
 */
import type { StoreView } from '../constants/stores'
import { storePath } from '../rules/store-from-path'

/**
 * Puts the store's prefix on every site-path link of markup that `sanitizeHtml` wrote (which
 * always quotes attributes with `"`); other links (`https:`, `mailto:`, `//host`) stay as they are.
 * @example linksInStore('<a href="/cart">Basket</a>', GERMAN_STORE) // '<a href="/de/cart">Basket</a>'
 */
export function linksInStore(sanitizedHtml: string, store: Pick<StoreView, 'pathPrefix'>): string {
  if (!store.pathPrefix) return sanitizedHtml
  return sanitizedHtml.replace(/(<a\s[^>]*?\bhref=")(\/(?!\/)[^"]*)"/g, (_, start: string, path: string) => `${start}${storePath(store, path)}"`)
}
