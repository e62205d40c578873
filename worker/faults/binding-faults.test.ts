/**
 * Cloudflare's own services failing under the shop, as the shopper meets it: KV out of reach, the
 * Workers cache throwing, the embedded back end's D1 busy. The caches are optimisations, so pages
 * render without them; a busy database is the designed error page with `Retry-After` (or the last
 * good copy), and a write it refuses never costs the shopper the basket they had.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { busyDatabase, unreachableKv, withBrokenCache } from '../../test/failing-bindings'
import { callWith, cartCookieOf, expectErrorPage, FAULT_ORIGIN, formPost, type Answer } from '../../test/fault-answers'
import { addToCart, cartOf } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'

const app = createApp()
const call = (path: string, overrides: Partial<Env> = {}, init: RequestInit = {}) => callWith(app, path, overrides, init)

let categoryPath: string
let productPath: string
let skus: string[]
let pages: { name: string; path: string; kind: RegExp }[]

beforeAll(async () => {
  await seedCatalogue()
  const category = await env.DB.prepare("SELECT request_path FROM url_rewrites WHERE entity_type = 'CATEGORY' AND redirect_type = 0 ORDER BY request_path LIMIT 1").first<{ request_path: string }>()
  const simple = await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 3").all<{ sku: string }>()
  skus = simple.results.map((row) => row.sku)
  categoryPath = `/${category!.request_path}`
  productPath = `/p/${encodeURIComponent(skus[0]!)}`
  pages = [
    { name: 'home', path: '/', kind: /<h1[^>]*>Printer supplies for home, business and schools<\/h1>/ },
    { name: 'category', path: categoryPath, kind: /data-page-kind="category"/ },
    { name: 'product', path: productPath, kind: /data-page-kind="product"/ },
    { name: 'search', path: '/search?q=ink', kind: /data-page-kind="search"/ },
    { name: 'content', path: '/aboutus.html', kind: /data-page-kind="content"/ },
    { name: 'basket', path: '/cart', kind: /data-page-kind="cart"/ },
  ]
})

/** A guest basket with lines, made while everything works; its cookie value. */
async function basketWith(lines: string[]): Promise<string> {
  let cart = ''
  for (const sku of lines) {
    const added = await call('/checkout/cart/add', {}, formPost({ sku, quantity: '1' }, cart ? `cart=${cart}` : ''))
    expect(added.status).toBe(303)
    cart = /^cart=([^;]+)/.exec(cartCookieOf(added) ?? '')?.[1] ?? cart
  }
  return cart
}

const linesOf = (basket: Answer) => [...basket.text.matchAll(/data-basket-line="([^"]+)"/g)].map((match) => match[1])

function expectPage(answer: Answer, kind: RegExp, what: string): void {
  expect(answer.status, what).toBe(200)
  expect(answer.headers.get('Content-Type'), what).toMatch(/^text\/html/)
  expect(answer.text, what).toMatch(kind)
}

describe('KV out of reach (every get and put fails)', () => {
  const kvDown: Partial<Env> = { CACHE: unreachableKv() }

  it('every page renders from the back end, with and without the page cache', async () => {
    for (const { name, path, kind } of pages) {
      expectPage(await call(path, kvDown), kind, name)
      expectPage(await call(path, { ...kvDown, PAGE_CACHE: 'on' }), kind, `${name} (page cache on)`)
    }
  })

  it('a signed-out shopper can still add to the basket and see it', async () => {
    const added = await call('/checkout/cart/add', kvDown, formPost({ sku: skus[0]!, quantity: '2' }))
    expect(added.status).toBe(303)
    const cart = /^cart=([^;]+)/.exec(cartCookieOf(added) ?? '')?.[1]
    expect(cart).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(linesOf(await call('/cart', kvDown, { headers: { Cookie: `cart=${cart}` } }))).toHaveLength(1)
  })

  it('a guest places an order and sees the thank-you page', async () => {
    const cartId = await cartOf(null)
    await addToCart(null, cartId, [{ sku: skus[1]!, quantity: 1 }])
    const jar = new Map([['cart', cartId]])
    const step = async (path: string, fields?: Record<string, string>) => {
      const cookie = [...jar].filter(([, value]) => value !== '').map(([name, value]) => `${name}=${value}`).join('; ')
      const answer = await call(path, kvDown, fields ? formPost(fields, cookie) : { headers: { Cookie: cookie } })
      for (const set of answer.headers.getSetCookie()) {
        const [pair = ''] = set.split(';')
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
      }
      return answer
    }
    await step('/checkout/user-account', { email: 'kv.down.order@example.co.uk' })
    await step('/checkout/shipping', { firstname: 'Ada', lastname: 'Lovelace', street1: '12 Analytical Row', street2: '', city: 'London', county: '', postcode: 'NW1 6XE', telephone: '020 7946 0000' })
    const method = /name="method"[^>]*value="([^"]+)"/.exec((await step('/checkout/shipping')).text)?.[1]
    expect(method).toMatch(/^[a-z_]+:[a-z_]+$/)
    expect((await step('/checkout/shipping/method', { method: method! })).status).toBe(303)
    expect((await step('/checkout/billing', { same_as_shipping: '1' })).status).toBe(303)
    const placed = await step('/checkout/payment', { cart: cartId, method: 'checkmo' })
    expect(placed.status).toBe(303)
    expect(placed.headers.get('Location')).toBe('/checkout/thank-you')
    expect((await step('/checkout/thank-you')).text).toMatch(/data-order-number[^>]*>\d+</)
  })

  it('a form behind the abuse limits (sign-in) still works: the counters fail open', async () => {
    const signIn = await call('/customer/account/login', kvDown, formPost({ email: 'kv.down@example.co.uk', password: 'Not-the-password-1' }))
    // The back end's own answer to a wrong password, on the sign-in page again.
    expect(signIn.status).toBe(400)
    expect(signIn.text).toContain('data-sign-in-form')
  })
})

