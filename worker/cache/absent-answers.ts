/**
 * @module
 * Lookups that found nothing (an unknown path's route), remembered for a short while in the data
 * centre's cache (the Workers Cache API), not in KV: KV writes are a daily quota a crawler probing
 * random paths would spend, while this cache is free, local and evicts on its own (issue 26 point 2).
 * Keyed by the KV key, whose kind generation makes a purge forget these too.
 */
import { dataCentreCache } from './data-centre-cache'

/** Long enough to absorb a burst of one unknown path; short enough that a new page shows soon. */
export const ABSENT_ANSWER_SECONDS = 30

const keyFor = (kvKey: string) => new Request(`https://absent.invalid/${encodeURIComponent(kvKey)}`)

export async function isKnownAbsent(kvKey: string): Promise<boolean> {
  const cache = dataCentreCache()
  if (!cache) return false
  try {
    return (await cache.match(keyFor(kvKey))) !== undefined
  } catch (error) {
    console.error('absent answer read failed', error)
    return false
  }
}

/** Kept for ABSENT_ANSWER_SECONDS; the caller keeps the request alive with `waitUntil`. */
export async function rememberAbsent(kvKey: string): Promise<void> {
  const cache = dataCentreCache()
  if (!cache) return
  try {
    await cache.put(keyFor(kvKey), new Response(null, { headers: { 'Cache-Control': `max-age=${ABSENT_ANSWER_SECONDS}` } }))
  } catch (error) {
    console.error('absent answer write failed', error)
  }
}
