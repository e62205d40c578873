/**
 * The account's own pages (issue 17 point 5) without JavaScript: the dashboard, the profile, the
 * address book and the newsletter, each behind a customer token, each form posting and redirecting,
 * and nothing of another customer's reachable.
 */
import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD, signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const ADDRESS = { firstname: 'Grace', lastname: 'Hopper', street1: '1 Compiler Close', street2: '', city: 'Leeds', county: '', postcode: 'ls11aa', telephone: '0113 496 0000' }

const get = (path: string, token: string | null) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: token ? `customer=${token}` : '' } })

function post(path: string, token: string | null, fields: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: token ? `customer=${token}` : '' },
    body: new URLSearchParams(fields).toString(),
  })
}

const message = (response: Response) => /(?:^|, )message=([^;]+)/.exec(response.headers.getSetCookie().join(', '))?.[1] ?? null
const fieldMessage = (html: string, name: string) => new RegExp(`id="field-${name}-error"[^>]*>([^<]+)<`).exec(html)?.[1]?.replaceAll('&#x27;', "'") ?? null

type Address = { id: number; street: string[]; postcode: string; default_shipping: boolean; default_billing: boolean }
const addresses = async (token: string) => (await graphqlAs<{ customer: { addresses: Address[] } }>(token, '{ customer { addresses { id street postcode default_shipping default_billing } } }')).data!.customer.addresses

beforeAll(() => seedCatalogue())

