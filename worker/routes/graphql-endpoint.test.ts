import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { mailedKey, signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { AppEnv } from '../env'
import { configuration } from '../middleware/config'
import { edgeServices } from '../middleware/edge-services'
import { requestContext } from '../middleware/request-context'
import { graphqlEndpointRoutes, MAX_GRAPHQL_BODY_BYTES } from './graphql-endpoint'

const SHOP = 'https://shop.test'
const GRAPHQL_URL = new URL('/graphql', SHOP).href
const UPSTREAM = 'https://magento.example/graphql'

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { category?: string } }[] }

function readUrl(query: string, variables?: Record<string, unknown>): URL {
  const url = new URL('/graphql', SHOP)
  url.searchParams.set('query', query)
  if (variables) url.searchParams.set('variables', JSON.stringify(variables))
  return url
}

const read = (query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) => SELF.fetch(readUrl(query, variables), { headers })
const write = (query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) =>
  SELF.fetch(GRAPHQL_URL, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SHOP, ...headers }, body: JSON.stringify({ query, variables }) })

/**
 * The endpoint in front of a recording stand-in for an upstream Magento, composed like the app
 * (request context, configuration, transport), so the request that leaves the worker can be read.
 */
let upstreams = 0

/** Each recording upstream is a back end of its own, so no answer of another test is cached for it. */
function withRecordingUpstream(reply: () => Response | Promise<Response> = () => Response.json({ data: { storeConfig: { store_code: 'default' } } })) {
  const sent: Request[] = []
  const endpoint = UPSTREAM.replace('magento.example', `magento-${++upstreams}.example`)
  const app = new Hono<AppEnv>()
  app.use(
    requestContext(),
    configuration(),
    edgeServices(() => ({
      endpoint,
      fetch: async (request) => {
        sent.push(request)
        return reply()
      },
    })),
  )
  app.route('/', graphqlEndpointRoutes)
  const call = (input: string | URL, init?: RequestInit) => app.fetch(new Request(input, init), env, createExecutionContext())
  return { sent, call, endpoint }
}

/** The customer cookie after expiring every token of the customer at the back end. */
async function expireTokensOf(email: string): Promise<void> {
  await env.DB.prepare("UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = (SELECT id FROM customers WHERE email = ?1)").bind(email).run()
}

beforeAll(() => seedCatalogue())

