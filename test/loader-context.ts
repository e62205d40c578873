/**
 * A loader's context outside any request: the real transport to the embedded back end on the
 * test's D1, and the real KV cache. Loaders are called with it exactly as routes call them.
 */
import { env } from 'cloudflare:test'
import { handleGraphQLRequest } from '../backend'
import { DEFAULT_STORE, type StoreView } from '../shared/constants/stores'
import { DEFAULT_ROOT_CATEGORY_ID } from '../shared/constants/shop'
import shopExtensionsSDL from '../shared/graphql/shop-extensions.graphqls'
import { createCache } from '../worker/cache/kv-cache'
import { createTransport } from '../worker/graphql/transport'
import type { LoaderContext } from '../worker/loaders/loader-context'

export function testLoaderContext(store: StoreView = DEFAULT_STORE, customerToken: string | null = null): LoaderContext & { settled: () => Promise<void> } {
  const pending: Promise<unknown>[] = []
  const options = { db: env.DB, extensionSDL: shopExtensionsSDL, development: true, keepAlive: null }
  return {
    graphql: createTransport({ fetch: (request) => handleGraphQLRequest(request, options), endpoint: 'https://shop.test/graphql', store, customerToken }),
    cache: createCache({ kv: env.CACHE, waitUntil: (promise) => pending.push(promise) }),
    store,
    rootCategoryId: DEFAULT_ROOT_CATEGORY_ID,
    requestId: 'test',
    /** Background cache writes and refreshes, finished. */
    settled: async () => {
      await Promise.all(pending)
    },
  }
}
