import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

beforeAll(() => seedCatalogue())

const pagePost = (path: string, client: string, fields: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': client },
    body: new URLSearchParams(fields).toString(),
  })

const apiPost = (name: string, client: string, variables: Record<string, unknown>) =>
  SELF.fetch(`${ORIGIN}/api/magento/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': client },
    body: JSON.stringify({ variables }),
  })

const signInPage = (client: string, n: number) => pagePost('/customer/account/login', client, { email: `sprayed-${n}@example.com`, password: 'Guess-123' })
const signInApi = (client: string, n: number) => apiPost('generateCustomerToken', client, { email: `sprayed-${n}@example.com`, password: 'Guess-123' })

async function expectLimited(response: Response, what: string): Promise<string> {
  expect(response.status, what).toBe(429)
  const wait = Number(response.headers.get('Retry-After'))
  expect(wait, what).toBeGreaterThan(0)
  expect(wait, what).toBeLessThanOrEqual(60)
  return response.text()
}

describe('failed sign-ins from one client, across e-mail addresses', () => {
  it('on the sign-in page: the 11th within a minute is answered 429 with Retry-After, on both doors', async () => {
    const client = '203.0.113.7'
    for (let n = 1; n <= 10; n++) expect((await signInPage(client, n)).status, `attempt ${n}`).toBe(400)
    const page = await expectLimited(await signInPage(client, 11), 'the page')
    expect(page).toContain('Too many attempts from your connection. Please wait a minute and try again.')
    expect(page).toContain('name="email"')
    const api = await expectLimited(await signInApi(client, 12), 'the API')
    expect(JSON.parse(api)).toEqual({ errors: [{ message: 'Too many attempts from this address. Please wait a minute and try again.', category: 'too-many-attempts' }] })
    // Another client is not held back by this one.
    expect((await signInPage('203.0.113.8', 1)).status).toBe(400)
  })

  it('through the named-operation API: the 11th is answered 429, and the page refuses too', async () => {
    const client = '203.0.113.9'
    for (let n = 1; n <= 10; n++) expect((await signInApi(client, n)).status, `attempt ${n}`).toBe(401)
    await expectLimited(await signInApi(client, 11), 'the API')
    await expectLimited(await signInPage(client, 12), 'the page')
  })
})

describe('password reset requests from one client, across e-mail addresses', () => {
  it('the 11th within a minute is answered 429 with Retry-After, on both doors', async () => {
    const client = '203.0.113.10'
    for (let n = 1; n <= 10; n++) {
      const response = await (n % 2 ? pagePost('/customer/account/forgotpassword', client, { email: `reset-${n}@example.com` }) : apiPost('requestPasswordResetEmail', client, { email: `reset-${n}@example.com` }))
      // Magento says whether the address has an account (an unknown one is refused): not limited yet.
      expect(response.status, `request ${n}`).not.toBe(429)
      await response.body?.cancel()
    }
    const page = await expectLimited(await pagePost('/customer/account/forgotpassword', client, { email: 'reset-11@example.com' }), 'the page')
    expect(page).toContain('Too many attempts from your connection.')
    await expectLimited(await apiPost('requestPasswordResetEmail', client, { email: 'reset-12@example.com' }), 'the API')
  })
})
