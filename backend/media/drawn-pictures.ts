/**
 * @module
 * Raster pictures drawn lately, by what they show and their size: drawing and compressing one
 * takes milliseconds, and every page asks for a dozen. Kept per isolate within a byte budget; the
 * oldest go first.
 */

const BUDGET_BYTES = 4 * 1024 * 1024
const drawn = new Map<string, Uint8Array<ArrayBuffer>>()
let drawnBytes = 0

/** The picture kept under `key`, or the one `draw` makes, kept from now on. */
export async function keptDrawing(key: string, draw: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
  const kept = drawn.get(key)
  if (kept) return kept
  const picture = await draw()
  drawn.set(key, picture)
  drawnBytes += picture.length
  for (const [oldest, bytes] of drawn) {
    if (drawnBytes <= BUDGET_BYTES) break
    drawn.delete(oldest)
    drawnBytes -= bytes.length
  }
  return picture
}
