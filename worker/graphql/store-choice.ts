/**
 * @module
 * The `Store` header for calls the browser (or a Magento client) makes through the worker: the
 * client's own header when it is a well-formed store code, else the `store` cookie when it names
 * one of our store views (SPEC §3), else the request's store view.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { COOKIE } from '../../shared/constants/cookies'
import { DEFAULT_STORE, STORES_BY_PATH_SEGMENT, type StoreView } from '../../shared/constants/stores'
import type { AppEnv } from '../env'

/** Magento store codes: lower-case letters, digits and underscores. */
const STORE_CODE = /^[a-z0-9_]{1,32}$/

const STORE_VIEWS_BY_CODE: ReadonlyMap<string, StoreView> = new Map([DEFAULT_STORE, ...STORES_BY_PATH_SEGMENT.values()].map((store) => [store.code, store]))

/** A cookie is ours to interpret, so only codes of store views this shop serves are taken from it. */
export const KNOWN_STORE_CODES: ReadonlySet<string> = new Set(STORE_VIEWS_BY_CODE.keys())

/** The store view this shop serves under a Magento store code, if any. */
export const storeViewOf = (code: string): StoreView | undefined => STORE_VIEWS_BY_CODE.get(code)

/**
 * @example
 * chooseStoreCode('de', undefined, 'default') // 'de': a client's header is passed on
 * chooseStoreCode(undefined, 'de', 'default') // 'de': from the store cookie
 * chooseStoreCode('DE!', 'fr', 'default')     // 'default': neither is usable
 */
export function chooseStoreCode(header: string | undefined, cookie: string | undefined, fallback: string): string {
  const sent = header?.trim()
  if (sent && STORE_CODE.test(sent)) return sent
  if (cookie && KNOWN_STORE_CODES.has(cookie)) return cookie
  return fallback
}

export function storeCodeFor(c: Context<AppEnv>): string {
  return chooseStoreCode(c.req.header('Store'), getCookie(c, COOKIE.store), c.var.store.code)
}
