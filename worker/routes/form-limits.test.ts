/**
 * The abuse limits of the forms beyond sign-in and password reset (issue 29 point 1): each form's
 * window, used up from one client, is answered 429 with `Retry-After` on the page, the
 * named-operation API and /graphql alike, and another client is not held back.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

let product: { id: number; sku: string; name: string; path: string }
let token: string

beforeAll(async () => {
  await seedCatalogue()
  const row = (await env.DB.prepare("SELECT id, sku, name, url_key FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 AND url_key IS NOT NULL ORDER BY id LIMIT 1").first<{
    id: number
    sku: string
    name: string
    url_key: string
  }>())!
  product = { id: row.id, sku: row.sku, name: row.name, path: `/${row.url_key}.html` }
  token = await signedInCustomer('limits.reviewer@example.co.uk')
})

type From = { client: string; cookie?: string }

const headers = ({ client, cookie }: From, type: string) => ({ 'Content-Type': type, Origin: ORIGIN, 'CF-Connecting-IP': client, ...(cookie ? { Cookie: cookie } : {}) })

const page = (path: string, from: From, fields: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: headers(from, 'application/x-www-form-urlencoded'), body: new URLSearchParams(fields) })

const api = (name: string, from: From, variables: Record<string, unknown>) =>
  SELF.fetch(`${ORIGIN}/api/magento/${name}`, { method: 'POST', headers: headers(from, 'application/json'), body: JSON.stringify({ variables }) })

const graphql = (from: From, query: string, variables: Record<string, unknown>) =>
  SELF.fetch(new URL('/graphql', ORIGIN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': from.client, ...(from.cookie ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })

/** Sends `times` requests that the limit lets through (whatever the back end then says). */
async function useUp(times: number, send: (n: number) => Promise<Response>): Promise<void> {
  for (let n = 1; n <= times; n++) {
    const response = await send(n)
    expect(response.status, `attempt ${n}`).not.toBe(429)
    await response.body?.cancel()
  }
}

/** A 429 with a `Retry-After` no longer than the window; its text. */
async function limited(response: Response, windowSeconds: number): Promise<string> {
  expect(response.status).toBe(429)
  const wait = Number(response.headers.get('Retry-After'))
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(windowSeconds)
  expect(response.headers.get('Cache-Control')).toContain('no-store')
  return response.text()
}

const PAGE_WORDS = 'Too many attempts from your connection. Please wait a few minutes and try again.'
const GRAPHQL_REFUSAL = { errors: [{ message: 'Too many attempts from this address. Please wait a few minutes and try again.', extensions: { category: 'graphql-too-many-attempts' } }] }

const registration = (n: number, prefix: string) => ({ firstname: 'Ada', lastname: 'Lovelace', email: `${prefix}-${n}@example.co.uk`, password: 'Printer-Ink-42', confirmPassword: 'Printer-Ink-42' })
const CREATE = 'mutation C($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }'

describe('registration', () => {
  it('allows 20 new accounts an hour from one client; the 21st form is shown again with 429 and what was typed', async () => {
    const from = { client: '192.0.2.21' }
    await useUp(20, (n) => page('/customer/account/create', from, registration(n, 'school')))
    const html = await limited(await page('/customer/account/create', from, registration(21, 'school')), 3600)
    expect(html).toContain(PAGE_WORDS)
    expect(html).toContain('value="school-21@example.co.uk"')
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM customers WHERE email LIKE 'school-%'").first('n')).toBe(20)
    // /graphql shares the window.
    expect(JSON.parse(await limited(await graphql(from, CREATE, { input: registration(22, 'school') }), 3600))).toEqual(GRAPHQL_REFUSAL)
    expect((await page('/customer/account/create', { client: '192.0.2.22' }, registration(1, 'office'))).status).toBe(303)
  })
})

describe('stock alerts', () => {
  const fields = (n: number) => ({ email: `waiting-${n}@example.co.uk`, productId: String(product.id), categoryId: '0', name: product.name, path: product.path })

  it('allows 20 requests in ten minutes; the 21st gets the designed error page, and the API and /graphql refuse too', async () => {
    const from = { client: '192.0.2.31' }
    await useUp(10, (n) => page('/productalert/add/stock', from, fields(n)))
    await useUp(10, (n) => api('requestStockNotification', from, { email: `api-${n}@example.co.uk`, productId: product.id, categoryId: 0, categoryProduct: product.name }))
    const html = await limited(await page('/productalert/add/stock', from, fields(21)), 600)
    expect(html).toContain(PAGE_WORDS)
    expect(html).toContain('<h1')
    const answer = JSON.parse(await limited(await api('requestStockNotification', from, { email: 'api-21@example.co.uk', productId: product.id, categoryId: 0, categoryProduct: product.name }), 600))
    expect(answer.errors[0].category).toBe('too-many-attempts')
    const request = 'mutation S($email: String!, $id: Int!, $name: String!) { requestStockNotification(email: $email, productId: $id, categoryId: 0, categoryProduct: $name) }'
    expect(JSON.parse(await limited(await graphql(from, request, { email: 'gql@example.co.uk', id: product.id, name: product.name }), 600))).toEqual(GRAPHQL_REFUSAL)
    expect((await page('/productalert/add/stock', { client: '192.0.2.32' }, fields(1))).status).toBe(303)
  })
})

