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

const graphqlPost = (client: string, query: string, variables: Record<string, unknown>) =>
  SELF.fetch(new URL('/graphql', ORIGIN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    body: JSON.stringify({ query, variables }),
  })

const SIGN_IN = 'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }'
const RESET = 'mutation Reset($email: String!) { requestPasswordResetEmail(email: $email) }'

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
    expect(page).toContain('Too many attempts from your connection. Please wait a few minutes and try again.')
    expect(page).toContain('name="email"')
    const api = await expectLimited(await signInApi(client, 12), 'the API')
    expect(JSON.parse(api)).toEqual({ errors: [{ message: 'Too many attempts from this address. Please wait a few minutes and try again.', category: 'too-many-attempts' }] })
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

describe('the /graphql door, as Magento clients use it', () => {
  it('answers the 11th failed sign-in from one client 429 with Retry-After, in Magento’s error shape', async () => {
    const client = '203.0.113.11'
    for (let n = 1; n <= 10; n++) {
      const answer = (await (await graphqlPost(client, SIGN_IN, { email: `gql-${n}@example.com`, password: 'Guess-123' })).json()) as { errors?: { extensions: { category: string } }[] }
      expect(answer.errors?.[0]?.extensions.category, `attempt ${n}`).toBe('graphql-authentication')
    }
    const limited = await expectLimited(await graphqlPost(client, SIGN_IN, { email: 'gql-11@example.com', password: 'Guess-123' }), '/graphql')
    expect(JSON.parse(limited)).toEqual({ errors: [{ message: 'Too many attempts from this address. Please wait a few minutes and try again.', extensions: { category: 'graphql-too-many-attempts' } }] })
    // The pages share the count.
    await expectLimited(await signInPage(client, 12), 'the page')
  })

  it('answers the 11th password reset request from one client 429', async () => {
    const client = '203.0.113.12'
    for (let n = 1; n <= 10; n++) expect((await graphqlPost(client, RESET, { email: `gql-reset-${n}@example.com` })).status, `request ${n}`).not.toBe(429)
    await expectLimited(await graphqlPost(client, RESET, { email: 'gql-reset-11@example.com' }), '/graphql')
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
