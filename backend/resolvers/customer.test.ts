import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const CREATE = `mutation C($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed } } }`
const TOKEN = 'mutation T($email: String!, $password: String!, $remember: Boolean) { generateCustomerToken(email: $email, password: $password, rememberMe: $remember) { token } }'
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'

async function confirmationKey(email: string): Promise<string> {
  const mail = await env.DB.prepare("SELECT body FROM outbox WHERE to_email = ?1 AND kind = 'account_confirmation' ORDER BY id DESC LIMIT 1").bind(email).first<{ body: string }>()
  return decodeURIComponent(/[?&]key=([^&\s]+)/.exec(mail!.body)![1]!)
}

/** A confirmed customer and a sign-in token. */
async function customer(email: string, password = 'Printer-Ink-42'): Promise<string> {
  const created = await graphqlAs(null, CREATE, { input: { firstname: 'Grace', lastname: 'Hopper', email, password } })
  if (created.errors) throw new Error(created.errors[0]!.message)
  await graphqlAs(null, 'mutation F($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }', {
    email,
    key: await confirmationKey(email),
  })
  const token = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email, password })
  return token.data!.generateCustomerToken.token
}

beforeAll(() => seedCatalogue())

describe('creating an account', () => {
  it('creates the customer and sends the confirmation link to the outbox', async () => {
    const result = await graphqlAs<{ createCustomerV2: { customer: unknown } }>(null, CREATE, {
      input: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.co.uk', password: 'Engine-1843', is_subscribed: true },
    })
    expect(result.data?.createCustomerV2.customer).toEqual({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.co.uk', is_subscribed: true })
    expect(await confirmationKey('ada@example.co.uk')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await env.DB.prepare('SELECT password_hash FROM customers WHERE email = ?1').bind('ada@example.co.uk').first<{ password_hash: string }>()
    expect(stored!.password_hash).not.toContain('Engine-1843')
  })

  it('refuses a taken e-mail, a weak password and a malformed address', async () => {
    const input = { firstname: 'A', lastname: 'B', email: 'taken@example.co.uk', password: 'Strong-Pass-1' }
    await graphqlAs(null, CREATE, { input })
    expect((await graphqlAs(null, CREATE, { input })).errors?.[0]?.message).toBe('A customer with the same email address already exists in an associated website.')
    expect((await graphqlAs(null, CREATE, { input: { ...input, email: 'new@example.co.uk', password: 'short' } })).errors?.[0]?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    )
    expect((await graphqlAs(null, CREATE, { input: { ...input, email: 'nope', password: 'Strong-Pass-1' } })).errors?.[0]?.message).toBe('"nope" is not a valid email address.')
  })
})

describe('signing in', () => {
  it('refuses an unconfirmed account, then signs in once it is confirmed', async () => {
    await graphqlAs(null, CREATE, { input: { firstname: 'Alan', lastname: 'Turing', email: 'alan@example.co.uk', password: 'Enigma-1912' } })
    const early = await graphqlAs(null, TOKEN, { email: 'alan@example.co.uk', password: 'Enigma-1912' })
    expect(early.errors?.[0]).toMatchObject({ message: "This account isn't confirmed. Verify and try again.", extensions: { category: 'graphql-authentication' } })
    const wrongKey = await graphqlAs(null, 'mutation { confirmEmail(input: { email: "alan@example.co.uk", confirmation_key: "guess" }) { customer { email } } }')
    expect(wrongKey.errors?.[0]?.message).toBe('The confirmation token is invalid. Verify the token and try again.')
    const token = await customer('alan2@example.co.uk')
    const me = await graphqlAs<{ customer: { email: string; firstname: string } }>(token, '{ customer { email firstname } }')
    expect(me.data?.customer).toEqual({ email: 'alan2@example.co.uk', firstname: 'Grace' })
  })

  it('gives the same message for a wrong password and an unknown account', async () => {
    await customer('same@example.co.uk')
    const wrong = await graphqlAs(null, TOKEN, { email: 'same@example.co.uk', password: 'Wrong-Pass-1' })
    const unknown = await graphqlAs(null, TOKEN, { email: 'nobody@example.co.uk', password: 'Wrong-Pass-1' })
    expect(wrong.errors?.[0]).toMatchObject({ message: SIGN_IN_FAILED, extensions: { category: 'graphql-authentication' } })
    expect(unknown.errors?.[0]?.message).toBe(SIGN_IN_FAILED)
  })

  it('blocks token requests after 6 failures, even with the right password', async () => {
    await customer('throttle@example.co.uk')
    for (let i = 0; i < 6; i++) await graphqlAs(null, TOKEN, { email: 'throttle@example.co.uk', password: `Wrong-Pass-${i}` })
    const right = await graphqlAs(null, TOKEN, { email: 'throttle@example.co.uk', password: 'Printer-Ink-42' })
    expect(right.errors?.[0]?.message).toBe(SIGN_IN_FAILED)
  })

  it('lasts an hour, or two weeks with remember me', async () => {
    await customer('remember@example.co.uk')
    const short = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email: 'remember@example.co.uk', password: 'Printer-Ink-42' })
    const long = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email: 'remember@example.co.uk', password: 'Printer-Ink-42', remember: true })
    const { results } = await env.DB.prepare('SELECT t.expires_at, t.created_at FROM customer_tokens t JOIN customers c ON c.id = t.customer_id WHERE c.email = ?1 ORDER BY t.expires_at').bind('remember@example.co.uk').all<{ expires_at: string; created_at: string }>()
    const hours = results.map((r) => (Date.parse(r.expires_at) - Date.parse(r.created_at)) / 3_600_000)
    expect(hours.slice(-2)).toEqual([1, 14 * 24])
    expect(short.data?.generateCustomerToken.token).not.toBe(long.data?.generateCustomerToken.token)
  })

  it('revokes a token, after which it is no longer accepted', async () => {
    const token = await customer('revoke@example.co.uk')
    expect((await graphqlAs<{ revokeCustomerToken: { result: boolean } }>(token, 'mutation { revokeCustomerToken { result } }')).data?.revokeCustomerToken.result).toBe(true)
    const after = await graphqlAs(token, '{ customer { email } }')
    expect(after.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
  })

  it('refuses customer data without a token', async () => {
    expect((await graphqlAs(null, '{ customer { email } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    expect((await graphqlAs('made-up-token', '{ customer { email } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})

describe('customer carts', () => {
  it('keeps one cart per customer that no one else can read', async () => {
    const owner = await customer('owner@example.co.uk')
    const other = await customer('other@example.co.uk')
    const first = await graphqlAs<{ customerCart: { id: string } }>(owner, '{ customerCart { id } }')
    const again = await graphqlAs<{ customerCart: { id: string } }>(owner, '{ customerCart { id } }')
    const id = first.data!.customerCart.id
    expect(again.data?.customerCart.id).toBe(id)
    const query = `query Q($id: String!) { cart(cart_id: $id) { id } }`
    expect((await graphqlAs(owner, query, { id })).data).toEqual({ cart: { id } })
    for (const token of [other, null]) {
      const refused = await graphqlAs(token, query, { id })
      expect(refused.errors?.[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${id}"`, extensions: { category: 'graphql-authorization' } })
    }
  })
})
