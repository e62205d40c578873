import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../constants/stores'
import { sanitizeHtml } from './sanitize-html'
import { linksInStore } from './store-links'

describe('links of CMS blocks in a store view', () => {
  it('keeps the German store for links inside the shop', () => {
    const html = sanitizeHtml('<p><a href="/ink-cartridges/hp.html">HP</a> <a title="x" href="/">Home</a></p>')
    expect(linksInStore(html, GERMAN_STORE)).toBe('<p><a href="/de/ink-cartridges/hp.html">HP</a> <a title="x" href="/de/">Home</a></p>')
  })

  it('leaves other sites, protocol-relative links, images and the default store alone', () => {
    const html = sanitizeHtml('<a href="https://example.com/x">x</a><a href="//cdn.example/y">y</a><img src="/img/a.svg" alt="a"><a href="mailto:a@b.c">m</a>')
    expect(linksInStore(html, GERMAN_STORE)).toBe(html)
    const own = sanitizeHtml('<a href="/cart">c</a>')
    expect(linksInStore(own, DEFAULT_STORE)).toBe(own)
  })
})