describe('the customer token goes only to operations that need the customer', () => {
  it('answers a customer query with the email of the httpOnly cookie', async () => {
    const token = await signedInCustomer('ada.reader@example.com')
    const response = await read('{ customer { email firstname } }', { Cookie: `customer=${token}` })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { customer: { email: 'ada.reader@example.com', firstname: 'Grace' } } })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Vary')).toBe('Store, Cookie')
  })

  it('keeps a public read with the cookie cacheable, and sends it without the token', async () => {
    const token = await signedInCustomer('ada.public@example.com')
    const response = await read('{ storeConfig { store_code } }', { Cookie: `customer=${token}` })
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'default' } } })
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(response.headers.get('Vary')).toBe('Store, Cookie')

    const upstream = withRecordingUpstream()
    await upstream.call(readUrl('{ storeConfig { store_code } }'), { headers: { Cookie: `customer=${token}` } })
    expect(upstream.sent[0]!.headers.get('Authorization')).toBeNull()
  })

  it('keeps personal reads uncached even without a token (a guest cart by its id)', async () => {
    const created = (await (await write('mutation { createEmptyCart }')).json()) as Answer<{ createEmptyCart: string }>
    const response = await read('query C($id: String!) { cart(cart_id: $id) { total_quantity } }', {}, { id: created.data!.createEmptyCart })
    expect(await response.json()).toEqual({ data: { cart: { total_quantity: 0 } } })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('sends the bearer token for customer root fields, also behind fragments, and for every mutation', async () => {
    const token = 'A'.repeat(32)
    const upstream = withRecordingUpstream(() => Response.json({ data: {} }))
    const cookie = { Cookie: `customer=${token}` }
    await upstream.call(readUrl('query Mine { ...Me } fragment Me on Query { customerCart { id } }'), { headers: cookie })
    await upstream.call(readUrl('{ wishlist { items_count } }'), { headers: cookie })
    await upstream.call(GRAPHQL_URL, { method: 'POST', headers: { ...cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: 'mutation { createEmptyCart }' }) })
    await upstream.call(readUrl('{ isEmailAvailable(email: "a@example.com") { is_email_available } }'), { headers: cookie })
    expect(upstream.sent.map((request) => request.headers.get('Authorization'))).toEqual([`Bearer ${token}`, `Bearer ${token}`, `Bearer ${token}`, null])
  })

  it('picks the operation named by operationName', async () => {
    const upstream = withRecordingUpstream(() => Response.json({ data: {} }))
    const query = 'query Shop { storeConfig { store_code } } query Me { customer { email } }'
    const url = readUrl(query)
    url.searchParams.set('operationName', 'Shop')
    await upstream.call(url, { headers: { Cookie: `customer=${'B'.repeat(32)}` } })
    url.searchParams.set('operationName', 'Me')
    await upstream.call(url, { headers: { Cookie: `customer=${'B'.repeat(32)}` } })
    expect(upstream.sent.map((request) => request.headers.get('Authorization'))).toEqual([null, `Bearer ${'B'.repeat(32)}`])
  })

  it("passes a client's own Authorization through untouched and leaves the cookie unused", async () => {
    const upstream = withRecordingUpstream()
    const response = await upstream.call(readUrl('{ storeConfig { store_code } }'), { headers: { Authorization: 'Bearer integration-token', Cookie: `customer=${'C'.repeat(32)}` } })
    expect(upstream.sent[0]!.headers.get('Authorization')).toBe('Bearer integration-token')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('forwards a clean header set to the upstream: no cookie, no host, no client headers', async () => {
    const upstream = withRecordingUpstream()
    await upstream.call(readUrl('{ storeConfig { store_code } }'), {
      headers: { Cookie: 'customer=x; cart=y', 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'test', 'CF-Connecting-IP': '203.0.113.9' },
    })
    const sent = upstream.sent[0]!
    expect(sent.url).toBe(`${upstream.endpoint}?query=%7B+storeConfig+%7B+store_code+%7D+%7D`)
    expect([...sent.headers.keys()].sort()).toEqual(['accept', 'store'])
    expect(sent.headers.get('Store')).toBe('default')
  })

  it('forwards a POST body as sent, with only the JSON content type added', async () => {
    const upstream = withRecordingUpstream(() => Response.json({ data: { createEmptyCart: 'x' } }))
    const body = JSON.stringify({ query: 'mutation { createEmptyCart }' })
    await upstream.call(GRAPHQL_URL, { method: 'POST', headers: { 'Content-Type': 'text/plain', Cookie: 'cart=abc' }, body })
    const sent = upstream.sent[0]!
    expect(sent.method).toBe('POST')
    expect(await sent.text()).toBe(body)
    expect([...sent.headers.keys()].sort()).toEqual(['accept', 'content-type', 'store'])
    expect(sent.headers.get('Content-Type')).toBe('application/json')
  })
})

describe('the Store header', () => {
  const storeSent = async (headers: Record<string, string>) => {
    const upstream = withRecordingUpstream()
    await upstream.call(readUrl('{ storeConfig { store_code } }'), { headers })
    return upstream.sent[0]!.headers.get('Store')
  }

  it("keeps a client's well-formed Store header, else takes a known store cookie, else the default store", async () => {
    expect(await storeSent({ Store: 'de' })).toBe('de')
    expect(await storeSent({ Store: 'b2b_store', Cookie: 'store=de' })).toBe('b2b_store')
    expect(await storeSent({ Store: 'DE; drop', Cookie: 'store=de' })).toBe('de')
    expect(await storeSent({ Cookie: 'store=de' })).toBe('de')
    expect(await storeSent({ Cookie: 'store=fr' })).toBe('default')
    expect(await storeSent({})).toBe('default')
  })

  it('answers Store: constructor (or any built-in property name) as an unknown store view', async () => {
    for (const store of ['constructor', '__proto__', 'tostring']) {
      const response = await read('{ storeConfig { store_code } }', { Store: store })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-no-such-entity' } }] })
    }
  })

  it('answers a read with Store: de from the German store view, in euros', async () => {
    const response = await read('{ storeConfig { store_code locale default_display_currency_code } }', { Store: 'de' })
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'de', locale: 'de_DE', default_display_currency_code: 'EUR' } } })
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const price = '{ products(filter: { sku: { eq: $sku } }) { items { price_range { minimum_price { final_price { currency } } } } } }'
    const german = (await (await read(`query P($sku: String) ${price}`, { Cookie: 'store=de' }, { sku })).json()) as Answer<{ products: { items: { price_range: { minimum_price: { final_price: { currency: string } } } }[] } }>
    expect(german.data?.products.items[0]?.price_range.minimum_price.final_price.currency).toBe('EUR')
  })
})

