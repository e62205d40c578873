/**
 * @module
 * The store views the shop serves (SPEC §1 Locales, §9): the default English store in pounds and a
 * German store in euros, selected by the first path segment.
 */

export type StoreView = {
  /** Magento store code, sent as the `Store` header. */
  code: string
  /** Magento locale, also the message-catalogue id. */
  locale: 'en_GB' | 'de_DE'
  /** BCP 47 tag for `<html lang>` and `Intl`. */
  htmlLang: string
  currency: 'GBP' | 'EUR'
  /** Path prefix of the store's URLs ('' for the default store). */
  pathPrefix: string
}

export const DEFAULT_STORE: StoreView = {
  code: 'default',
  locale: 'en_GB',
  htmlLang: 'en-GB',
  currency: 'GBP',
  pathPrefix: '',
}

export const GERMAN_STORE: StoreView = {
  code: 'de',
  locale: 'de_DE',
  htmlLang: 'de-DE',
  currency: 'EUR',
  pathPrefix: '/de',
}

/**
 * Store views that a first path segment can select, by that segment. A Map, as the segment comes
 * from the URL: a plain object would also answer to `constructor` or `__proto__`.
 */
export const STORES_BY_PATH_SEGMENT: ReadonlyMap<string, StoreView> = new Map([[GERMAN_STORE.code, GERMAN_STORE]])
