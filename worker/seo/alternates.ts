/**
 * @module
 * hreflang alternates (page heads and the sitemap): every page exists in each store view at the
 * same store-relative path, and the default store is the one for unmatched languages.
 */
import { DEFAULT_STORE, GERMAN_STORE, type StoreView } from '../../shared/constants/stores'
import { storePath } from '../../shared/rules/store-from-path'

export type Alternate = { hreflang: string; href: string }

/**
 * Absolute alternates of a store-relative path.
 * @example storeAlternates('/terms.html', 'https://shop.test')
 * // en-GB https://shop.test/terms.html, de-DE https://shop.test/de/terms.html, x-default https://shop.test/terms.html
 */
export function storeAlternates(path: string, origin: string): Alternate[] {
  const href = (store: StoreView) => new URL(storePath(store, path), origin).href
  return [
    { hreflang: DEFAULT_STORE.htmlLang, href: href(DEFAULT_STORE) },
    { hreflang: GERMAN_STORE.htmlLang, href: href(GERMAN_STORE) },
    { hreflang: 'x-default', href: href(DEFAULT_STORE) },
  ]
}
