import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'

const ORIGIN = 'https://shop.test'
const PURGE_TOKEN = 'purge-token-for-tests-0123456789abcdef'
const app = createApp()

/** A back end that is down: nothing listens on the discard port of loopback. */
const BACK_END_DOWN: Partial<Env> = { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }

type Call = { status: number; text: string; headers: Headers }

/** Calls the worker and waits for its background work (the page cache's writes). */
async function call(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Call> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, PAGE_CACHE: 'on', CACHE_PURGE_TOKEN: PURGE_TOKEN, ...overrides }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, text, headers: response.headers }
}

const withCookie = (cookie: string): RequestInit => ({ headers: { Cookie: cookie } })
const edge = (page: Call) => page.headers.get('X-Edge-Cache')
const cspNonce = (page: Call) => /'nonce-([^']+)'/.exec(page.headers.get('Content-Security-Policy') ?? '')?.[1]
const htmlNonces = (page: Call) => [...page.text.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1])

async function purge(body: object) {
  const done = await call('/__cache/purge', { method: 'POST', headers: { Authorization: `Bearer ${PURGE_TOKEN}`, 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify(body) })
  expect(done.status).toBe(200)
}

async function firstPath(entityType: 'CATEGORY' | 'PRODUCT'): Promise<string> {
  const row = await env.DB.prepare('SELECT request_path FROM url_rewrites WHERE entity_type = ?1 AND redirect_type = 0 ORDER BY request_path LIMIT 1').bind(entityType).first<{ request_path: string }>()
  return `/${row!.request_path}`
}

let categoryPath: string
let productPath: string

beforeAll(async () => {
  await seedCatalogue()
  categoryPath = await firstPath('CATEGORY')
  productPath = await firstPath('PRODUCT')
})

describe('anonymous pages from the edge cache', () => {
  it('answers the second view of home, a category, a product and a content page from the cache', async () => {
    for (const path of ['/', categoryPath, productPath, '/aboutus.html']) {
      const first = await call(path)
      expect(first.status, path).toBe(200)
      expect(edge(first), path).toBe('MISS')
      const second = await call(path)
      expect(edge(second), path).toBe('HIT')
      // The same page, apart from the nonce each response has of its own.
      expect(second.text.replaceAll(/nonce="[^"]*"/g, '')).toBe(first.text.replaceAll(/nonce="[^"]*"/g, ''))
    }
  })

  it('gives every answer a nonce of its own, in the CSP header and on every script of the kept HTML', async () => {
    await call(productPath)
    const answers = [await call(productPath), await call(productPath), await call(productPath)]
    const nonces = answers.map(cspNonce)
    for (const [index, answer] of answers.entries()) {
      expect(edge(answer)).toBe('HIT')
      expect(nonces[index]).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/)
      expect(htmlNonces(answer).length).toBeGreaterThan(1)
      expect(new Set(htmlNonces(answer))).toEqual(new Set([nonces[index]]))
    }
    expect(new Set(nonces).size).toBe(answers.length)
  })

  it('sends a kept page compressed as it was kept, with this answer’s nonce, to a client that takes gzip', async () => {
    const plain = await call(categoryPath)
    const ctx = createExecutionContext()
    const response = await app.fetch(new Request(`${ORIGIN}${categoryPath}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }), { ...env, PAGE_CACHE: 'on' }, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary')).toContain('Accept-Encoding')
    const gzip = await response.arrayBuffer()
    expect(Number(response.headers.get('Content-Length'))).toBe(gzip.byteLength)
    const html = await new Response(new Blob([gzip]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
    expect(gzip.byteLength).toBeLessThan(html.length / 4)
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(nonce).not.toBe(cspNonce(plain))
    expect(new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]))
    expect(html.replaceAll(/nonce="[^"]*"/g, '')).toBe(plain.text.replaceAll(/nonce="[^"]*"/g, ''))
  })

  it('keeps a product page no longer than its delivery message holds; browsers always ask again', async () => {
    const made = await call(`${productPath}?reviews-page=1`)
    const kept = await call(`${productPath}?reviews-page=1`)
    const lifetime = (page: Call) => Number(page.headers.get('X-Page-Lifetime'))
    expect(lifetime(made)).toBeGreaterThan(0)
    expect(lifetime(made)).toBeLessThanOrEqual(60)
    expect(lifetime(kept)).toBeLessThanOrEqual(lifetime(made))
    expect([made.headers.get('Cache-Control'), kept.headers.get('Cache-Control')]).toEqual(['no-cache', 'no-cache'])
  })

  it('keys the query in one order, and the VAT display apart', async () => {
    const a = await call(`${categoryPath}?product_list_order=price&product_list_limit=20`)
    const b = await call(`${categoryPath}?product_list_limit=20&product_list_order=price`)
    expect([a.status, edge(a), edge(b)]).toEqual([200, 'MISS', 'HIT'])
    const excluding = await call(categoryPath, withCookie('price_display_type=1'))
    expect(edge(excluding)).toBe('MISS')
    expect(excluding.text).toMatch(/<html[^>]*class="ex-vat"/)
    expect(edge(await call(categoryPath, withCookie('price_display_type=1')))).toBe('HIT')
    const including = await call(categoryPath)
    expect(including.text).not.toMatch(/<html[^>]*class="ex-vat"/)
  })

  it('keys the listing layout apart: a list shopper’s page is drawn as a list, and a grid shopper never gets it', async () => {
    const list = await call(categoryPath, withCookie('listing_layout=list'))
    expect(edge(list)).toBe('MISS')
    expect(list.text).toMatch(/<html[^>]*data-listing-layout="list"/)
    expect(list.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(edge(await call(categoryPath, withCookie('listing_layout=list')))).toBe('HIT')
    const grid = await call(categoryPath, withCookie('listing_layout=grid'))
    expect(grid.text).not.toMatch(/<html[^>]*data-listing-layout/)
    const nonsense = await call(categoryPath, withCookie('listing_layout=table'))
    expect(nonsense.text).not.toMatch(/<html[^>]*data-listing-layout/)
  })

  it('never serves or keeps a page that carries one shopper’s notice, and a no-cache request makes the page anew without keeping it', async () => {
    await call('/aboutus.html')
    const withNotice = await call('/aboutus.html', withCookie('message=signed-out'))
    expect(edge(withNotice)).toBe('BYPASS')
    expect(withNotice.headers.get('Cache-Control')).toBe('no-store')
    expect(edge(await call('/aboutus.html'))).toBe('HIT')
    expect(edge(await call('/aboutus.html', { headers: { 'Cache-Control': 'no-cache' } }))).toBe('BYPASS')
    expect(edge(await call('/aboutus.html'))).toBe('HIT')
    // Past the cache on a page never kept: made, and still not kept.
    expect(edge(await call('/aboutus.html?from=reload', { headers: { 'Cache-Control': 'no-cache' } }))).toBe('BYPASS')
    expect(edge(await call('/aboutus.html?from=reload'))).toBe('MISS')
  })

  it('a purge makes every kept page new at once', async () => {
    await call('/')
    expect(edge(await call('/'))).toBe('HIT')
    await purge({ kind: 'cmsBlocks' })
    expect(edge(await call('/'))).toBe('MISS')
    expect(edge(await call('/'))).toBe('HIT')
  })

  it('serves the last good copy when the page cannot be made while the back end is down', async () => {
    await call(categoryPath)
    // Out of date, and nothing left in KV to make the page from.
    await purge({ kind: 'route' })
    const stale = await call(categoryPath, {}, BACK_END_DOWN)
    expect(stale.status).toBe(200)
    expect(edge(stale)).toBe('STALE')
    expect(stale.text).toContain('data-page-kind="category"')
    expect(stale.headers.get('X-Page-Lifetime')).toBe('0')
    expect(new Set(htmlNonces(stale))).toEqual(new Set([cspNonce(stale)]))
  })

  it('keeps no personal detail: a signed-in shopper with a basket gets the same shared page', async () => {
    const email = 'page.cache.shopper@example.co.uk'
    const token = await signedInCustomer(email)
    const form = new URLSearchParams({ sku: (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!.sku, quantity: '3' })
    const added = await call('/checkout/cart/add', { method: 'POST', headers: { Cookie: `customer=${token}`, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() })
    expect(added.status).toBe(303)
    await purge({ kind: 'homeProducts' })
    const paths = ['/', categoryPath, productPath, '/aboutus.html']
    const cart = added.headers.getSetCookie().find((cookie) => cookie.startsWith('cart='))?.split(';')[0] ?? ''
    for (const path of paths) {
      const own = await call(path, withCookie(`customer=${token}; ${cart}`))
      expect(own.status, path).toBe(200)
      expect(own.headers.getSetCookie(), path).toEqual([])
      // The shopper's cookies do not keep them from the shared copy.
      expect(edge(await call(path, withCookie(`customer=${token}; ${cart}`))), path).toBe('HIT')
    }
    for (const path of paths) {
      const shared = await call(path)
      expect(edge(shared), path).toBe('HIT')
      for (const personal of [email, 'Grace', 'Hopper', token]) expect(shared.text, `${path} shows ${personal}`).not.toContain(personal)
      expect(shared.text, path).not.toContain('data-testid="cart-count"')
    }
  })
})

describe('unknown paths', () => {
  it('remembers briefly that a path is unknown, so a repeat does not ask the back end', async () => {
    expect((await call('/no-such-page-anywhere.html')).status).toBe(404)
    const again = await call('/no-such-page-anywhere.html', {}, BACK_END_DOWN)
    expect(again.status).toBe(404)
  })

  it('answers the store’s no-route page at its own path with 404, as any unknown path', async () => {
    const page = await call('/no-route')
    expect(page.status).toBe(404)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('a page that left a section out', () => {
  it('is not kept: a home page made while the back end is down is made again, not served to others', async () => {
    // Nothing of the home page's extras left in KV from earlier visits: they must come from the back end.
    for (const kind of ['cmsBlocks', 'categoryTree', 'homeProducts', 'storeConfig', 'shipmentConfig']) await purge({ kind })
    const first = await call('/?down=1', {}, BACK_END_DOWN)
    expect(first.status).toBe(200)
    expect([edge(first), edge(await call('/?down=1', {}, BACK_END_DOWN))]).toEqual(['MISS', 'MISS'])
    // Its tiles and lists failed and were left out, so the next shopper does not get this copy.
    expect(edge(await call('/?down=1', {}, BACK_END_DOWN))).toBe('MISS')
    // A whole page is kept as ever.
    expect(edge(await call('/?whole=1'))).toBe('MISS')
    expect(edge(await call('/?whole=1'))).toBe('HIT')
  })
})
