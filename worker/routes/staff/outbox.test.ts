/**
 * The staff area's sent e-mails at /__admin/outbox.json: behind the staff credential, newest first,
 * filtered by address and kind; a query it cannot read is a 404, and a real Magento has none.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'

const ORIGIN = 'https://shop.test'
const STAFF = { ADMIN_USER: 'support', ADMIN_PASSWORD: 'support-desk-password' }
const SIGNED_IN = { Authorization: `Basic ${btoa(`${STAFF.ADMIN_USER}:${STAFF.ADMIN_PASSWORD}`)}` }
const app = createApp()

async function call(path: string, headers: Record<string, string> = SIGNED_IN, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, ...STAFF, ...vars }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, text, headers: response.headers }
}

type Sent = { messages: { to: string; kind: string; subject: string; body: string; sentAt: string }[] }

beforeAll(async () => {
  const insert = env.DB.prepare('INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
  await env.DB.batch([
    insert.bind('ada@example.co.uk', 'account_confirmation', 'Confirm your account', 'Open /customer/account/confirm/?key=first', '2026-11-26T09:00:00Z'),
    insert.bind('grace@example.co.uk', 'password_reset', 'Reset your password', 'Open /customer/account/createpassword/?token=abc', '2026-11-26T09:01:00Z'),
    insert.bind('ada@example.co.uk', 'password_reset', 'Reset your password', 'Open /customer/account/createpassword/?token=def', '2026-11-26T09:02:00Z'),
    insert.bind('ada@example.co.uk', 'account_confirmation', 'Confirm your account', 'Open /customer/account/confirm/?key=second', '2026-11-26T09:03:00Z'),
  ])
})

describe('the sent e-mails', () => {
  it('lists the e-mails to an address of a kind, newest first, never stored', async () => {
    const answer = await call('/__admin/outbox.json?to=ADA%40example.co.uk&kind=account_confirmation')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect((JSON.parse(answer.text) as Sent).messages.map((m) => [m.to, m.body])).toEqual([
      ['ada@example.co.uk', 'Open /customer/account/confirm/?key=second'],
      ['ada@example.co.uk', 'Open /customer/account/confirm/?key=first'],
    ])
    const everything = JSON.parse((await call('/__admin/outbox.json')).text) as Sent
    expect(everything.messages.map((m) => m.kind)).toEqual(['account_confirmation', 'password_reset', 'password_reset', 'account_confirmation'])
    const resets = JSON.parse((await call('/__admin/outbox.json?kind=password_reset')).text) as Sent
    expect(resets.messages.map((m) => m.to)).toEqual(['ada@example.co.uk', 'grace@example.co.uk'])
  })

  it('asks for the staff credential, refuses a query it cannot read, and has nothing against a real Magento', async () => {
    expect((await call('/__admin/outbox.json', {})).status).toBe(401)
    expect((await call('/__admin/outbox.json', { Authorization: `Basic ${btoa('support:wrong')}` })).status).toBe(401)
    expect((await call('/__admin/outbox.json?to=not-an-address')).status).toBe(404)
    expect((await call('/__admin/outbox.json?kind=DROP%20TABLE')).status).toBe(404)
    expect((await call('/__admin/outbox.json', SIGNED_IN, { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' })).status).toBe(404)
  })
})
