import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD, mailedKey, signedInCustomer, TOKEN } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('changing the account', () => {
  it('updates the profile', async () => {
    const token = await signedInCustomer('profile@example.co.uk')
    const result = await graphqlAs<{ updateCustomerV2: { customer: unknown } }>(
      token,
      'mutation { updateCustomerV2(input: { firstname: "Grace B.", date_of_birth: "1906-12-09", is_subscribed: true }) { customer { firstname lastname date_of_birth is_subscribed } } }',
    )
    expect(result.data?.updateCustomerV2.customer).toEqual({ firstname: 'Grace B.', lastname: 'Hopper', date_of_birth: '1906-12-09', is_subscribed: true })
    const bad = await graphqlAs(token, 'mutation { updateCustomerV2(input: { date_of_birth: "9 Dec 1906" }) { customer { email } } }')
    expect(bad.errors?.[0]?.message).toBe('Invalid date of birth: use YYYY-MM-DD.')
  })

  it('changes the e-mail only with the password, and not to a taken one', async () => {
    const token = await signedInCustomer('move@example.co.uk')
    await signedInCustomer('taken2@example.co.uk')
    const change = (email: string, password: string) =>
      graphqlAs<{ updateCustomerEmail: { customer: { email: string } } }>(token, 'mutation U($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }', { e: email, p: password })
    expect((await change('moved@example.co.uk', 'Wrong-Pass-1')).errors?.[0]?.message).toBe('Invalid login or password.')
    expect((await change('taken2@example.co.uk', DEFAULT_PASSWORD)).errors?.[0]?.message).toBe('A customer with the same email address already exists in an associated website.')
    expect((await change('moved@example.co.uk', DEFAULT_PASSWORD)).data?.updateCustomerEmail.customer.email).toBe('moved@example.co.uk')
  })

  it('changes the password with the current one; the client goes on with its token, as with Magento', async () => {
    const token = await signedInCustomer('newpass@example.co.uk')
    const change = (current: string, next: string) =>
      graphqlAs(token, 'mutation C($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }', { c: current, n: next })
    expect((await change('Wrong-Pass-1', 'Another-Pass-2')).errors?.[0]?.message).toBe("The password doesn't match this account. Verify the password and try again.")
    expect((await change(DEFAULT_PASSWORD, 'short')).errors?.[0]?.message).toMatch(/^The password needs at least 8 characters/)
    expect((await change(DEFAULT_PASSWORD, 'Another-Pass-2')).errors).toBeUndefined()
    // Magento 2.4.7 keeps existing tokens on a password change: the same token deletes an address
    // and signs out afterwards, as PWA Studio and other clients expect.
    const address = await graphqlAs<{ createCustomerAddress: { id: number } }>(token, 'mutation A { createCustomerAddress(input: { firstname: "Ann", lastname: "Lee", street: ["1 High St"], city: "Leeds", postcode: "LS1 1AA", country_code: GB, telephone: "0113 496 0000" }) { id } }')
    expect(address.errors).toBeUndefined()
    expect((await graphqlAs<{ deleteCustomerAddress: boolean }>(token, 'mutation D($id: Int!) { deleteCustomerAddress(id: $id) }', { id: address.data!.createCustomerAddress.id })).data?.deleteCustomerAddress).toBe(true)
    expect((await graphqlAs<{ revokeCustomerToken: { result: boolean } }>(token, 'mutation { revokeCustomerToken { result } }')).data?.revokeCustomerToken.result).toBe(true)
    expect((await graphqlAs(token, '{ customer { email } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    const again = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email: 'newpass@example.co.uk', password: 'Another-Pass-2' })
    expect(again.data?.generateCustomerToken.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe('forgotten password', () => {
  const request = (email: string) => graphqlAs<{ requestPasswordResetEmail: boolean }>(null, 'mutation R($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email })
  const reset = (email: string, token: string, password: string) =>
    graphqlAs<{ resetPassword: boolean }>(null, 'mutation P($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }', { e: email, t: token, p: password })

  it('mails a reset link whose token sets a new password once, ending the sessions signed in before', async () => {
    const before = await signedInCustomer('forgot@example.co.uk')
    expect((await request('forgot@example.co.uk')).data?.requestPasswordResetEmail).toBe(true)
    const key = await mailedKey('forgot@example.co.uk', 'password_reset', 'token')
    expect((await reset('forgot@example.co.uk', 'guessed', 'Fresh-Start-3')).errors?.[0]?.message).toBe("Cannot set the customer's password")
    expect((await reset('forgot@example.co.uk', key, 'Fresh-Start-3')).data?.resetPassword).toBe(true)
    expect((await reset('forgot@example.co.uk', key, 'Second-Try-4')).errors?.[0]?.message).toBe("Cannot set the customer's password")
    expect((await graphqlAs(before, '{ customer { email } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    const token = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email: 'forgot@example.co.uk', password: 'Fresh-Start-3' })
    expect(token.data?.generateCustomerToken.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses a second request within 10 minutes, and an unknown address', async () => {
    await signedInCustomer('twice@example.co.uk')
    await request('twice@example.co.uk')
    expect((await request('twice@example.co.uk')).errors?.[0]?.message).toBe('We received too many requests for password resets. Please wait and try again later or contact us.')
    expect((await request('stranger@example.co.uk')).errors?.[0]?.message).toBe("Cannot reset the customer's password")
    expect((await request('not-an-email')).errors?.[0]?.message).toBe('The email address has an invalid format.')
  })

  it('accepts the storefront’s captcha token argument', async () => {
    await signedInCustomer('captcha@example.co.uk')
    const result = await graphqlAs<{ requestPasswordResetEmail: boolean }>(null, 'mutation { requestPasswordResetEmail(email: "captcha@example.co.uk", recaptchaToken: "token-from-the-widget") }')
    expect(result.data?.requestPasswordResetEmail).toBe(true)
  })
})
