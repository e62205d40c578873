import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('contact form', () => {
  const contact = (input: Record<string, unknown>) => graphqlAs<{ contactUs: { status: boolean } }>(null, 'mutation C($input: ContactUsInput!) { contactUs(input: $input) { status } }', { input })

  it('passes a message to customer services', async () => {
    expect((await contact({ name: 'Ada', email: 'ada@example.co.uk', comment: 'Do you stock HP 305?' })).data?.contactUs.status).toBe(true)
    const mail = await env.DB.prepare("SELECT subject, body FROM outbox WHERE kind = 'contact' ORDER BY id DESC LIMIT 1").first<{ subject: string; body: string }>()
    expect(mail?.subject).toBe('Contact form: Ada')
    expect(mail?.body).toContain('Do you stock HP 305?')
  })

  it('keeps the shopper’s line breaks out of the mail’s headers', async () => {
    const name = 'Ada\r\nBcc: everyone@example.com\nX-Spam: yes'
    expect((await contact({ name, email: 'ada@example.co.uk', comment: 'Hello' })).data?.contactUs.status).toBe(true)
    const mail = await env.DB.prepare("SELECT to_email, subject, body FROM outbox WHERE kind = 'contact' ORDER BY id DESC LIMIT 1").first<{ to_email: string; subject: string; body: string }>()
    expect(mail?.subject).toBe('Contact form: Ada Bcc: everyone@example.com X-Spam: yes')
    expect(mail?.subject).not.toMatch(/[\r\n]/)
    expect(mail?.to_email).not.toContain('everyone@example.com')
  })

  it('needs a name, a valid e-mail and a comment', async () => {
    expect((await contact({ name: ' ', email: 'ada@example.co.uk', comment: 'x' })).errors?.[0]?.message).toBe('Enter your name.')
    expect((await contact({ name: 'Ada', email: 'nope', comment: 'x' })).errors?.[0]?.message).toBe('The email address is invalid. Verify the email address and try again.')
    expect((await contact({ name: 'Ada', email: 'ada@example.co.uk', comment: '' })).errors?.[0]?.message).toBe('Enter a comment.')
  })
})
