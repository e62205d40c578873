import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_PASSWORD, mailedKey, signedInCustomer } from '../../test/customers'
import { graphqlAs, graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'
import { API_METHODS } from '../../shared/api/contract'
import { NAMED_OPERATIONS } from '../api/operations'
import { MAX_API_BODY_BYTES } from './magento-api'

const SHOP = 'https://shop.test'
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
const CAPTCHA_FAILED = { errors: [{ message: 'Error during reCaptcha verification. Please try again.', category: 'captcha' }] }

/** The worker as deployed, called with per-test environment overrides. */
const app = createApp()

async function call(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Response> {
  const context = createExecutionContext()
  const response = await app.fetch(new Request(`${SHOP}/api/magento/${path}`, init), { ...env, ...overrides }, context)
  await waitOnExecutionContext(context)
  return response
}

const readOp = (name: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(variables ? `${name}?variables=${encodeURIComponent(JSON.stringify(variables))}` : name, { headers })

const writeOp = (name: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, overrides: Partial<Env> = {}) =>
  call(name, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SHOP, ...headers }, body: JSON.stringify({ variables }) }, overrides)

/** The cookies a response sets, by name (an empty value is a deletion). */
function cookiesSet(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((cookie: string) => /^([^=]+)=([^;]*)/.exec(cookie)!.slice(1, 3) as [string, string]))
}

const cookieHeader = (jar: Record<string, string>) => ({ Cookie: Object.entries(jar).map(([name, value]) => `${name}=${value}`).join('; ') })

async function registered(email: string): Promise<void> {
  await signedInCustomer(email)
}

beforeAll(() => seedCatalogue())

