/**
 * A real Magento having a bad day, as the shopper meets it: down, hung, or answering garbage. The
 * back end is a real HTTP server on loopback that fails on purpose (`test/faulty-magento.ts`); each
 * row names the fault and what every page and both browser doors answer. A page never hangs and
 * never answers a bare 5xx: it is the designed error page, or the last good copy where one is kept.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { callWith, cartCookieOf, expectErrorPage, expectJsonRefusal, FAULT_ORIGIN, formPost, type Answer } from '../../test/fault-answers'
import type { MagentoFault, SeenRequest } from '../../test/faulty-magento'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'

const magento = inject('faultyMagento')
const app = createApp()
/** A budget a hung back end uses up at once: the page answers without waiting the real 10 s. */
const hurriedApp = createApp({ upstreamBudgetMs: 200 })

const PURGE_TOKEN = 'purge-token-for-tests-0123456789abcdef'
const CART_ID = 'faultcartfaultcartfaultcart0001'

/** Runs keep their requests apart at the server, so each test counts only its own. */
let runs = 0
const backEnd = (fault: MagentoFault): { settings: Partial<Env>; run: string } => {
  const run = `run-${++runs}`
  // Joined rather than one template ending in "/graphql", which the schema check would read as a document.
  return { settings: { MAGENTO_GRAPHQL_URL: [magento.url, fault, run, 'graphql'].join('/') }, run }
}
/** Nothing listens on the discard port: the connection is refused. */
const REFUSED: Partial<Env> = { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }

async function seenBy(run: string): Promise<SeenRequest[]> {
  return (await fetch(`${magento.url}/seen/${run}`)).json()
}

let categoryPath: string
let productPath: string
/** The pages that need the back end, with what they show when it answers. */
let pages: { name: string; path: string }[]

beforeAll(async () => {
  await seedCatalogue()
  const category = await env.DB.prepare("SELECT request_path FROM url_rewrites WHERE entity_type = 'CATEGORY' AND redirect_type = 0 ORDER BY request_path LIMIT 1").first<{ request_path: string }>()
  const product = await env.DB.prepare("SELECT sku FROM products WHERE visibility > 1 AND type_id = 'simple' ORDER BY id LIMIT 1").first<{ sku: string }>()
  categoryPath = `/${category!.request_path}`
  productPath = `/p/${encodeURIComponent(product!.sku)}`
  pages = [
    { name: 'category', path: categoryPath },
    { name: 'product', path: productPath },
    { name: 'search', path: '/search?q=ink' },
    { name: 'content', path: '/aboutus.html' },
    { name: 'basket', path: '/cart' },
  ]
})

/** Every page that needs the back end, as a shopper with a basket asks for it. */
async function everyPage(target: typeof app, settings: Partial<Env>): Promise<{ name: string; answer: Answer }[]> {
  const answers = []
  for (const { name, path } of pages) answers.push({ name, answer: await callWith(target, path, settings, { headers: { Cookie: `cart=${CART_ID}` } }) })
  return answers
}

const graphqlRead = (target: typeof app, settings: Partial<Env>) =>
  callWith(target, `/graphql?query=${encodeURIComponent('query FaultProbe { storeConfig { store_code } }')}`, settings)
const graphqlWrite = (target: typeof app, settings: Partial<Env>) =>
  callWith(target, '/graphql', settings, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: FAULT_ORIGIN },
    body: JSON.stringify({ query: 'mutation FaultCart { createEmptyCart }' }),
  })
const apiRead = (target: typeof app, settings: Partial<Env>) => callWith(target, `/api/magento/storeConfig`, settings)

