import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants/timings'
import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReloadForChunk, recoverFromChunkFailure } from './chunk-reload'

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/chunks/cart-count-X.js')

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('the chunk reload guard', () => {
  it('allows a reload when the tab has never reloaded for a chunk', () => {
    expect(mayReloadForChunk(null, 1_000_000)).toBe(true)
  })

  it('refuses a second reload within 60 seconds of the last one', () => {
    expect(mayReloadForChunk(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(mayReloadForChunk(1_000_000, 1_000_000)).toBe(false)
  })

  it('allows a reload once 60 seconds have passed', () => {
    expect(mayReloadForChunk(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })

  it('ignores a stored time that is not a number or lies far in the future', () => {
    expect(mayReloadForChunk(Number.NaN, 5)).toBe(true)
    expect(mayReloadForChunk(10 * CHUNK_RELOAD_GUARD_MS, 5)).toBe(true)
  })
})

describe('chunk-load errors', () => {
  it('recognises the messages of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://shop.test/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('recovering from a failed chunk', () => {
  it('reloads once, records the time, and rethrows', () => {
    const storage = memoryStorage()
    let reloads = 0
    const environment = { storage, now: () => 5_000_000, reload: () => void reloads++ }
    const error = chunkError()
    expect(() => recoverFromChunkFailure(error, environment)).toThrow(error)
    expect(reloads).toBe(1)
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('5000000')
    expect(() => recoverFromChunkFailure(chunkError(), { ...environment, now: () => 5_030_000 })).toThrow()
    expect(reloads).toBe(1)
  })

  it('does not reload for an error that is not a chunk-load failure', () => {
    let reloads = 0
    expect(() => recoverFromChunkFailure(new RangeError('bad'), { storage: memoryStorage(), now: () => 1, reload: () => void reloads++ })).toThrow('bad')
    expect(reloads).toBe(0)
  })

  it('does not reload when storage refuses to record it, as it could not stop a loop', () => {
    let reloads = 0
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    expect(() => recoverFromChunkFailure(chunkError(), { storage, now: () => 1, reload: () => void reloads++ })).toThrow()
    expect(reloads).toBe(0)
  })

  it('does not reload while the browser is offline, and reloads once when the connection returns', () => {
    const storage = memoryStorage()
    let reloads = 0
    let online = false
    const waiting: (() => void)[] = []
    const environment = {
      storage,
      now: () => 7_000_000,
      reload: () => void reloads++,
      online: { isOnline: () => online, whenOnline: (task: () => void) => void waiting.push(task) },
    }
    expect(() => recoverFromChunkFailure(chunkError(), environment)).toThrow()
    expect(() => recoverFromChunkFailure(chunkError(), environment)).toThrow()
    expect(reloads).toBe(0)
    expect(waiting).toHaveLength(1)
    online = true
    waiting[0]!()
    expect(reloads).toBe(1)
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('7000000')
  })

  it('reloads at once when the browser reports a connection', () => {
    let reloads = 0
    const environment = {
      storage: memoryStorage(),
      now: () => 1,
      reload: () => void reloads++,
      online: { isOnline: () => true, whenOnline: () => {} },
    }
    expect(() => recoverFromChunkFailure(chunkError(), environment)).toThrow()
    expect(reloads).toBe(1)
  })
})
