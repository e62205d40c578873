import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { settledWithin } from '../../test/settled-within'
import { loadAssetManifest } from './asset-manifest'

describe('the asset manifest, read once per isolate', () => {
  it("is never a read under way: a request is not held up by another request's read that never ends", async () => {
    let calls = 0
    // The built assets, but the first read never answers (its request's shopper went away).
    const assets = {
      fetch: (request: Request) => (++calls === 1 ? new Promise<Response>(() => {}) : env.ASSETS.fetch(request)),
    } as unknown as Fetcher
    void loadAssetManifest(assets, { everyTime: false })
    const manifest = await settledWithin(loadAssetManifest(assets, { everyTime: false }), 4000)
    expect(manifest).not.toBe('still waiting')
    expect(manifest === 'still waiting' ? null : manifest.entry).toMatch(/^\/assets\/entry-.+\.js$/)
    // Kept once read: a third request reads nothing.
    await loadAssetManifest(assets, { everyTime: false })
    expect(calls).toBe(2)
  })
})
