/**
 * @module
 * The data centre's HTTP cache (the Workers Cache API's default cache), or null where the runtime
 * has none. Per location, not global; entries expire by their `Cache-Control`.
 */
export function dataCentreCache(): Cache | null {
  // The DOM library (see tsconfig.json) shadows the Workers' CacheStorage, which has `default`.
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default
}