describe('refusals', () => {
  it('refuses a mutation sent by GET with 405 before it reaches the back end', async () => {
    const upstream = withRecordingUpstream()
    const response = await upstream.call(readUrl('mutation { createEmptyCart }'))
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
    expect(await response.json()).toEqual({ errors: [{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql' } }] })
    expect(upstream.sent).toHaveLength(0)
    expect((await read('mutation { createEmptyCart }')).status).toBe(405)
  })

  it('refuses a write from another origin with 403', async () => {
    const response = await write('mutation { createEmptyCart }', { Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(((await response.json()) as Answer<never>).errors?.[0]?.message).toBe('Cross-origin requests may not change data.')
  })

  it('refuses a body over 100 KB with 413', async () => {
    const query = `{ storeConfig { store_code } } # ${'x'.repeat(MAX_GRAPHQL_BODY_BYTES)}`
    const response = await write(query)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ errors: [{ message: 'The request body is larger than 100 KB.', extensions: { category: 'graphql-input' } }] })
  })

  it('answers malformed requests with 400 or 405 in Magento\'s shape, never a 500', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [SELF.fetch(GRAPHQL_URL, { method: 'POST', headers: { Origin: SHOP }, body: '{"query": ' }), 400, 'The request body must be valid JSON.'],
      [SELF.fetch(GRAPHQL_URL, { method: 'POST', headers: { Origin: SHOP }, body: '[{"query": "{ storeConfig { store_code } }"}]' }), 400, 'The request body must be a JSON object.'],
      [SELF.fetch(`${SHOP}/graphql?query=%7B+storeConfig+%7B+store_code+%7D+%7D&variables=%7Bnope`), 400, 'variables must be valid JSON.'],
      [SELF.fetch(GRAPHQL_URL), 400, 'Request does not contain a query.'],
      [SELF.fetch(GRAPHQL_URL, { method: 'PUT', headers: { Origin: SHOP }, body: '{}' }), 405, 'GraphQL accepts GET and POST requests only.'],
    ]
    for (const [pending, status, message] of cases) {
      const response = await pending
      expect(response.status, message).toBe(status)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(((await response.json()) as Answer<never>).errors?.[0]?.message).toBe(message)
    }
  })

  it('lets the back end report a syntax error, uncached', async () => {
    const response = await read('{ storeConfig { ')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(((await response.json()) as Answer<never>).errors?.[0]?.message).toBe('Syntax Error: Expected Name, found <EOF>.')
  })

  it('refuses documents nested thousands deep with 400 before parsing them, never a 502', async () => {
    const upstream = withRecordingUpstream()
    const documents = [
      `{ storeConfig ${'{ a '.repeat(10_000)}${'}'.repeat(10_000)} }`,
      `{ products(filter: ${'{ a: '.repeat(10_000)}1${'}'.repeat(10_000)}) { total_count } }`,
      `{ products(search: ${'['.repeat(20_000)}"hp"${']'.repeat(20_000)}) { total_count } }`,
    ]
    for (const query of documents) {
      for (const response of [await write(query), await upstream.call(readUrl(query))]) {
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ errors: [{ message: 'The query is nested more than 100 levels deep.', extensions: { category: 'graphql' } }] })
      }
    }
    expect(upstream.sent).toHaveLength(0)
  })

  it('answers variables nested thousands deep with a Magento-shaped error, never a 5xx', async () => {
    const lists = `{"query":"query ($s: [String]) { products(filter: { sku: { in: $s } }) { total_count } }","variables":{"s":${'['.repeat(30_000)}"x"${']'.repeat(30_000)}}}`
    const objects = `{"query":"query ($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }","variables":{"f":${'{"sku":'.repeat(10_000)}1${'}'.repeat(10_000)}}}`
    for (const body of [lists, objects]) {
      const response = await SELF.fetch(GRAPHQL_URL, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SHOP }, body })
      expect(response.status).toBeLessThan(500)
      const answer = (await response.json()) as Answer<never>
      expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$[sf]" got invalid value/)
      expect(answer.errors?.[0]?.extensions?.category).toBe('graphql')
    }
  })

  it('refuses a document too large to analyse, so a mutation cannot slip past the GET and captcha checks', async () => {
    const upstream = withRecordingUpstream()
    const padding = 'a '.repeat(20_001)
    const byGet = await upstream.call(readUrl(`mutation { createEmptyCart ${padding}}`))
    const captchaFree = await upstream.call(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `mutation { requestPasswordResetEmail(email: "ada@example.com") ${padding}}` }),
    })
    for (const response of [byGet, captchaFree]) {
      expect(response.status).toBe(400)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(await response.json()).toEqual({ errors: [{ message: 'The query is too large: it has more than 20000 tokens.', extensions: { category: 'graphql' } }] })
    }
    expect(upstream.sent).toHaveLength(0)
  })

  it('answers 502 in JSON when the upstream is down or answers something other than GraphQL', async () => {
    const down = withRecordingUpstream(() => Promise.reject(new Error('connection refused')))
    const broken = withRecordingUpstream(() => new Response('<html>Bad gateway</html>', { status: 520, headers: { 'Content-Type': 'text/html' } }))
    for (const upstream of [down, broken]) {
      const response = await upstream.call(readUrl('{ storeConfig { store_code } }'))
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ errors: [{ message: 'The shop is unavailable at the moment. Please try again later.', extensions: { category: 'internal' } }] })
    }
  })
})

