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
 * How long an isolate trusts a generation it last read before reading it again: a request then
 * costs no KV read per kind, and a page served from the edge none at all. A purge in this isolate
 * is seen at once; elsewhere within this time (and KV's own spread between locations, about a
 * minute).
 */
const GENERATION_TRUST_MS = 1000

const generationKey = (name: string) => `${GENERATIONS_FORMAT}:generation:${name}`

/** The generation as KV has it now (no trust window): for purges, which write the next one. */
export async function currentGeneration(kv: KVNamespace, name: string): Promise<number> {
  const stored = await kv.get(generationKey(name))
  const parsed = stored === null ? 0 : Number.parseInt(stored, 10)
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : 0
}

/**
 * Per isolate and per KV binding (so each test environment has its own), by name. Only numbers
 * that were read are kept, never a pending read: the runtime does not let one request wait on
 * another request's I/O.
 */
const seen = new WeakMap<KVNamespace, Map<string, { generation: number; until: number }>>()

function seenIn(kv: KVNamespace): Map<string, { generation: number; until: number }> {
  let names = seen.get(kv)
  if (!names) seen.set(kv, (names = new Map()))
  return names
}

export async function bumpGeneration(kv: KVNamespace, name: string): Promise<void> {
  const next = (await currentGeneration(kv, name)) + 1
  await kv.put(generationKey(name), String(next))
  seenIn(kv).set(name, { generation: next, until: Date.now() + GENERATION_TRUST_MS })
}

/** The generation, read from KV at most once a second per isolate; an unreadable one is the first. */
export async function trustedGeneration(kv: KVNamespace, name: string, now = Date.now()): Promise<number> {
  const names = seenIn(kv)
  const known = names.get(name)
  if (known && known.until > now) return known.generation
  try {
    const generation = await currentGeneration(kv, name)
    names.set(name, { generation, until: now + GENERATION_TRUST_MS })
    return generation
  } catch (error) {
    console.error('cache generation read failed', name, error)
    return 0
  }
}

/** The pages' generation (`page-cache`). */
export const pagesGeneration = (kv: KVNamespace, now = Date.now()) => trustedGeneration(kv, PAGES_GENERATION, now)
