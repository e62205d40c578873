/**
 * @module
 * The isolate's one catalogue index, kept while the database's generation (migrations 0022 and
 * 0026) is the one it was built at; stock, price, status and visibility changes logged since are
 * applied to it.
 *
 * Requests arriving while it is read share the reading, so the isolate never holds two (at 100,000
 * products an index and the rows it is built from take half an isolate's memory). The runtime ties a
 * promise's work to the request that started it and cancels it with that request (its shopper gone,
 * a prefetch abandoned), which would leave every other request waiting on it for ever: so a reading
 * is shared only when the request that starts it can keep it going past its own end (`KeepAlive`,
 * the worker's `waitUntil`). Without one, a request reads for itself.
 */
import type { Database } from '../db/database'
import { readCatalogueSource, readChangedProducts, type CatalogueState } from '../db/catalogue-index-source'
import { applyChanges, MAX_APPLIED_CHANGES } from './apply-changes'
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index'

/** Keeps a promise's work going until it settles, whatever becomes of the request (`ExecutionContext.waitUntil`). */
export type KeepAlive = (promise: Promise<unknown>) => void

let held: CatalogueIndex | null = null
let reading: Promise<CatalogueIndex> | null = null

function readIndex(db: Database, keepAlive: KeepAlive | null): Promise<CatalogueIndex> {
  // Every request waits for the new index, so the old one can go now: the isolate never holds
  // two, nor one beside the rows the next is built from.
  held = null
  const read = () => readCatalogueSource(db).then(buildCatalogueIndex)
  if (!keepAlive) return read().then((index) => (held = index))
  if (!reading) {
    const started = read()
      .then((index) => (held = index))
      .finally(() => {
        if (reading === started) reading = null
      })
    reading = started
    keepAlive(started.catch(() => undefined))
  }
  return reading
}

const isCurrent = (index: CatalogueIndex, state: CatalogueState) => index.generation === state.generation && index.seq === state.seq && index.mark === state.mark

/**
 * The index as of `state`, the stored state a request has just read: the held one, the held one
 * with the changes logged since, or one read anew. A reading that was already under way may have
 * started before a structural change: when its generation is not the state's, the index is read
 * once more, and that reading (as new as the request's, or newer) is used.
 */
export async function indexAt(db: Database, state: CatalogueState, keepAlive: KeepAlive | null): Promise<CatalogueIndex> {
  if (held && isCurrent(held, state)) return held
  if (held && held.generation === state.generation) {
    const base = held
    const patched = applyChanges(base, await readChangedProducts(db, base.seq ?? 0, MAX_APPLIED_CHANGES + 1))
    if (patched) {
      // A newer index may have been put in place meanwhile: keep the newer.
      if (held === base) held = patched
      return patched
    }
  }
  const index = await readIndex(db, keepAlive)
  // Read at or after the request's state: with its generation, any changes it holds are newer.
  return index.generation === state.generation ? index : readIndex(db, keepAlive)
}
