/**
 * @module
 * The isolate's one catalogue index, kept while the database's generation (migrations 0022 and
 * 0026) is the one it was built at; stock, price, status and visibility changes logged since are
 * applied to it.
 *
 * Only a finished index is kept, never a reading under way: the runtime ties a promise to the
 * request that made it, and when that request ends or its shopper goes away (a link prefetched and
 * abandoned), every other request waiting on the promise waits for ever. So requests that find no
 * usable index each read one (at a cold start, as many as arrive before the first is built); the
 * newest finished one is kept.
 */
import type { Database } from '../db/database'
import { readCatalogueSource, readChangedProducts, type CatalogueState } from '../db/catalogue-index-source'
import { applyChanges, MAX_APPLIED_CHANGES } from './apply-changes'
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index'

let held: CatalogueIndex | null = null

const isCurrent = (index: CatalogueIndex, state: CatalogueState) => index.generation === state.generation && index.seq === state.seq && index.mark === state.mark

/** Whether `index` may replace the held one: another generation (the stored one moved on), or as new or newer. */
const isNewer = (index: CatalogueIndex, than: CatalogueIndex | null) => !than || index.generation !== than.generation || (index.seq ?? 0) >= (than.seq ?? 0)

/**
 * The index as of `state`, the stored state a request has just read: the held one, the held one
 * with the changes logged since, or one read anew (at or after `state`, as the reading starts
 * after it).
 */
export async function indexAt(db: Database, state: CatalogueState): Promise<CatalogueIndex> {
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
  // The held index is of another generation (or too far behind): let it go before reading, so the
  // isolate does not hold it beside the rows the next is built from.
  if (held && held.generation !== state.generation) held = null
  const index = buildCatalogueIndex(await readCatalogueSource(db))
  if (isNewer(index, held)) held = index
  return index
}
