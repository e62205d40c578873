/**
 * @module
 * Where the offline page lives in each store view (SPEC §4 "A service worker is registered at
 * /sw.js"): the worker renders it there, and the service worker precaches every one of them and
 * shows the shopper's own when a navigation fails for want of a network.
 */
import { DEFAULT_STORE, STORES_BY_PATH_SEGMENT } from '../../shared/constants/stores'
import { storeFromPath, storePath } from '../../shared/rules/store-from-path'

export const OFFLINE_PAGE_PATH = '/offline.html'

/** The offline page of every store view: `/offline.html`, `/de/offline.html`. */
export function offlinePagePaths(): string[] {
  return [DEFAULT_STORE, ...STORES_BY_PATH_SEGMENT.values()].map((store) => storePath(store, OFFLINE_PAGE_PATH))
}

/** The offline page in the language of the page the shopper was going to. */
export function offlinePageFor(pathname: string): string {
  return storePath(storeFromPath(pathname).store, OFFLINE_PAGE_PATH)
}
