/**
 * @module
 * The isolate's one catalogue index, kept while the database's generation (migration 0022) is the
 * one it was built at. Requests arriving while it is read share the reading.
 */
import type { Database } from '../db/database'
import { readCatalogueSource } from '../db/catalogue-index-source'
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index'

let held: CatalogueIndex | null = null
let reading: Promise<CatalogueIndex> | null = null

function readIndex(db: Database): Promise<CatalogueIndex> {
  reading ??= readCatalogueSource(db)
    .then(buildCatalogueIndex)
    .then((index) => (held = index))
    .finally(() => (reading = null))
  return reading
}

/**
 * The index at `generation`, the stored generation a request has just read. A reading that was
 * already under way may have started before a change: when its generation is not the one asked
 * for, the index is read once more, and that reading (as new as the request's, or newer) is used.
 */
export async function indexAt(db: Database, generation: number): Promise<CatalogueIndex> {
  if (held?.generation === generation) return held
  const index = await readIndex(db)
  return index.generation === generation ? index : readIndex(db)
}
