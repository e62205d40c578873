import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { loadProductExtras, productCanonicalPath } from './product-page'

const product = { sku: 'HP-963-Y', url_key: 'hp-963-yellow', url_suffix: '.html', url_rewrites: null }

describe('productCanonicalPath', () => {
  it('is the first URL rewrite (SPEC §2)', () => {
    expect(productCanonicalPath({ ...product, url_rewrites: [{ url: 'hp-963-yellow.html' }, { url: 'ink-cartridges/hp-963-yellow.html' }] })).toBe('/hp-963-yellow.html')
  })

  it('is the URL key with its suffix when the back end lists no rewrite', () => {
    expect(productCanonicalPath(product)).toBe('/hp-963-yellow.html')
  })

  it('is /p/{sku} for a product with neither', () => {
    expect(productCanonicalPath({ ...product, url_key: null, url_rewrites: [] })).toBe('/p/HP-963-Y')
  })

  it('ignores a rewrite that is no path', () => {
    expect(productCanonicalPath({ ...product, url_rewrites: [{ url: 'a b?c' }] })).toBe('/hp-963-yellow.html')
  })
})

describe('loadProductExtras', () => {
  it('keeps the first page of reviews and the cards in KV, and serves them while the back end is down', async () => {
    await seedCatalogue()
    const row = await env.DB.prepare("SELECT sku FROM products WHERE status = 1 AND review_count > 0 AND type_id = 'simple' ORDER BY id LIMIT 1").first<{ sku: string }>()
    const ctx = testLoaderContext()
    const first = await loadProductExtras(ctx, row!.sku, 1)
    await ctx.settled()
    expect(first.reviews.items.length).toBeGreaterThan(0)
    const down = { ...testLoaderContext(), graphql: { ...ctx.graphql, query: () => Promise.reject(new Error('back end down')) } } as typeof ctx
    expect(await loadProductExtras(down, row!.sku, 1)).toEqual(first)
    // A later page of reviews is always asked for: with the back end down it is empty, never an error.
    expect((await loadProductExtras(down, row!.sku, 2)).reviews.items).toEqual([])
  })
})
