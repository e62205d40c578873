import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { settledWithin } from '../../test/settled-within'
import { catalogueStateStatement, type CatalogueState } from '../db/catalogue-index-source'
import type { Database } from '../db/database'
import { indexAt } from './held-index'

/** A database whose every query waits for ever: the reading of a request whose shopper went away. */
const stalled: Database = {
  prepare: () => {
    const never = () => new Promise<never>(() => {})
    const statement = { bind: () => statement, first: never, all: never, raw: never, run: never }
    return statement as unknown as D1PreparedStatement
  },
  batch: () => new Promise<never>(() => {}),
}

describe("the isolate's catalogue index", () => {
  it("is not shared while read when the reading cannot be kept alive: a request is not held up by another's reading that never ends", async () => {
    const state = (await catalogueStateStatement(env.DB).first<CatalogueState>())!
    // A generation nobody has read, so both requests must read.
    const moved = { ...state, generation: state.generation + 1 }
    void indexAt(stalled, moved, null)
    const index = await settledWithin(indexAt(env.DB, moved, null), 4000)
    expect(index).not.toBe('still waiting')
    // The stored generation, read by the request itself (at or after the state it was given).
    expect(index === 'still waiting' ? null : index.generation).toBe(state.generation)
  })

  it('is read once for the requests that arrive meanwhile, the reading kept alive past the request that started it', async () => {
    // A structural change: the held index is of the old generation.
    await env.DB.prepare('UPDATE catalogue_state SET generation = generation + 1').run()
    const state = (await catalogueStateStatement(env.DB).first<CatalogueState>())!
    const kept: Promise<unknown>[] = []
    const keepAlive = (promise: Promise<unknown>) => void kept.push(promise)
    const [first, second] = await Promise.all([indexAt(env.DB, state, keepAlive), indexAt(env.DB, state, keepAlive)])
    expect(kept).toHaveLength(1)
    expect(second).toBe(first)
    expect(first.generation).toBe(state.generation)
  })

  it('keeps the finished index: the next request of the same state is answered from it', async () => {
    const state = (await catalogueStateStatement(env.DB).first<CatalogueState>())!
    const first = await indexAt(env.DB, state, null)
    expect(await indexAt(stalled, state, null)).toBe(first)
  })
})