describe('an ended session', () => {
  const clearedCookies = ['customer=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax', 'cart=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax']

  it('clears the customer and cart cookies and says so when a revoked cookie token is refused', async () => {
    const token = await signedInCustomer('ada.revoked@example.com')
    await graphqlAs(token, 'mutation { revokeCustomerToken { result } }')
    const response = await read('{ customer { email } }', { Cookie: `customer=${token}; cart=${'D'.repeat(32)}` })
    expect(response.status).toBe(200)
    expect(((await response.json()) as Answer<never>).errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
    expect(response.headers.get('X-Session-Ended')).toBe('1')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.getSetCookie()).toEqual([...clearedCookies, 'message=session-ended; Max-Age=60; Path=/; Secure; SameSite=Lax'])
  })

  it('does the same for an expired token on a write', async () => {
    const token = await signedInCustomer('ada.expired@example.com')
    await expireTokensOf('ada.expired@example.com')
    const response = await write('mutation { revokeCustomerToken { result } }', { Cookie: `customer=${token}` })
    expect(response.headers.get('X-Session-Ended')).toBe('1')
    expect(response.headers.getSetCookie().slice(0, 2)).toEqual(clearedCookies)
  })

  it('leaves the session alone when no cookie token was sent', async () => {
    const anonymous = await read('{ customer { email } }')
    const explicit = await read('{ customer { email } }', { Authorization: `Bearer ${'E'.repeat(32)}`, Cookie: `customer=${'F'.repeat(32)}` })
    for (const response of [anonymous, explicit]) {
      expect(((await response.json()) as Answer<never>).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
      expect(response.headers.get('X-Session-Ended')).toBeNull()
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })
})

describe('captcha on the password mutations', () => {
  const provider = inject('captchaProvider')
  const withCaptcha = async (body: Record<string, unknown>) => {
    const context = createExecutionContext()
    const request = new Request(GRAPHQL_URL, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SHOP }, body: JSON.stringify(body) })
    const response = await createApp().fetch(request, { ...env, CAPTCHA_SECRET: provider.secret, CAPTCHA_VERIFY_URL: provider.verifyUrl }, context)
    await waitOnExecutionContext(context)
    return response
  }
  const RESET_REQUEST = 'mutation R($email: String!, $token: String) { requestPasswordResetEmail(email: $email, recaptchaToken: $token) }'
  const resetMails = async (email: string) =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1 AND kind = 'password_reset'").bind(email).first<{ n: number }>())!.n

  it('refuses a bad, missing or literal bad token with the spec message before the back end sees it', async () => {
    await signedInCustomer('ada.captcha@example.com')
    const attempts = [
      { query: RESET_REQUEST, variables: { email: 'ada.captcha@example.com', token: 'bad-token' } },
      { query: RESET_REQUEST, variables: { email: 'ada.captcha@example.com' } },
      { query: 'mutation { requestPasswordResetEmail(email: "ada.captcha@example.com") }' },
      { query: 'mutation { again: requestPasswordResetEmail(email: "ada.captcha@example.com", recaptchaToken: "bad-token") }' },
    ]
    for (const body of attempts) {
      const response = await withCaptcha(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ message: 'Error during reCaptcha verification. Please try again.', extensions: { category: 'captcha' } }] })
    }
    expect(await resetMails('ada.captcha@example.com')).toBe(0)
  })

  it('lets a verified request through to the back end', async () => {
    await signedInCustomer('ada.verified@example.com')
    const response = await withCaptcha({ query: RESET_REQUEST, variables: { email: 'ada.verified@example.com', token: provider.goodToken } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { requestPasswordResetEmail: true } })
    expect(await mailedKey('ada.verified@example.com', 'password_reset', 'token')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
  })
})

