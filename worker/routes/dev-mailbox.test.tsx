import { createExecutionContext, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'

const fetchMailbox = (environment: string) =>
  createApp().fetch(new Request('https://shop.test/__dev/mailbox'), { ...env, ENVIRONMENT: environment }, createExecutionContext())

beforeAll(async () => {
  await env.DB.prepare("INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES ('ada@example.co.uk', 'password_reset', 'Reset your password', 'Open <this> link', '2026-11-22T10:00:00Z')").run()
})

describe('development mailbox', () => {
  it('shows the e-mails the shop would have sent, in development', async () => {
    const response = await fetchMailbox('development')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Reset your password')
    expect(html).toContain('To ada@example.co.uk (password_reset)')
    expect(html).toContain('Open &lt;this&gt; link')
  })

  it('does not exist in production', async () => {
    expect((await fetchMailbox('production')).status).toBe(404)
  })
})
