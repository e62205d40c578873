import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { cacheKey, createCache } from './kv-cache'
import { KV_FRESH_SECONDS } from './strategies'

/** A cache on the test's KV with a clock the test moves, collecting background work to await. */
function testCache(start = 1_000_000) {
  let now = start
  const pending: Promise<unknown>[] = []
  const cache = createCache({ kv: env.CACHE, waitUntil: (p) => pending.push(p), now: () => now })
  return {
    cache,
    advance: (seconds: number) => (now += seconds * 1000),
    settle: async () => {
      while (pending.length) await pending.shift()
    },
  }
}

describe('KV cache', () => {
  it('loads once and serves the stored value while it is fresh', async () => {
    const { cache, settle } = testCache()
    let loads = 0
    const request = { kind: 'storeConfig' as const, storeCode: 'default', id: 'fresh', load: async () => ({ loads: ++loads }) }
    expect(await cache.get(request)).toEqual({ loads: 1 })
    await settle()
    expect(await cache.get(request)).toEqual({ loads: 1 })
    expect(await env.CACHE.get(cacheKey('storeConfig', 0, 'default', 'fresh'))).not.toBeNull()
  })

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { cache, advance, settle } = testCache()
    let version = 1
    const request = { kind: 'route' as const, storeCode: 'default', id: 'stale', load: async () => `v${version}` }
    await cache.get(request)
    await settle()
    version = 2
    advance(KV_FRESH_SECONDS.route + 1)
    expect(await cache.get(request)).toBe('v1')
    await settle()
    expect(await cache.get(request)).toBe('v2')
  })

  it('keeps serving the stale value when the refresh fails, and fails a cold load', async () => {
    const { cache, advance, settle } = testCache()
    let up = true
    const load = async () => {
      if (!up) throw new Error('back end down')
      return 'kept'
    }
    await cache.get({ kind: 'cmsPage', storeCode: 'default', id: 'down', load })
    await settle()
    up = false
    advance(3600)
    expect(await cache.get({ kind: 'cmsPage', storeCode: 'default', id: 'down', load })).toBe('kept')
    await settle()
    expect(await cache.get({ kind: 'cmsPage', storeCode: 'default', id: 'down', load })).toBe('kept')
    await expect(cache.get({ kind: 'cmsPage', storeCode: 'default', id: 'cold', load })).rejects.toThrow('back end down')
  })

  it('stores absent values unless told not to', async () => {
    const { cache, settle } = testCache()
    await cache.get({ kind: 'cmsBlocks', storeCode: 'default', id: 'absent', load: async () => null })
    await cache.get({ kind: 'route', storeCode: 'default', id: 'probe/wp-admin', load: async () => null, keepAbsent: false })
    await settle()
    expect(await env.CACHE.get(cacheKey('cmsBlocks', 0, 'default', 'absent'))).not.toBeNull()
    expect(await env.CACHE.get(cacheKey('route', 0, 'default', 'probe/wp-admin'))).toBeNull()
  })

  it('keeps store views apart', async () => {
    const { cache, settle } = testCache()
    await cache.get({ kind: 'storeConfig', storeCode: 'default', id: 'all-stores', load: async () => 'GBP' })
    await settle()
    expect(await cache.get({ kind: 'storeConfig', storeCode: 'de', id: 'all-stores', load: async () => 'EUR' })).toBe('EUR')
  })

  it('purges single entries, and a whole kind by moving to a new generation', async () => {
    const { cache, settle } = testCache()
    const get = (id: string, value: string) => cache.get({ kind: 'categoryTree', storeCode: 'default', id, load: async () => value })
    await get('a', 'old a')
    await get('b', 'old b')
    await settle()
    expect(await cache.purge('categoryTree', { storeCode: 'default', ids: ['a'] })).toBe(1)
    expect(await get('a', 'new a')).toBe('new a')
    expect(await get('b', 'new b')).toBe('old b')
    await settle()
    await cache.purge('categoryTree')
    expect(await get('b', 'newest b')).toBe('newest b')
    // Another isolate (a new cache object) sees the new generation too.
    const other = testCache().cache
    expect(await other.get({ kind: 'categoryTree', storeCode: 'default', id: 'b', load: async () => 'elsewhere' })).not.toBe('old b')
  })
})