describe('newsletter sign-ups', () => {
  it('allows ten from one client in ten minutes, on the page and the API together', async () => {
    const from = { client: '192.0.2.41' }
    await useUp(5, (n) => page('/newsletter', from, { email: `reader-${n}@example.co.uk` }))
    await useUp(5, (n) => api('subscribeEmailToNewsletter', from, { email: `api-reader-${n}@example.co.uk` }))
    const html = await limited(await page('/newsletter', from, { email: 'reader-11@example.co.uk' }), 600)
    expect(html).toContain(PAGE_WORDS)
    expect(html).toContain('value="reader-11@example.co.uk"')
    const sign = 'mutation N($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }'
    expect(JSON.parse(await limited(await graphql(from, sign, { email: 'gql-reader@example.co.uk' }), 600))).toEqual(GRAPHQL_REFUSAL)
  })

  it('allows three sign-ups of one address in an hour, whichever clients send them', async () => {
    const email = 'Someone.Else@example.co.uk'
    await useUp(3, (n) => page('/newsletter', { client: `192.0.2.${50 + n}` }, { email: n === 2 ? email.toLowerCase() : email }))
    await limited(await page('/newsletter', { client: '192.0.2.59' }, { email }), 3600)
    const answer = await api('subscribeEmailToNewsletter', { client: '192.0.2.60' }, { email })
    expect(answer.status).toBe(429)
    expect((await page('/newsletter', { client: '192.0.2.59' }, { email: 'another@example.co.uk' })).status).toBe(303)
  })
})

describe('reviews', () => {
  const fields = (n: number) => ({ sku: product.sku, path: product.path, nickname: 'Grace', summary: `Review ${n}`, text: 'Every page came out crisp, right to the end of the cartridge.' })

  it('allows ten reviews an hour from one client; then the form and the API answer 429', async () => {
    const from = { client: '192.0.2.71', cookie: `customer=${token}` }
    await useUp(10, (n) => (n % 2 ? page('/review/product/post', from, fields(n)) : api('createProductReview', from, { sku: product.sku, nickname: 'Grace', summary: `API ${n}`, text: 'Crisp pages.', ratings: {} })))
    expect(await limited(await page('/review/product/post', from, fields(11)), 3600)).toContain(PAGE_WORDS)
    expect((await api('createProductReview', from, { sku: product.sku, nickname: 'Grace', summary: 'API 11', text: 'Crisp pages.', ratings: {} })).status).toBe(429)
  })
})

describe('coupon codes', () => {
  it('allows ten refused codes in ten minutes; then even a good code waits, on the basket form and /graphql', async () => {
    const from = { client: '192.0.2.81' }
    await useUp(10, (n) => page('/checkout/cart/coupon', from, { code: `GUESS${n}` }))
    expect(await limited(await page('/checkout/cart/coupon', from, { code: 'SAVE10' }), 600)).toContain(PAGE_WORDS)
    const apply = 'mutation A($cart: String!) { applyCouponToCart(input: { cart_id: $cart, coupon_code: "GUESS" }) { cart { id } } }'
    expect(JSON.parse(await limited(await graphql(from, apply, { cart: 'x' }), 600))).toEqual(GRAPHQL_REFUSAL)
    // Taking a code off is never limited.
    expect((await page('/checkout/cart/coupon', from, { code: '' })).status).toBe(303)
  })
})

describe('the /graphql door for the contact form and the guest order lookup', () => {
  it('shares the contact window (five an hour) with the page', async () => {
    const from = { client: '192.0.2.91' }
    const message = { name: 'Ada Lovelace', email: 'ada@example.co.uk', telephone: '', comment: 'Do you stock the long-life drum?' }
    await useUp(5, () => page('/contact.html', from, message))
    const contact = 'mutation M($input: ContactUsInput!) { contactUs(input: $input) { status } }'
    expect(JSON.parse(await limited(await graphql(from, contact, { input: message }), 3600))).toEqual(GRAPHQL_REFUSAL)
  })

  it('shares the guest order window (ten a quarter of an hour) with the page', async () => {
    const from = { client: '192.0.2.92' }
    const lookup = 'query G($input: OrderInformationInput!) { guestOrder(input: $input) { number } }'
    const input = { number: '000000001', email: 'nobody@example.co.uk', postcode: 'NW1 6XE' }
    await useUp(10, (n) => (n % 2 ? graphql(from, lookup, { input }) : page('/sales/guest/form', from, { ...input, lastname: 'Nobody' })))
    expect(JSON.parse(await limited(await graphql(from, lookup, { input }), 900))).toEqual(GRAPHQL_REFUSAL)
    expect(await limited(await page('/sales/guest/form', from, { ...input, lastname: 'Nobody' }), 900)).toContain('Too many attempts.')
  })
})

describe('the /graphql door for what 2.4.8 added', () => {
  it('limits sending the confirmation link again (five in ten minutes) and guest cancellation requests', async () => {
    const from = { client: '192.0.2.93' }
    const resend = 'mutation R($email: String!) { resendConfirmationEmail(email: $email) }'
    await useUp(5, (n) => graphql(from, resend, { email: `resend-${n}@example.co.uk` }))
    expect(JSON.parse(await limited(await graphql(from, resend, { email: 'resend-6@example.co.uk' }), 600))).toEqual(GRAPHQL_REFUSAL)
    const cancel = 'mutation C($token: String!) { requestGuestOrderCancel(input: { token: $token, reason: "Other" }) { error } }'
    await useUp(5, (n) => graphql(from, cancel, { token: `not-a-token-${n}` }))
    expect(JSON.parse(await limited(await graphql(from, cancel, { token: 'not-a-token-6' }), 600))).toEqual(GRAPHQL_REFUSAL)
  })
})
