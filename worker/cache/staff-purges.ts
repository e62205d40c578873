/**
 * @module
 * What the staff area clears after a change, so the next page view shows it (issue 18 point 6).
 * What pages are made of is kept in KV, so the purge is of KV entries: per entry where the key is
 * known, per kind where a change reaches entries that cannot be listed (every listing or card that
 * shows a product). Every purge also makes the pages kept at the edge new (`kv-cache` purge).
 */
import { DEFAULT_STORE, STORES_BY_PATH_SEGMENT, type StoreView } from '../../shared/constants/stores'
import type { Cache } from './kv-cache'

/** Every store view the shop serves (the KV keys carry the store code). */
export const STORE_VIEWS: readonly StoreView[] = [DEFAULT_STORE, ...STORES_BY_PATH_SEGMENT.values()]

/** The store views a scope reaches: all of them for 'all', else the one named. */
export function storesOfScope(scope: string): readonly StoreView[] {
  return scope === 'all' ? STORE_VIEWS : STORE_VIEWS.filter((store) => store.code === scope)
}

/** Route lookups are keyed by the store-relative path without slashes at either end (`loadRoute`). */
const routeId = (path: string) => path.replace(/^\/+|\/+$/g, '')

export type CmsTarget = { kind: 'block' | 'page'; identifier: string; scope: string }

/**
 * A block: its `cmsBlocks` entry in each store view the scope reaches (the shell's strip and footer
 * and the home page read blocks one by one). A page: its `cmsPage` entry, and the route lookups of
 * its paths, which carry the page's head (title, meta) for the catch-all; `'every'` when its paths
 * are not known here (a real Magento's rewrites), which bumps the whole route kind.
 */
export async function purgeCmsEntry(cache: Cache, target: CmsTarget, pagePaths: readonly string[] | 'every'): Promise<void> {
  const stores = storesOfScope(target.scope)
  const purges =
    target.kind === 'block'
      ? stores.map((store) => cache.purge('cmsBlocks', { storeCode: store.code, ids: [target.identifier] }))
      : [
          ...stores.map((store) => cache.purge('cmsPage', { storeCode: store.code, ids: [target.identifier] })),
          ...(pagePaths === 'every'
            ? [cache.purge('route')]
            : stores.map((store) => cache.purge('route', { storeCode: store.code, ids: [...new Set([target.identifier, ...pagePaths.map(routeId)])] }))),
        ]
  await Promise.all(purges)
}

/**
 * A product's stock or its reviews: the route lookups of its own paths in every store view (they
 * carry the product page's fields, stock, review count and rating included), and the kinds whose
 * entries show it among others (category landing listings, the home page's picks, other products'
 * cards, and the product page's second query, which holds its first page of reviews), each bumped
 * to a new generation in one write.
 */
export async function purgeProduct(cache: Cache, productPaths: readonly string[]): Promise<void> {
  const ids = [...new Set(productPaths.map(routeId))]
  await Promise.all([
    ...(ids.length > 0 ? STORE_VIEWS.map((store) => cache.purge('route', { storeCode: store.code, ids })) : []),
    cache.purge('categoryListing'),
    cache.purge('homeProducts'),
    cache.purge('productExtras'),
  ])
}