describe('the Workers cache failing (match and put throw)', () => {
  it('every page renders, with the page cache on, and again on the next view', async () => {
    await withBrokenCache(async () => {
      for (const { name, path, kind } of pages) {
        expectPage(await call(path, { PAGE_CACHE: 'on' }), kind, name)
        expectPage(await call(path, { PAGE_CACHE: 'on' }), kind, `${name} again`)
      }
    })
  })

  it('/graphql answers a public read, and an unknown path is still the not-found page', async () => {
    await withBrokenCache(async () => {
      const read = await call(`/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`)
      expect(read.status).toBe(200)
      expect(JSON.parse(read.text)).toEqual({ data: { storeConfig: { store_code: 'default' } } })
      const unknown = await call('/no-such-page-while-the-cache-fails.html')
      expect(unknown.status).toBe(404)
      expect(unknown.text).toContain('Whoops, we couldn&#x27;t find that page.')
    })
  })
})

describe('D1 busy (the embedded back end’s database refuses with “database is locked”)', () => {
  it('pages that need it are the designed error page, 503, with Retry-After', async () => {
    const dbBusy: Partial<Env> = { DB: busyDatabase(env.DB, 'everything') }
    for (const { name, path } of pages.filter((page) => page.name !== 'home')) {
      const answer = await call(path, dbBusy, { headers: { Cookie: 'cart=busycartbusycartbusycart00001' } })
      expectErrorPage(answer, 503, name)
      expect(answer.headers.get('Retry-After'), name).toBe('10')
      expect(cartCookieOf(answer), name).toBeUndefined()
    }
  })

  it('both browser doors answer 503 with Retry-After', async () => {
    const dbBusy: Partial<Env> = { DB: busyDatabase(env.DB, 'everything') }
    const read = await call(`/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, dbBusy)
    expect(read.status).toBe(503)
    expect(read.headers.get('Retry-After')).toBe('10')
    expect(read.text).not.toMatch(/D1_ERROR|SQLITE/)
    const api = await call('/api/magento/storeConfig', dbBusy)
    expect(api.status).toBe(503)
    expect(api.headers.get('Retry-After')).toBe('10')
  })

  it('a failed add to basket keeps the cart cookie and every line already in it', async () => {
    const cart = await basketWith(skus.slice(0, 2))
    const before = linesOf(await call('/cart', {}, { headers: { Cookie: `cart=${cart}` } }))
    expect(before).toHaveLength(2)
    for (const busy of ['writes', 'everything'] as const) {
      const added = await call('/checkout/cart/add', { DB: busyDatabase(env.DB, busy) }, formPost({ sku: skus[2]!, quantity: '1' }, `cart=${cart}`))
      expectErrorPage(added, 503, `add while ${busy} fail`)
      expect(added.headers.get('Retry-After')).toBe('10')
      expect(cartCookieOf(added), busy).toBeUndefined()
    }
    // The basket page asked while the database is busy does not forget the basket either.
    expect(cartCookieOf(await call('/cart', { DB: busyDatabase(env.DB, 'everything') }, { headers: { Cookie: `cart=${cart}` } }))).toBeUndefined()
    expect(linesOf(await call('/cart', {}, { headers: { Cookie: `cart=${cart}` } }))).toEqual(before)
  })

  it('a failed change in the basket keeps the lines', async () => {
    const cart = await basketWith(skus.slice(0, 2))
    const [first] = linesOf(await call('/cart', {}, { headers: { Cookie: `cart=${cart}` } }))
    const removed = await call('/checkout/cart/remove', { DB: busyDatabase(env.DB, 'writes') }, formPost({ uid: first! }, `cart=${cart}`))
    expect(removed.status).toBeGreaterThanOrEqual(300)
    expect(cartCookieOf(removed)).toBeUndefined()
    expect(linesOf(await call('/cart', {}, { headers: { Cookie: `cart=${cart}` } }))).toHaveLength(2)
  })

  it('a kept page is served out of date (STALE) rather than the error page', async () => {
    const token = 'purge-token-for-tests-0123456789abcdef'
    const withPageCache: Partial<Env> = { PAGE_CACHE: 'on', CACHE_PURGE_TOKEN: token }
    expect((await call(productPath, withPageCache)).status).toBe(200)
    const purged = await call('/__cache/purge', withPageCache, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: FAULT_ORIGIN },
      body: JSON.stringify({ kind: 'route' }),
    })
    expect(purged.status).toBe(200)
    const stale = await call(productPath, { ...withPageCache, DB: busyDatabase(env.DB, 'everything') })
    expect(stale.status).toBe(200)
    expect(stale.headers.get('X-Edge-Cache')).toBe('STALE')
    expect(stale.text).toContain('data-page-kind="product"')
  })
})
