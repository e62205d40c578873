import { DEFAULT_STORE, STORES_BY_PATH_SEGMENT, type StoreView } from '../constants/stores'

export type StorePath = { store: StoreView; path: string }

/**
 * Splits a URL path into its store view and the path inside that store (SPEC §1: the first path
 * segment selects the store when it is a known store code, otherwise the default store).
 * @example storeFromPath('/de/toner.html') // { store: GERMAN_STORE, path: '/toner.html' }
 */
export function storeFromPath(pathname: string): StorePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const store = match?.[1] !== undefined ? STORES_BY_PATH_SEGMENT.get(match[1]) : undefined
  if (!store) return { store: DEFAULT_STORE, path: pathname }
  return { store, path: match?.[2] ?? '/' }
}

/**
 * The store view with this Magento store code; the default store for a code that is not ours.
 * @example storeByCode('de') // GERMAN_STORE
 */
export function storeByCode(code: string): StoreView {
  for (const store of STORES_BY_PATH_SEGMENT.values()) if (store.code === code) return store
  return DEFAULT_STORE
}

/**
 * The path of a page inside a store view: the store's prefix plus the path.
 * @example storePath(GERMAN_STORE, '/cart') // '/de/cart'
 */
export function storePath(store: Pick<StoreView, 'pathPrefix'>, path: string): string {
  if (!store.pathPrefix) return path
  return path === '/' ? `${store.pathPrefix}/` : `${store.pathPrefix}${path}`
}
