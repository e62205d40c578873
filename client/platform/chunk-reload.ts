/**
 * @module
 * SPEC §4 and §8 "Chunk-load failure": when a lazily loaded chunk cannot be fetched (typically a
 * page still open after a deploy replaced the hashed files), the page reloads to get the current
 * HTML and bundle; at most once per 60 s (SPEC §9), so a chunk that is really broken cannot loop.
 * A chunk that failed because the browser is offline is no deploy: reloading then would only swap
 * the page for the browser's offline page, so the reload waits until the connection is back (the
 * browser keeps a failed module import failed, so only a reload can fetch it again).
 */
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants/timings'

/** Session storage key holding the time (ms since the epoch) of the last such reload. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt'

/**
 * Whether a failed dynamic import may reload the page now, given when the last reload happened
 * (`null`: never in this tab). A stored time far in the future means the clock was set back; it
 * does not block reloads for the rest of the session.
 */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt - CHUNK_RELOAD_GUARD_MS
}

/** What the browsers say when a dynamic import cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_LOAD_MESSAGE = /dynamically imported module|importing a module script failed|error loading dynamically/i

/** A hashed file other than a module (an island's texts) that the server no longer has. */
export class HashedFileMissing extends Error {
  constructor(url: string, status: number) {
    super(`${url} answered ${status}`)
    this.name = 'HashedFileMissing'
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof HashedFileMissing || (error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message))
}

type GuardEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
  /** Whether the browser has a network now, and a way to run something once it has one again. */
  online?: { isOnline: () => boolean; whenOnline: (task: () => void) => void }
}

const browserOnline: NonNullable<GuardEnvironment['online']> = {
  isOnline: () => navigator.onLine,
  whenOnline: (task) => window.addEventListener('online', task, { once: true }),
}

/** One reload waits for the connection however many chunks failed while offline. */
let waitingForConnection = false

function readLastReload(storage: GuardEnvironment['storage']): number | null {
  try {
    const value = storage.getItem(CHUNK_RELOAD_KEY)
    return value === null ? null : Number(value)
  } catch {
    return null
  }
}

/** Records the reload; false when storage refuses, and then there is no reload (it could loop). */
function remember(storage: GuardEnvironment['storage'], now: number): boolean {
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now))
    return true
  } catch {
    return false
  }
}

/**
 * The catch handler for a lazy import: reloads the page when the error is a chunk-load failure
 * and the guard allows it, and rethrows in every case, so the caller stops where it was.
 */
export function recoverFromChunkFailure(
  error: unknown,
  environment: GuardEnvironment = { storage: sessionStorage, now: Date.now, reload: () => location.reload(), online: browserOnline },
): never {
  if (isChunkLoadError(error)) {
    const online = environment.online
    if (online && !online.isOnline()) {
      if (!waitingForConnection) {
        waitingForConnection = true
        online.whenOnline(() => {
          waitingForConnection = false
          reloadIfAllowed(environment)
        })
      }
    } else {
      reloadIfAllowed(environment)
    }
  }
  throw error
}

function reloadIfAllowed(environment: GuardEnvironment): void {
  const now = environment.now()
  if (mayReloadForChunk(readLastReload(environment.storage), now) && remember(environment.storage, now)) environment.reload()
}
