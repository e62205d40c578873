/**
 * Sending the confirmation link again (Magento 2.4.8's `resendConfirmationEmail`) without
 * JavaScript: the sign-in page offers it to an account still waiting for its link, the page sends it
 * and says the same whether or not the address has such an account, and each address gets only a
 * few. Against Magento 2.4.7, which cannot send it again, it is not offered.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD, mailedKey } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const ORIGIN = 'https://shop.test'
const post = (path: string, fields: Record<string, string>, client = '192.0.2.120', overrides: Record<string, string> = {}) => call(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': client }, body: new URLSearchParams(fields) }, overrides)

async function call(path: string, init: RequestInit = {}, overrides: Record<string, string> = {}) {
  if (Object.keys(overrides).length === 0) {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init })
    return { status: response.status, location: response.headers.get('location'), cookies: response.headers.getSetCookie(), html: await response.text() }
  }
  const ctx = createExecutionContext()
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, ...overrides }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, location: response.headers.get('location'), cookies: response.headers.getSetCookie(), html }
}

const confirmations = async (email: string) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1 AND kind = 'account_confirmation'").bind(email).first<number>('n'))!

async function registered(email: string): Promise<void> {
  const created = await post('/customer/account/create', { firstname: 'Nell', lastname: 'Newby', email, password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD }, '192.0.2.121')
  expect(created.status).toBe(303)
}

beforeAll(() => seedCatalogue())

describe('sending the confirmation link again', () => {
  it('is offered when signing in to an unconfirmed account, sends a link that confirms it, and then the shopper signs in', async () => {
    const email = 'waiting.for.link@example.co.uk'
    await registered(email)
    const refused = await post('/customer/account/login', { email, password: DEFAULT_PASSWORD })
    expect(refused.status).toBe(400)
    expect(refused.html).toContain('This account is not confirmed yet.')
    expect(refused.html).toContain(`href="/customer/account/confirmation?email=${encodeURIComponent(email).replace(/%40/g, '%40')}"`)

    const form = await call(`/customer/account/confirmation?email=${encodeURIComponent(email)}`)
    expect(form.status).toBe(200)
    expect(form.html).toContain(`value="${email}"`)
    const sent = await post('/customer/account/confirmation', { email })
    expect(sent.status).toBe(303)
    expect(sent.location).toBe('/customer/account/login')
    expect(sent.cookies.some((cookie) => cookie.startsWith('message=confirmation-resent'))).toBe(true)
    expect(await confirmations(email)).toBe(2)

    const key = await mailedKey(email, 'account_confirmation', 'key')
    const confirmed = await call(`/customer/account/confirm?email=${encodeURIComponent(email)}&key=${encodeURIComponent(key)}`)
    expect(confirmed.cookies.some((cookie) => cookie.startsWith('message=account-confirmed'))).toBe(true)
    expect((await post('/customer/account/login', { email, password: DEFAULT_PASSWORD })).status).toBe(303)
  })

  it('says the same for an address with no account waiting, sending nothing', async () => {
    const sent = await post('/customer/account/confirmation', { email: 'nobody.waiting@example.co.uk' }, '192.0.2.122')
    expect(sent.status).toBe(303)
    expect(sent.cookies.some((cookie) => cookie.startsWith('message=confirmation-resent'))).toBe(true)
    expect(await confirmations('nobody.waiting@example.co.uk')).toBe(0)
    const bad = await post('/customer/account/confirmation', { email: 'not-an-address' }, '192.0.2.122')
    expect(bad.status).toBe(400)
  })

  it('sends an address at most three in an hour, whichever clients ask', async () => {
    const email = 'many.links@example.co.uk'
    await registered(email)
    for (let n = 0; n < 3; n++) expect((await post('/customer/account/confirmation', { email }, `192.0.2.${130 + n}`)).status).toBe(303)
    const limited = await post('/customer/account/confirmation', { email }, '192.0.2.139')
    expect(limited.status).toBe(429)
    expect(limited.html).toContain('Too many attempts from your connection.')
    expect(await confirmations(email)).toBe(4)
  })

  it('is not offered against Magento 2.4.7, which cannot send it again', async () => {
    const email = 'old.magento@example.co.uk'
    await registered(email)
    const refused = await post('/customer/account/login', { email, password: DEFAULT_PASSWORD }, '192.0.2.140', { MAGENTO_VERSION: '2.4.7' })
    expect(refused.html).toContain('This account is not confirmed yet.')
    expect(refused.html).not.toContain('/customer/account/confirmation')
    expect((await call('/customer/account/confirmation', {}, { MAGENTO_VERSION: '2.4.7' })).status).toBe(404)
  })
})
