import { describe, expect, it } from 'vitest'
import { auditPages } from './pages.mjs'

describe('the audited pages', () => {
  const pages = auditPages({ productPath: '/hp-963-black.html' })

  it('are the seven page types of issue 26', () => {
    expect(pages.map((page) => page.name)).toEqual(['home', 'category', 'filtered category', 'product', 'search', 'basket', 'checkout'])
  })

  it('hold SEO to 100 only where the shop lets the page be indexed', () => {
    expect(pages.filter((page) => page.indexable).map((page) => page.name)).toEqual(['home', 'category', 'product'])
  })

  it('load the basket and the checkout with a line in the basket', () => {
    expect(pages.filter((page) => page.withBasket).map((page) => page.path)).toEqual(['/cart', '/checkout/user-account'])
  })
})