describe('reads', () => {
  it('answers storeConfig for the default store, cacheable by everyone', async () => {
    const response = await readOp('storeConfig')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: { storeConfig: { store_code: string; locale: string; base_currency_code: string } } }
    expect(body.data.storeConfig).toMatchObject({ store_code: 'default', locale: 'en_GB', base_currency_code: 'GBP' })
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(response.headers.get('Vary')).toBe('Store, Cookie')
  })

  it('follows the Store header and the store cookie', async () => {
    for (const headers of [{ Store: 'de' }, { Cookie: 'store=de' }] as Record<string, string>[]) {
      const body = (await (await readOp('storeConfig', undefined, headers)).json()) as { data: { storeConfig: { store_code: string; default_display_currency_code: string } } }
      expect(body.data.storeConfig).toMatchObject({ store_code: 'de', default_display_currency_code: 'EUR' })
    }
  })

  it('reads CMS blocks by identifier', async () => {
    const response = await readOp('cmsBlocks', { identifiers: ['footer_company_payment', 'delivery_price_footer'] })
    const body = (await response.json()) as { data: { cmsBlocks: { items: { identifier: string }[] } } }
    expect(body.data.cmsBlocks.items.map((block) => block.identifier)).toEqual(['footer_company_payment', 'delivery_price_footer'])
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
  })

  it("reports the back end's first error with its category, uncached", async () => {
    const response = await readOp('cmsBlocks', { identifiers: ['footer_company_payment', 'no_such_block'] })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'The CMS block with the "no_such_block" ID doesn\'t exist.', category: 'graphql-no-such-entity' }] })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('counts no cart as an empty one, without a back-end call and uncached', async () => {
    const response = await readOp('cartTotalQty')
    expect(await response.json()).toEqual({ data: { cart: { total_quantity: 0 } } })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('tells a guest asking for the customer that they are not signed in, without ending any session', async () => {
    const response = await readOp('customer')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: "The current customer isn't authorized.", category: 'graphql-authorization' }] })
    expect(response.headers.get('X-Session-Ended')).toBeNull()
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('refusals', () => {
  it('answers an unknown method with 404, prototype names included', async () => {
    for (const name of ['deleteEverything', 'constructor', '__proto__']) {
      const response = await readOp(name)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: `There is no method "${name}".`, category: 'not-found' }] })
    }
  })

  it('takes mutations only by POST and queries only by GET', async () => {
    const mutationByGet = await readOp('createEmptyCart')
    expect(mutationByGet.status).toBe(405)
    expect(mutationByGet.headers.get('Allow')).toBe('POST')
    expect(await mutationByGet.json()).toEqual({ errors: [{ message: 'createEmptyCart must be called with POST.', category: 'method-not-allowed' }] })
    const queryByPost = await writeOp('storeConfig')
    expect(queryByPost.status).toBe(405)
    expect(queryByPost.headers.get('Allow')).toBe('GET')
  })

  it('serves every operation of the contract, each by its own method only', async () => {
    for (const [name, method] of Object.entries(API_METHODS)) {
      const wrong = method === 'GET' ? await writeOp(name) : await readOp(name)
      expect({ name, status: wrong.status, allow: wrong.headers.get('Allow') }).toEqual({ name, status: 405, allow: method })
    }
    expect(Object.keys(NAMED_OPERATIONS).sort()).toEqual(Object.keys(API_METHODS).sort())
  })

  it('answers invalid variables with 400 and the issues', async () => {
    const response = await readOp('cmsBlocks', { identifiers: [] })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ message: 'The variables are not valid.', category: 'graphql-input', issues: [{ path: 'identifiers', message: 'Too small: expected array to have >=1 items' }] }],
    })
    const extra = (await (await readOp('storeConfig', { query: '{ customer { email } }' })).json()) as { errors: { issues: { path: string; message: string }[] }[] }
    expect(extra.errors[0]!.issues).toEqual([{ path: '', message: 'Unrecognized key: "query"' }])
  })

  it('refuses bodies that are not {"variables"} JSON, so no document can be sent', async () => {
    const post = (body: string) => call('createEmptyCart', { method: 'POST', headers: { Origin: SHOP }, body })
    const cases: [string, string][] = [
      ['{"variables": ', 'The request body must be valid JSON.'],
      ['{"query": "mutation { createEmptyCart }"}', 'The request body must be {"variables": {...}}.'],
      ['{"variables": [1]}', 'The request body must be {"variables": {...}}.'],
    ]
    for (const [body, message] of cases) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ message, category: 'graphql-input' }] })
    }
    expect((await call('storeConfig?variables=%7Bnope')).status).toBe(400)
  })

  it('refuses a write from another origin with 403', async () => {
    const response = await writeOp('createEmptyCart', {}, { Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('refuses a body over 100 KB with 413', async () => {
    const response = await writeOp('subscribeEmailToNewsletter', { email: 'a@example.com', padding: 'x'.repeat(MAX_API_BODY_BYTES) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ errors: [{ message: 'The request body is larger than 100 KB.', category: 'graphql-input' }] })
  })
})

describe('signing in and out', () => {
  it('keeps the token in an httpOnly cookie, never in the answer, and /graphql then knows the customer', async () => {
    await registered('lin.signin@example.com')
    const response = await writeOp('generateCustomerToken', { email: 'lin.signin@example.com', password: DEFAULT_PASSWORD })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const text = await response.text()
    expect(text).toBe('{"data":{"generateCustomerToken":{"signedIn":true}}}')
    const [customerCookie] = response.headers.getSetCookie()
    const token = /^customer=([A-Za-z0-9_-]{16,}); Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/.exec(customerCookie ?? '')?.[1]
    expect(token).toBeDefined()

    const me = await SELF.fetch(`${SHOP}/graphql?query=${encodeURIComponent('{ customer { email } }')}`, { headers: { Cookie: `customer=${token}` } })
    expect(await me.json()).toEqual({ data: { customer: { email: 'lin.signin@example.com' } } })
    const profile = await readOp('customer', undefined, { Cookie: `customer=${token}` })
    expect(await profile.json()).toEqual({ data: { customer: { firstname: 'Grace', lastname: 'Hopper', email: 'lin.signin@example.com' } } })
    expect(profile.headers.get('Cache-Control')).toBe('no-store')
    const shop = await SELF.fetch(`${SHOP}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, { headers: { Cookie: `customer=${token}` } })
    expect(shop.headers.get('Cache-Control')).toBe('public, max-age=60')
  })

  it('remembers the customer for 14 days when asked', async () => {
    await registered('lin.remember@example.com')
    const response = await writeOp('generateCustomerToken', { email: 'lin.remember@example.com', password: DEFAULT_PASSWORD, rememberMe: true })
    expect(response.headers.getSetCookie()[0]).toMatch(/^customer=[A-Za-z0-9_-]{16,}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
  })

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    await registered('lin.wrong@example.com')
    const response = await writeOp('generateCustomerToken', { email: 'lin.wrong@example.com', password: 'not-the-password' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: SIGN_IN_FAILED, category: 'graphql-authentication' }] })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it("merges the guest cart into the customer's cart and makes that the visitor's cart", async () => {
    await registered('lin.cart@example.com')
    const created = await writeOp('createEmptyCart')
    expect(await created.text()).toBe('{"data":{"createEmptyCart":{"created":true}}}')
    const guestCartId = cookiesSet(created).cart!
    expect(created.headers.getSetCookie()[0]).toBe(`cart=${guestCartId}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`)
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const added = await graphqlPost('mutation A($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 3 }]) { cart { total_quantity } } }', { cartId: guestCartId, sku })
    expect(added.data).toEqual({ addProductsToCart: { cart: { total_quantity: 3 } } })
    expect(await (await readOp('cartTotalQty', undefined, cookieHeader({ cart: guestCartId }))).json()).toEqual({ data: { cart: { total_quantity: 3 } } })

    const signIn = await writeOp('generateCustomerToken', { email: 'lin.cart@example.com', password: DEFAULT_PASSWORD }, cookieHeader({ cart: guestCartId }))
    const jar = cookiesSet(signIn)
    expect(jar.cart).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(jar.cart).not.toBe(guestCartId)
    const total = await readOp('cartTotalQty', undefined, cookieHeader(jar))
    expect(await total.json()).toEqual({ data: { cart: { total_quantity: 3 } } })
    expect(total.headers.get('Cache-Control')).toBe('no-store')
  })

  it('signs in with the customer’s own cart when the guest cart cannot be merged (ordered, expired or foreign)', async () => {
    await registered('lin.lostcart@example.com')
    const signIn = await writeOp('generateCustomerToken', { email: 'lin.lostcart@example.com', password: DEFAULT_PASSWORD }, cookieHeader({ cart: 'Q'.repeat(32) }))
    expect(signIn.status).toBe(200)
    const jar = cookiesSet(signIn)
    const { data } = await graphqlAs<{ customerCart: { id: string } }>(jar.customer!, '{ customerCart { id } }')
    expect(jar.cart).toBe(data!.customerCart.id)
  })

  it('gives a signed-in customer their own cart from createEmptyCart', async () => {
    const token = await signedInCustomer('lin.owncart@example.com')
    const response = await writeOp('createEmptyCart', {}, cookieHeader({ customer: token }))
    const { data } = await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')
    expect(cookiesSet(response).cart).toBe(data!.customerCart.id)
  })

  it('signs out: the token is revoked at the back end and the cookies are cleared', async () => {
    const token = await signedInCustomer('lin.signout@example.com')
    const response = await writeOp('revokeCustomerToken', {}, cookieHeader({ customer: token, cart: 'G'.repeat(32) }))
    expect(await response.json()).toEqual({ data: { revokeCustomerToken: { result: true } } })
    expect(cookiesSet(response)).toEqual({ customer: '', cart: '', message: 'signed-out', db_bookmark: expect.stringMatching(/^[0-9a-f-]+$/) })
    const after = await graphqlAs(token, '{ customer { email } }')
    expect(after.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    // Signing out twice, or with an already ended token, is still signing out.
    const again = await writeOp('revokeCustomerToken', {}, cookieHeader({ customer: token }))
    expect(again.status).toBe(200)
    expect(again.headers.get('X-Session-Ended')).toBeNull()
    expect(await (await writeOp('revokeCustomerToken')).json()).toEqual({ data: { revokeCustomerToken: { result: true } } })
  })

  it('ends the session with 401 when a customer operation meets a revoked token', async () => {
    const token = await signedInCustomer('lin.ended@example.com')
    await graphqlAs(token, 'mutation { revokeCustomerToken { result } }')
    const response = await readOp('customer', undefined, cookieHeader({ customer: token, cart: 'H'.repeat(32) }))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: "The current customer isn't authorized.", category: 'graphql-authorization' }] })
    expect(response.headers.get('X-Session-Ended')).toBe('1')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(cookiesSet(response)).toEqual({ customer: '', cart: '', message: 'session-ended' })
  })
})

describe('newsletter', () => {
  it('subscribes an address', async () => {
    const response = await writeOp('subscribeEmailToNewsletter', { email: 'news.reader@example.com' })
    expect(await response.json()).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } })
    const again = await writeOp('subscribeEmailToNewsletter', { email: 'news.reader@example.com' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ errors: [{ message: 'This email address is already subscribed.', category: 'graphql-input' }] })
  })
})

describe('password reset with captcha', () => {
  const provider = inject('captchaProvider')
  const captchaOn: Partial<Env> = { CAPTCHA_SECRET: provider.secret, CAPTCHA_VERIFY_URL: provider.verifyUrl }
  const resetMails = async (email: string) =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1 AND kind = 'password_reset'").bind(email).first<{ n: number }>())!.n

  it('refuses a bad or missing token with 400 and never reaches the back end', async () => {
    await registered('pat.bad@example.com')
    for (const variables of [{ email: 'pat.bad@example.com', recaptchaToken: 'bad-token' }, { email: 'pat.bad@example.com' }]) {
      const response = await writeOp('requestPasswordResetEmail', variables, {}, captchaOn)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(CAPTCHA_FAILED)
    }
    expect(await resetMails('pat.bad@example.com')).toBe(0)
  })

  it('refuses the token when the secret is wrong, as the provider does', async () => {
    await registered('pat.secret@example.com')
    const response = await writeOp('requestPasswordResetEmail', { email: 'pat.secret@example.com', recaptchaToken: provider.goodToken }, {}, { ...captchaOn, CAPTCHA_SECRET: 'not-our-secret' })
    expect(await response.json()).toEqual(CAPTCHA_FAILED)
    expect(await resetMails('pat.secret@example.com')).toBe(0)
  })

  it('resets a password with verified tokens, end to end', async () => {
    await registered('pat.good@example.com')
    const requested = await writeOp('requestPasswordResetEmail', { email: 'pat.good@example.com', recaptchaToken: provider.goodToken }, {}, captchaOn)
    expect(await requested.json()).toEqual({ data: { requestPasswordResetEmail: true } })
    const key = await mailedKey('pat.good@example.com', 'password_reset', 'token')

    const reset = { email: 'pat.good@example.com', resetPasswordToken: key, newPassword: 'Fresh-Toner-77' }
    const refused = await writeOp('resetPassword', { ...reset, recaptchaToken: 'bad-token' }, {}, captchaOn)
    expect(await refused.json()).toEqual(CAPTCHA_FAILED)
    const accepted = await writeOp('resetPassword', { ...reset, recaptchaToken: provider.goodToken }, {}, captchaOn)
    expect(await accepted.json()).toEqual({ data: { resetPassword: true } })
    const signIn = await writeOp('generateCustomerToken', { email: 'pat.good@example.com', password: 'Fresh-Toner-77' })
    expect(await signIn.json()).toEqual({ data: { generateCustomerToken: { signedIn: true } } })
  })

  it('checks nothing when no captcha secret is configured', async () => {
    await registered('pat.off@example.com')
    const response = await writeOp('requestPasswordResetEmail', { email: 'pat.off@example.com' })
    expect(await response.json()).toEqual({ data: { requestPasswordResetEmail: true } })
  })
})