describe('every account page', () => {
  const pages = ['/customer', '/customer/my-profile', '/customer/addresses-details', '/customer/addresses-details/create', '/customer/my-newsletter', '/customer/saved-cards', '/customer/returns']

  it.each(pages)('%s sends a guest or an ended session home, and shows a customer the page, never stored', async (path) => {
    expect((await get(path, null)).headers.get('location')).toBe('/')
    expect((await get(path, 'RevokedOrUnknownToken1234567890')).headers.get('location')).toBe('/')
    const token = await signedInCustomer(`pages.${path.replaceAll('/', '.')}@example.co.uk`)
    const response = await get(path, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('data-page-kind="account"')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toContain(token)
    expect(html).not.toContain('This page is being prepared')
  })

  it('refuses every form of a guest', async () => {
    for (const path of ['/customer/my-profile', '/customer/my-profile/email', '/customer/my-profile/password', '/customer/addresses-details/create', '/customer/my-newsletter']) {
      expect((await post(path, null, { firstname: 'x' })).headers.get('location')).toBe('/')
    }
  })
})

describe('the profile', () => {
  it('changes the name, and says what is missing', async () => {
    const token = await signedInCustomer('pages.name@example.co.uk')
    const refused = await post('/customer/my-profile', token, { firstname: '', lastname: 'Hopper' })
    expect(refused.status).toBe(400)
    expect(fieldMessage(await refused.text(), 'firstname')).toBe('This field is required')
    const saved = await post('/customer/my-profile', token, { firstname: 'Amazing', lastname: 'Grace' })
    expect(saved.headers.get('location')).toBe('/customer/my-profile')
    expect(message(saved)).toBe('profile-saved')
    expect((await (await get('/customer', token)).text())).toContain('Amazing Grace')
  })

  it('changes the e-mail only with the right password (SPEC §5)', async () => {
    const token = await signedInCustomer('pages.email@example.co.uk')
    const missing = await post('/customer/my-profile/email', token, { email: 'pages.email2@example.co.uk' })
    expect(fieldMessage(await missing.text(), 'emailPassword')).toBe('This field is required')
    const wrong = await post('/customer/my-profile/email', token, { email: 'pages.email2@example.co.uk', emailPassword: 'not-the-password' })
    expect(wrong.status).toBe(400)
    const wrongHtml = await wrong.text()
    expect(wrongHtml).toContain('The password doesn&#x27;t match this account.')
    expect(wrongHtml).toContain('value="pages.email2@example.co.uk"')
    const changed = await post('/customer/my-profile/email', token, { email: 'pages.email2@example.co.uk', emailPassword: DEFAULT_PASSWORD })
    expect(message(changed)).toBe('email-changed')
    expect((await graphqlAs<{ customer: { email: string } }>(token, '{ customer { email } }')).data?.customer.email).toBe('pages.email2@example.co.uk')
  })

  it('changes the password with the current one, under the rule, and keeps the customer signed in', async () => {
    const token = await signedInCustomer('pages.password@example.co.uk')
    const weak = await post('/customer/my-profile/password', token, { currentPassword: DEFAULT_PASSWORD, password: 'weakweak', confirmPassword: 'weakweak' })
    expect(fieldMessage(await weak.text(), 'password')).toBe('Use at least 8 characters, with a letter and a number or a special character.')
    const wrong = await post('/customer/my-profile/password', token, { currentPassword: 'nope-nope-1', password: 'Better-Ink-7', confirmPassword: 'Better-Ink-7' })
    expect(fieldMessage(await wrong.text(), 'currentPassword')).toBe("The password doesn't match this account.")
    const changed = await post('/customer/my-profile/password', token, { currentPassword: DEFAULT_PASSWORD, password: 'Better-Ink-7', confirmPassword: 'Better-Ink-7' })
    expect(message(changed)).toBe('password-changed')
    expect((await get('/customer/my-profile', token)).status).toBe(200)
  })
})

describe('the address book', () => {
  it('adds the first address as both defaults, edits it, and deletes it after asking', async () => {
    const token = await signedInCustomer('pages.addresses@example.co.uk')
    const form = await (await get('/customer/addresses-details/create', token)).text()
    expect(form).toMatch(/name="default_shipping"[^>]*checked/)
    const refused = await post('/customer/addresses-details/create', token, { ...ADDRESS, postcode: 'nowhere' })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(fieldMessage(refusedHtml, 'postcode')).toBe('Enter a UK postcode, for example SW1A 1AA.')
    expect(refusedHtml).toContain('value="1 Compiler Close"')

    const created = await post('/customer/addresses-details/create', token, { ...ADDRESS, default_shipping: 'on', default_billing: 'on' })
    expect(created.headers.get('location')).toBe('/customer/addresses-details')
    expect(message(created)).toBe('address-saved')
    const [saved] = await addresses(token)
    expect(saved).toMatchObject({ street: ['1 Compiler Close'], postcode: 'LS1 1AA', default_shipping: true, default_billing: true })
    expect(await (await get('/customer/addresses-details', token)).text()).toContain(`href="/customer/addresses-details/edit/${saved!.id}"`)

    const edited = await post(`/customer/addresses-details/edit/${saved!.id}`, token, { ...ADDRESS, street1: '2 Compiler Close', default_shipping: 'on' })
    expect(message(edited)).toBe('address-saved')
    expect((await addresses(token))[0]).toMatchObject({ street: ['2 Compiler Close'], default_shipping: true })

    // A default address cannot go (Magento refuses it): the page says what to do instead.
    expect(await (await get(`/customer/addresses-details/delete/${saved!.id}`, token)).text()).toContain('This is a default address, so it cannot be deleted.')
    const refusedDelete = await post(`/customer/addresses-details/delete/${saved!.id}`, token, {})
    expect(refusedDelete.status).toBe(400)
    expect(await addresses(token)).toHaveLength(1)

    await post('/customer/addresses-details/create', token, { ...ADDRESS, street1: '3 Spare Lane' })
    const spare = (await addresses(token)).find((address) => address.street[0] === '3 Spare Lane')!
    expect(spare).toMatchObject({ default_shipping: false, default_billing: false })
    const question = await (await get(`/customer/addresses-details/delete/${spare.id}`, token)).text()
    expect(question).toContain('Do you want to delete this address from your address book?')
    const deleted = await post(`/customer/addresses-details/delete/${spare.id}`, token, {})
    expect(message(deleted)).toBe('address-deleted')
    expect((await addresses(token)).map((address) => address.id)).toEqual([saved!.id])
  })

  it('never shows, changes or deletes another customer’s address', async () => {
    const owner = await signedInCustomer('pages.owner@example.co.uk')
    await post('/customer/addresses-details/create', owner, ADDRESS)
    const [theirs] = await addresses(owner)
    const other = await signedInCustomer('pages.other@example.co.uk')
    expect((await get(`/customer/addresses-details/edit/${theirs!.id}`, other)).status).toBe(404)
    expect((await post(`/customer/addresses-details/edit/${theirs!.id}`, other, { ...ADDRESS, street1: 'Taken Over' })).status).toBe(404)
    expect((await post(`/customer/addresses-details/delete/${theirs!.id}`, other, {})).status).toBe(404)
    expect((await addresses(owner))[0]).toMatchObject({ street: ['1 Compiler Close'] })
  })
})

describe('the newsletter', () => {
  it('subscribes and unsubscribes the customer', async () => {
    const token = await signedInCustomer('pages.newsletter@example.co.uk')
    expect(await (await get('/customer/my-newsletter', token)).text()).toContain('Subscribe to the newsletter')
    const subscribed = await post('/customer/my-newsletter', token, { subscribed: '1' })
    expect(message(subscribed)).toBe('subscribed')
    expect((await graphqlAs<{ customer: { is_subscribed: boolean } }>(token, '{ customer { is_subscribed } }')).data?.customer.is_subscribed).toBe(true)
    expect(await (await get('/customer', token)).text()).toContain('You are subscribed to our newsletter.')
    expect(message(await post('/customer/my-newsletter', token, { subscribed: '0' }))).toBe('unsubscribed')
    expect((await graphqlAs<{ customer: { is_subscribed: boolean } }>(token, '{ customer { is_subscribed } }')).data?.customer.is_subscribed).toBe(false)
  })
})