describe.each([
  { fault: 'back end down: connection refused', settings: () => REFUSED },
  { fault: 'back end down: connection closed without an answer', settings: () => backEnd('drop').settings },
  { fault: 'garbage: an HTML page with 200', settings: () => backEnd('html').settings },
  { fault: 'garbage: JSON cut off', settings: () => backEnd('truncated').settings },
  { fault: 'garbage: 500 with no body', settings: () => backEnd('empty-500').settings },
  { fault: 'garbage: JSON without data or errors', settings: () => backEnd('no-data').settings },
])('$fault', ({ settings }) => {
  it('every page that needs the back end is the designed error page, 502', async () => {
    for (const { name, answer } of await everyPage(app, settings())) {
      expectErrorPage(answer, 502, name)
      // The basket is not forgotten because the back end could not be asked about it.
      expect(cartCookieOf(answer), name).toBeUndefined()
    }
  })

  it('the home page still renders: its sections are extras that leave themselves out', async () => {
    const home = await callWith(app, '/', settings())
    expect(home.status).toBe(200)
    expect(home.text).toMatch(/<h1[^>]*>Printer supplies for home, business and schools<\/h1>/)
  })

  it('both browser doors answer 502 in Magento’s error shape', async () => {
    expectJsonRefusal(await graphqlRead(app, settings()), 502, '/graphql read')
    expectJsonRefusal(await graphqlWrite(app, settings()), 502, '/graphql write')
    const api = await apiRead(app, settings())
    expect(api.status).toBe(502)
    expect(JSON.parse(api.text)).toEqual({ errors: [{ message: 'The shop is unavailable at the moment. Please try again later.', category: 'internal' }] })
  })
})

describe.each([
  { fault: 'slow: no answer at all', hang: 'stall' as const },
  { fault: 'slow: the answer starts and never ends', hang: 'stall-body' as const },
])('$fault', ({ hang }) => {
  it('every page is the designed error page, 504, once the request’s budget is spent', async () => {
    for (const { name, answer } of await everyPage(hurriedApp, backEnd(hang).settings)) {
      expectErrorPage(answer, 504, name)
      expect(cartCookieOf(answer), name).toBeUndefined()
    }
  })

  it('both browser doors answer 504', async () => {
    expectJsonRefusal(await graphqlRead(hurriedApp, backEnd(hang).settings), 504, '/graphql read')
    expect((await apiRead(hurriedApp, backEnd(hang).settings)).status).toBe(504)
  })
})

describe('busy: Magento in maintenance (503 with Retry-After)', () => {
  it('pages are the designed error page, 503, passing on when to come back', async () => {
    for (const { name, answer } of await everyPage(app, backEnd('maintenance').settings)) {
      expectErrorPage(answer, 503, name)
      expect(answer.headers.get('Retry-After'), name).toBe('120')
    }
  })

  it('both browser doors answer 503 with the same Retry-After', async () => {
    const read = await graphqlRead(app, backEnd('maintenance').settings)
    expectJsonRefusal(read, 503, '/graphql read')
    expect(read.headers.get('Retry-After')).toBe('120')
    const api = await apiRead(app, backEnd('maintenance').settings)
    expect(api.status).toBe(503)
    expect(api.headers.get('Retry-After')).toBe('120')
  })
})

describe('Magento’s internal error (an exception in a resolver)', () => {
  it('pages are the designed error page, 500, and the basket keeps its cookie', async () => {
    for (const { name, answer } of await everyPage(app, backEnd('internal-error').settings)) {
      expectErrorPage(answer, 500, name)
      expect(cartCookieOf(answer), name).toBeUndefined()
    }
  })
})