describe('the data centre cache for anonymous reads', () => {
  it('answers a repeated public read from the cache, per store view', async () => {
    const query = '{ edgeCacheProbe: storeConfig { store_code } }'
    const first = await read(query)
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS')
    await first.text()
    // The write happens after the response; give it a moment on this isolate.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = await read(query)
    expect(second.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(((await second.json()) as { data: { edgeCacheProbe: { store_code: string } } }).data.edgeCacheProbe.store_code).toBe('default')

    const german = await read(query, { Store: 'de' })
    expect(german.headers.get('X-Edge-Cache')).toBe('MISS')
    expect(((await german.json()) as { data: { edgeCacheProbe: { store_code: string } } }).data.edgeCacheProbe.store_code).toBe('de')
  })

  it('never caches a read that needs the customer, or one that failed', async () => {
    const personal = await read('{ customer { email } }')
    expect(personal.headers.get('X-Edge-Cache')).toBeNull()
    expect(personal.headers.get('Cache-Control')).toBe('no-store')
    await personal.body?.cancel()
    const failed = await read('{ edgeCacheProbeFailure: cmsPage(identifier: "no-such-page") { title } }')
    expect(failed.headers.get('X-Edge-Cache')).toBeNull()
    await failed.body?.cancel()
  })
})

describe('revalidation', () => {
  it('skips the cached copy when the client asks to revalidate, and stores the fresh answer', async () => {
    const query = '{ revalidateProbe: storeConfig { store_code } }'
    await (await read(query)).text()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const fresh = await read(query, { 'Cache-Control': 'no-cache' })
    expect(fresh.headers.get('X-Edge-Cache')).toBe('MISS')
    await fresh.text()
  })
})
