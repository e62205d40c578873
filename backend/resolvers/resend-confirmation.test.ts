import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { CREATE_CUSTOMER, DEFAULT_PASSWORD, mailedKey, signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const RESEND = 'mutation R($email: String!) { resendConfirmationEmail(email: $email) }'
const CONFIRM = 'mutation F($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }'

const confirmationMails = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'account_confirmation' AND to_email = ?1").bind(email).first<{ n: number }>())!.n

beforeAll(() => seedCatalogue())

describe('resendConfirmationEmail', () => {
  it('sends an unconfirmed account a new confirmation link, which confirms it (the earlier one no longer does)', async () => {
    const email = 'resend@example.co.uk'
    await graphqlAs(null, CREATE_CUSTOMER, { input: { firstname: 'Ada', lastname: 'Byron', email, password: DEFAULT_PASSWORD } })
    const first = await mailedKey(email, 'account_confirmation', 'key')
    const resent = await graphqlAs<{ resendConfirmationEmail: boolean }>(null, RESEND, { email: 'Resend@Example.co.uk' })
    expect(resent.data?.resendConfirmationEmail, JSON.stringify(resent.errors)).toBe(true)
    expect(await confirmationMails(email)).toBe(2)
    const second = await mailedKey(email, 'account_confirmation', 'key')
    expect(second).not.toBe(first)
    expect((await graphqlAs(null, CONFIRM, { email, key: first })).errors?.[0]?.message).toBe('The confirmation token is invalid. Verify the token and try again.')
    expect((await graphqlAs<{ confirmEmail: { customer: { email: string } } }>(null, CONFIRM, { email, key: second })).data?.confirmEmail.customer.email).toBe(email)
  })

  it('refuses an invalid address, an unknown one and a confirmed account with Magento’s messages, sending nothing', async () => {
    await signedInCustomer('already@example.co.uk')
    const cases: [string, string][] = [
      ['not-an-address', 'Email address is not valid'],
      ['nobody@example.co.uk', 'There is no user registered with that email address.'],
      ['already@example.co.uk', "Confirmation isn't needed."],
    ]
    for (const [email, message] of cases) {
      const result = await graphqlAs(null, RESEND, { email })
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } })
    }
    expect(await confirmationMails('already@example.co.uk')).toBe(1)
    expect(await confirmationMails('nobody@example.co.uk')).toBe(0)
  })
})