describe('the last good copy while the back end fails', () => {
  const withPageCache: Partial<Env> = { PAGE_CACHE: 'on', CACHE_PURGE_TOKEN: PURGE_TOKEN }

  /** Keeps the pages, then makes every kept copy and KV entry out of date, as an hour would. */
  async function keepThenOutdate(paths: string[]): Promise<void> {
    for (const path of paths) expect((await callWith(app, path, withPageCache)).status, path).toBe(200)
    for (const kind of ['route', 'categoryListing', 'cmsPage']) {
      const purged = await callWith(app, '/__cache/purge', withPageCache, {
        method: 'POST',
        headers: { Authorization: `Bearer ${PURGE_TOKEN}`, 'Content-Type': 'application/json', Origin: FAULT_ORIGIN },
        body: JSON.stringify({ kind }),
      })
      expect(purged.status).toBe(200)
    }
  }

  it.each([
    { fault: 'down', target: () => app, settings: () => REFUSED },
    { fault: 'garbage', target: () => app, settings: () => backEnd('html').settings },
    { fault: 'slow', target: () => hurriedApp, settings: () => backEnd('stall').settings },
  ])('serves a kept category, product and content page out of date (STALE) when the back end is $fault', async ({ target, settings }) => {
    const paths = [categoryPath, productPath, '/aboutus.html']
    await keepThenOutdate(paths)
    for (const path of paths) {
      const stale = await callWith(target(), path, { ...withPageCache, ...settings() })
      expect(stale.status, path).toBe(200)
      expect(stale.headers.get('X-Edge-Cache'), path).toBe('STALE')
      expect(stale.headers.get('X-Page-Lifetime'), path).toBe('0')
      expect(stale.text, path).toMatch(/data-page-kind="(category|product|content)"/)
    }
  })

  it('never keeps search or the basket: those are the error page', async () => {
    expectErrorPage(await callWith(app, '/search?q=ink', { ...withPageCache, ...REFUSED }), 502, 'search')
    expectErrorPage(await callWith(app, '/cart', { ...withPageCache, ...REFUSED }, { headers: { Cookie: `cart=${CART_ID}` } }), 502, 'basket')
  })
})

describe('only idempotent reads are retried', () => {
  it('sends a read once more when its connection fails, and the shopper gets the answer', async () => {
    const { settings, run } = backEnd('drop-first')
    const read = await graphqlRead(app, settings)
    expect(read.status).toBe(200)
    expect(JSON.parse(read.text)).toEqual({ data: { storeConfig: { store_code: 'default' } } })
    expect(await seenBy(run)).toEqual([
      { method: 'GET', operationName: 'FaultProbe' },
      { method: 'GET', operationName: 'FaultProbe' },
    ])
  })

  it('sends a read at most twice: a back end that stays down is the error page', async () => {
    const { settings, run } = backEnd('drop')
    expectJsonRefusal(await graphqlRead(app, settings), 502, '/graphql read')
    expect((await seenBy(run)).length).toBe(2)
  })

  it('never sends a mutation twice, through /graphql', async () => {
    const { settings, run } = backEnd('drop-first')
    expectJsonRefusal(await graphqlWrite(app, settings), 502, '/graphql write')
    expect(await seenBy(run)).toEqual([{ method: 'POST', operationName: 'FaultCart' }])
  })

  it('never sends a mutation twice, from the add-to-basket form, and keeps the basket’s cookie', async () => {
    const { settings, run } = backEnd('drop-first')
    const added = await callWith(app, '/checkout/cart/add', settings, formPost({ sku: 'HP-963-BK', quantity: '1' }, `cart=${CART_ID}`))
    expectErrorPage(added, 502, 'add to basket')
    expect(cartCookieOf(added)).toBeUndefined()
    const seen = await seenBy(run)
    expect(seen.every((request) => request.method === 'POST')).toBe(true)
    expect(new Set(seen.map((request) => request.operationName)).size).toBe(seen.length)
  })

  it('never sends a mutation twice, through the named-operation API', async () => {
    const { settings, run } = backEnd('drop-first')
    const answer = await callWith(app, '/api/magento/createEmptyCart', settings, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: FAULT_ORIGIN }, body: '{"variables":{}}' })
    expect(answer.status).toBe(502)
    expect(await seenBy(run)).toEqual([{ method: 'POST', operationName: expect.any(String) as string }])
  })
})
