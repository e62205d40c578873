import { describe, expect, it } from 'vitest'
import { productCanonicalPath } from './product-page'

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
