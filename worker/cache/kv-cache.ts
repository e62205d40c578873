/**
 * @module
 * Read-through KV caching with stale-while-revalidate (issue "The edge", DESIGN "Caching"): a
 * fresh value is served as is; a stale one is served at once and refreshed in the background; when
 * the back end fails, the stale value is served instead of an error. Keys come from one function
 * and carry the kind's generation, so purging a whole kind is one atomic write.
 *
 * KV is eventually consistent between locations (about 60 s): a purge is seen at once where it was
 * made and within about a minute elsewhere.
 */

import { KV_FRESH_SECONDS, KV_STALE_KEEP_SECONDS } from './strategies'
import { bumpGeneration, currentGeneration, GENERATIONS_FORMAT, PAGES_GENERATION, trustedGeneration } from './generations'
import { isKnownAbsent, rememberAbsent } from './absent-answers'

export type CacheKind = keyof typeof KV_FRESH_SECONDS
export const CACHE_KINDS = Object.keys(KV_FRESH_SECONDS) as CacheKind[]

/** Bumped when the shape of cached values changes, so old entries are simply never read. */
const FORMAT_VERSION = GENERATIONS_FORMAT

type Envelope<T> = { value: T; storedAt: number }

export type CacheScope = {
  kv: KVNamespace
  /** Keeps background refreshes and writes alive after the response is sent. */
  waitUntil: (promise: Promise<unknown>) => void
  now?: () => number
}

/** The one place cache keys are made: format version, kind, generation, store view and id. */
export function cacheKey(kind: CacheKind, generation: number, storeCode: string, id: string): string {
  return `${FORMAT_VERSION}:${kind}:${generation}:${storeCode}:${id}`
}

/** The prefix shared by every key of a kind and generation (for listing and deleting). */
export function cacheKindPrefix(kind: CacheKind, generation: number): string {
  return `${FORMAT_VERSION}:${kind}:${generation}:`
}

export type CacheRequest<T> = {
  kind: CacheKind
  storeCode: string
  id: string
  load: () => Promise<T>
  /**
   * Whether a null answer is stored in KV. Off for lookups keyed by arbitrary URLs: a crawler
   * probing random paths would otherwise spend KV writes (a daily quota) on pages that do not
   * exist. Such an answer is kept briefly in the data centre's cache instead (`absent-answers`),
   * so a repeated unknown path costs no more than a page (issue 26 point 2).
   */
  keepAbsent?: boolean
}

export type Cache = {
  /** The value for the key: fresh from KV, stale from KV while refreshing, or loaded now. */
  get<T>(request: CacheRequest<T>): Promise<T>
  /** Removes single entries (by id) or, with no ids, the whole kind, for every store view. */
  purge(kind: CacheKind, target?: { storeCode: string; ids: readonly string[] }): Promise<number>
}

export function createCache(scope: CacheScope): Cache {
  const now = scope.now ?? Date.now
  const generations = new Map<CacheKind, Promise<number>>()
  const generationOf = (kind: CacheKind) => {
    let known = generations.get(kind)
    if (!known) generations.set(kind, (known = trustedGeneration(scope.kv, kind)))
    return known
  }

  const store = async <T>(key: string, value: T): Promise<void> => {
    const envelope: Envelope<T> = { value, storedAt: now() }
    await scope.kv.put(key, JSON.stringify(envelope), { expirationTtl: KV_STALE_KEEP_SECONDS })
  }

  const read = async <T>(key: string): Promise<Envelope<T> | null> => {
    try {
      const envelope = await scope.kv.get<Envelope<T>>(key, 'json')
      return envelope && typeof envelope.storedAt === 'number' && 'value' in envelope ? envelope : null
    } catch (error) {
      // A corrupt or unreadable entry is a miss, not an error page.
      console.error('kv cache read failed', key, error)
      return null
    }
  }

  return {
    async get<T>({ kind, storeCode, id, load, keepAbsent = true }: CacheRequest<T>): Promise<T> {
      const key = cacheKey(kind, await generationOf(kind), storeCode, id)
      const cached = await read<T>(key)
      if (cached) {
        const ageSeconds = (now() - cached.storedAt) / 1000
        if (ageSeconds >= KV_FRESH_SECONDS[kind]) {
          // Stale: answer now, refresh for the next visitor; a failed refresh keeps the stale value.
          scope.waitUntil(
            load().then(
              (value) => store(key, value).catch((error: unknown) => console.error('kv cache write failed', key, error)),
              (error: unknown) => console.error('kv cache refresh failed; serving stale', key, error),
            ),
          )
        }
        return cached.value
      }
      if (!keepAbsent && (await isKnownAbsent(key))) return null as T
      const value = await load()
      if (value === null && !keepAbsent) {
        scope.waitUntil(rememberAbsent(key))
        return value
      }
      scope.waitUntil(store(key, value).catch((error: unknown) => console.error('kv cache write failed', key, error)))
      return value
    },

    async purge(kind, target) {
      // Pages are made of these entries: whatever a purge changes, the pages kept at the edge
      // (`page-cache`) are made anew too, by a new generation of their own.
      const pages = bumpGeneration(scope.kv, PAGES_GENERATION)
      if (target) {
        const generation = await currentGeneration(scope.kv, kind)
        await Promise.all([pages, ...target.ids.map((id) => scope.kv.delete(cacheKey(kind, generation, target.storeCode, id)))])
        return target.ids.length
      }
      // A new generation makes every old key unreachable at once; the old entries expire by TTL.
      await Promise.all([pages, bumpGeneration(scope.kv, kind)])
      generations.delete(kind)
      return 1
    },
  }
}
