/** Customers for workerd tests, created and confirmed through /graphql like a shopper would. */
import { env } from 'cloudflare:test'
import { graphqlAs } from './graphql-client'

export const CREATE_CUSTOMER = `mutation C($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed } } }`
export const TOKEN = 'mutation T($email: String!, $password: String!, $remember: Boolean) { generateCustomerToken(email: $email, password: $password, rememberMe: $remember) { token } }'
export const DEFAULT_PASSWORD = 'Printer-Ink-42'

/** The key of the newest e-mail of a kind sent to an address (from the outbox). */
export async function mailedKey(email: string, kind: string, parameter: string): Promise<string> {
  const mail = await env.DB.prepare('SELECT body FROM outbox WHERE to_email = ?1 AND kind = ?2 ORDER BY id DESC LIMIT 1').bind(email, kind).first<{ body: string }>()
  if (!mail) throw new Error(`no ${kind} e-mail to ${email}`)
  return decodeURIComponent(new RegExp(`[?&]${parameter}=([^&\\s]+)`).exec(mail.body)![1]!)
}

/** A confirmed customer and a sign-in token. */
export async function signedInCustomer(email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const created = await graphqlAs(null, CREATE_CUSTOMER, { input: { firstname: 'Grace', lastname: 'Hopper', email, password } })
  if (created.errors) throw new Error(created.errors[0]!.message)
  await graphqlAs(null, 'mutation F($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }', {
    email,
    key: await mailedKey(email, 'account_confirmation', 'key'),
  })
  const token = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email, password })
  return token.data!.generateCustomerToken.token
}
