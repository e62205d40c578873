// The browser tests' server watching itself: every few seconds it asks the shop for something that
// reads the database. Should the shop stop answering, it says when, and whether the runtime still
// serves a static file (a stalled worker told apart from a stalled runtime), so a stalled run
// explains itself instead of ending in a minute-long time-out for every test left. (Miniflare's
// direct handles on D1 and KV are no use here: they wait for the runtime synchronously, and would
// stall this process with it.)
const EVERY_MS = 10_000
/** No answer in this long is a stall: the slowest page of the suite takes a few seconds. */
const STALL_MS = 30_000
const PART_MS = 5_000

/** How `url` answers within `ms`: 'answered', 'no answer' or 'failed: …'. */
async function answer(url, ms) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms) })
    await response.arrayBuffer()
    return response.ok ? 'answered' : `failed: status ${response.status}`
  } catch (error) {
    return error?.name === 'TimeoutError' ? 'no answer' : `failed: ${error instanceof Error ? error.message : error}`
  }
}

/**
 * Watches the shop at `origin`; on a stall, reports it with `report` and calls `restart` (which
 * starts the runtime again on the same state), at most `maxRestarts` times.
 */
export function watchServer({ origin, report, restart, maxRestarts = 2 }) {
  const probe = new URL('/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', origin)
  let restarts = 0
  let timer
  const tick = async () => {
    const started = Date.now()
    const shop = await answer(probe, STALL_MS)
    if (shop === 'no answer') {
      const at = new Date(started).toISOString()
      report(`the browser tests' server: the shop gave no answer for ${STALL_MS / 1000} s from ${at}; a static file (the runtime's asset layer, before the worker): ${await answer(new URL('/asset-manifest.json', origin), PART_MS)}`)
      if (restarts >= maxRestarts) {
        report(`the browser tests' server: stalled again after ${restarts} restart(s); left as it is`)
        return
      }
      restarts += 1
      await restart()
      report(`the browser tests' server: started again on the same database (restart ${restarts})`)
    }
    timer = setTimeout(tick, EVERY_MS)
  }
  timer = setTimeout(tick, EVERY_MS)
  return () => clearTimeout(timer)
}
