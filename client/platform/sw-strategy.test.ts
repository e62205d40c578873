import { describe, expect, it } from 'vitest'
import { offlinePageFor, offlinePagePaths } from './offline-paths'
import { cacheName, isStaleCache, strategyFor } from './sw-strategy'

const origin = 'https://shop.test'
const get = (path: string, mode: RequestMode = 'no-cors') => ({ method: 'GET', mode, url: `${origin}${path}` })

describe('what the service worker answers', () => {
  it('serves hashed assets cache-first', () => {
    expect(strategyFor(get('/assets/entry-ABC.js', 'cors'), origin)).toBe('cache-first')
    expect(strategyFor(get('/assets/app-0123456789.css'), origin)).toBe('cache-first')
  })

  it('sends page navigations to the network first', () => {
    expect(strategyFor(get('/', 'navigate'), origin)).toBe('network-first')
    expect(strategyFor(get('/de/toner.html?p=2', 'navigate'), origin)).toBe('network-first')
  })

  it('leaves API calls, GraphQL, images, soft navigation and writes to the browser', () => {
    expect(strategyFor(get('/api/magento/session', 'cors'), origin)).toBe('browser')
    expect(strategyFor(get('/graphql?query=x', 'cors'), origin)).toBe('browser')
    expect(strategyFor(get('/img/tn-2420.jpg'), origin)).toBe('browser')
    expect(strategyFor(get('/cart', 'cors'), origin)).toBe('browser')
    expect(strategyFor({ method: 'POST', mode: 'navigate', url: `${origin}/customer/account/login` }, origin)).toBe('browser')
  })

  it('leaves other origins alone', () => {
    expect(strategyFor({ method: 'GET', mode: 'no-cors', url: 'https://chat.example/assets/widget.js' }, origin)).toBe('browser')
  })
})

describe('caches and offline pages', () => {
  it('names one cache per build and treats only earlier builds of ours as stale', () => {
    expect(cacheName('abc123')).toBe('shop-abc123')
    expect(isStaleCache('shop-old', 'abc123')).toBe(true)
    expect(isStaleCache('shop-abc123', 'abc123')).toBe(false)
    expect(isStaleCache('someone-else', 'abc123')).toBe(false)
  })

  it('has an offline page per store view and picks the one of the page asked for', () => {
    expect(offlinePagePaths()).toEqual(['/offline.html', '/de/offline.html'])
    expect(offlinePageFor('/toner.html')).toBe('/offline.html')
    expect(offlinePageFor('/de/toner.html')).toBe('/de/offline.html')
    expect(offlinePageFor('/de')).toBe('/de/offline.html')
    expect(offlinePageFor('/deals')).toBe('/offline.html')
  })
})
