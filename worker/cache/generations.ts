/**
 * @module
 * Cache generations: a number per kind, kept in KV, that is part of every key of that kind. A purge
 * writes the next number, so every older entry becomes unreachable at once and simply expires.
 * The KV cache has one per kind of back-end data; the page cache has one for all pages.
 */

/** Bumped when the shape of cached values changes, so old entries are simply never read. */
export const GENERATIONS_FORMAT = 'v1'

/** The generation of every page kept at the edge (`page-cache`). */
export const PAGES_GENERATION = 'pages'

/**
 * How long an isolate trusts the pages' generation it last read before reading it again: a page
 * served from the edge then costs no KV read. A purge in this isolate is seen at once; elsewhere
 * within this time (and KV's own spread between locations, about a minute).
 */
const PAGES_GENERATION_TRUST_MS = 1000

const generationKey = (name: string) => `${GENERATIONS_FORMAT}:generation:${name}`

export async function currentGeneration(kv: KVNamespace, name: string): Promise<number> {
  const stored = await kv.get(generationKey(name))
  const parsed = stored === null ? 0 : Number.parseInt(stored, 10)
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : 0
}

/** Per isolate (and per KV binding, so each test environment has its own). */
const pagesSeen = new WeakMap<KVNamespace, { generation: Promise<number>; until: number }>()

export async function bumpGeneration(kv: KVNamespace, name: string): Promise<void> {
  const next = (await currentGeneration(kv, name)) + 1
  await kv.put(generationKey(name), String(next))
  if (name === PAGES_GENERATION) pagesSeen.set(kv, { generation: Promise.resolve(next), until: Date.now() + PAGES_GENERATION_TRUST_MS })
}

/** The pages' generation, read from KV at most once a second per isolate. */
export function pagesGeneration(kv: KVNamespace, now = Date.now()): Promise<number> {
  const seen = pagesSeen.get(kv)
  if (seen && seen.until > now) return seen.generation
  const generation = currentGeneration(kv, PAGES_GENERATION).catch((error: unknown) => {
    // An unreadable generation is the first one: pages are then served as they were kept.
    console.error('page generation read failed', error)
    return 0
  })
  pagesSeen.set(kv, { generation, until: now + PAGES_GENERATION_TRUST_MS })
  return generation
}
