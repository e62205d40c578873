import { afterEach, describe, expect, it, vi } from 'vitest'
import { PREFETCH_LIMIT, prefetchImages, shouldSkipPrefetch } from './image-prefetch'

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove())
  document.body.innerHTML = ''
})

describe('the prefetch skip rule', () => {
  it('skips on save-data', () => {
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true)
  })

  it.each(['2g', 'slow-2g'])('skips on %s', (effectiveType) => {
    expect(shouldSkipPrefetch({ effectiveType })).toBe(true)
  })

  it.each(['3g', '4g'])('prefetches on %s', (effectiveType) => {
    expect(shouldSkipPrefetch({ saveData: false, effectiveType })).toBe(false)
  })

  it('prefetches when the browser tells nothing about the connection', () => {
    expect(shouldSkipPrefetch(undefined)).toBe(false)
    expect(shouldSkipPrefetch({})).toBe(false)
  })
})

describe('prefetching product images', () => {
  const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [l.href, l.as])

  it('adds one prefetch link per marked product image, once', () => {
    document.body.innerHTML = `
      <a href="/p/TN-2420" data-prefetch-image="/img/tn-2420.jpg">Toner</a>
      <a href="/p/TN-2420#reviews" data-prefetch-image="/img/tn-2420.jpg">Reviews</a>
      <a href="/p/TZE-231" data-prefetch-image="/img/tze-231.jpg">Tape</a>
      <a href="/cart">Basket</a>`
    const seen = new Set<string>()
    const origin = location.origin
    expect(prefetchImages(document, seen)).toEqual([`${origin}/img/tn-2420.jpg`, `${origin}/img/tze-231.jpg`])
    expect(prefetchLinks()).toEqual([
      [`${origin}/img/tn-2420.jpg`, 'image'],
      [`${origin}/img/tze-231.jpg`, 'image'],
    ])
    expect(prefetchImages(document, seen)).toEqual([])
  })

  it('leaves images of other hosts alone', () => {
    document.body.innerHTML = '<a href="/p/x" data-prefetch-image="https://images.example/x.jpg">X</a>'
    expect(prefetchImages(document, new Set())).toEqual([])
  })

  it('reads every link’s position before it adds a prefetch link, so the page is laid out once, not once per image', () => {
    document.body.innerHTML = Array.from({ length: 4 }, (_, i) => `<a href="/p/${i}" data-prefetch-image="/img/${i}.jpg">${i}</a>`).join('')
    const linksAtEachRead: number[] = []
    const read = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
      linksAtEachRead.push(prefetchLinks().length)
      return new DOMRect(0, 0, 10, 10)
    })
    expect(prefetchImages(document, new Set())).toHaveLength(4)
    expect(linksAtEachRead).toEqual([0, 0, 0, 0])
    expect(prefetchLinks()).toHaveLength(4)
    read.mockRestore()
  })

  it('fetches at most a dozen images at a time', () => {
    document.body.innerHTML = Array.from({ length: 30 }, (_, i) => `<a href="/p/${i}" data-prefetch-image="/img/${i}.jpg">${i}</a>`).join('')
    expect(prefetchImages(document, new Set())).toHaveLength(PREFETCH_LIMIT)
  })
})
