import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const SEND = `mutation S($input: SendEmailToFriendInput!) { sendEmailToFriend(input: $input) { sender { name email message } recipients { name email } } }`
type Sent = { sendEmailToFriend: { sender: { name: string; email: string; message: string }; recipients: { name: string; email: string }[] } }

let product: { id: number; name: string; url_key: string }

beforeAll(async () => {
  await seedCatalogue()
  product = (await env.DB.prepare('SELECT id, name, url_key FROM products WHERE status = 1 AND visibility = 4 ORDER BY id LIMIT 1').first<{ id: number; name: string; url_key: string }>())!
})

const input = (over: Record<string, unknown> = {}) => ({
  product_id: product.id,
  sender: { name: 'Grace Hopper', email: 'grace@example.co.uk', message: 'The toner we talked about.' },
  recipients: [{ name: 'Ada', email: 'ada@example.co.uk' }],
  ...over,
})

const setConfig = (value: object | null) =>
  env.DB.prepare(value ? "UPDATE store_configs SET config = json_set(config, '$.send_friend', json(?1))" : "UPDATE store_configs SET config = json_remove(config, '$.send_friend')")
    .bind(...(value ? [JSON.stringify(value)] : []))
    .run()

describe('sendEmailToFriend', () => {
  it('states the store’s configuration', async () => {
    const config = await graphqlAs<{ storeConfig: { send_friend: { enabled_for_customers: boolean; enabled_for_guests: boolean } } }>(null, '{ storeConfig { send_friend { enabled_for_customers enabled_for_guests } } }')
    expect(config.data?.storeConfig.send_friend).toEqual({ enabled_for_customers: true, enabled_for_guests: false })
  })

  it('sends the product to each recipient once, through the outbox', async () => {
    const token = await signedInCustomer('sharer@example.co.uk')
    const recipients = [
      { name: 'Ada', email: 'ada@example.co.uk' },
      { name: 'Alan', email: 'alan@example.co.uk' },
      { name: 'Ada again', email: 'ada@example.co.uk' },
    ]
    const sent = await graphqlAs<Sent>(token, SEND, { input: input({ recipients }) })
    expect(sent.errors).toBeUndefined()
    expect(sent.data?.sendEmailToFriend).toEqual({ sender: { name: 'Grace Hopper', email: 'grace@example.co.uk', message: 'The toner we talked about.' }, recipients })
    const { results } = await env.DB.prepare("SELECT to_email, subject, body FROM outbox WHERE kind = 'send_friend' ORDER BY id").all<{ to_email: string; subject: string; body: string }>()
    expect(results.map((m) => [m.to_email, m.subject])).toEqual([
      ['ada@example.co.uk', 'Welcome, Ada'],
      ['alan@example.co.uk', 'Welcome, Alan'],
    ])
    expect(results[0]!.body).toContain(`Grace Hopper wants to share this product with you: ${product.name}`)
    expect(results[0]!.body).toContain(`${product.url_key}.html`)
    expect(results[0]!.body).toContain('The toner we talked about.')
  })

  it("gives Magento's messages for what is missing or wrong", async () => {
    const token = await signedInCustomer('checker@example.co.uk')
    const error = async (value: Record<string, unknown>) => (await graphqlAs(token, SEND, { input: input(value) })).errors?.[0]?.message
    expect(await error({ sender: { name: ' ', email: 'grace@example.co.uk', message: 'Hi' } })).toBe('Please provide Name of sender.')
    expect(await error({ sender: { name: 'Grace', email: '', message: 'Hi' } })).toBe('Please provide Email of sender.')
    expect(await error({ sender: { name: 'Grace', email: 'grace@example.co.uk', message: '' } })).toBe('Please provide Message.')
    expect(await error({ recipients: [{ name: '', email: 'ada@example.co.uk' }] })).toBe('Please provide Name for all of recipients.')
    expect(await error({ recipients: [{ name: 'Ada', email: '' }] })).toBe('Please provide Email for all of recipients.')
    expect(await error({ product_id: 999999999 })).toBe("The product that was requested doesn't exist. Verify the product and try again.")
    const hidden = (await env.DB.prepare('SELECT id FROM products WHERE visibility = 1 LIMIT 1').first<{ id: number }>())?.id
    if (hidden) expect(await error({ product_id: hidden })).toBe("The product that was requested doesn't exist. Verify the product and try again.")
    expect(await error({ sender: { name: 'Grace', email: 'not-an-address', message: 'Hi' }, recipients: [{ name: 'Ada', email: 'also-not' }] })).toBe(
      'Invalid Sender EmailPlease enter a correct recipient email address.',
    )
    expect(await error({ recipients: [] })).toBe('Please specify at least one recipient.')
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `Friend ${i}`, email: `friend${i}@example.co.uk` }))
    expect(await error({ recipients: six })).toBe('No more than 5 emails can be sent at a time.')
  })

  it('allows 5 sends an hour per sender', async () => {
    const token = await signedInCustomer('busy-sharer@example.co.uk')
    for (let i = 0; i < 5; i++) expect((await graphqlAs(token, SEND, { input: input() })).errors).toBeUndefined()
    expect((await graphqlAs(token, SEND, { input: input() })).errors?.[0]?.message).toBe("You can't send messages more than 5 times an hour.")
    // Another sender is not held back.
    const other = await signedInCustomer('calm-sharer@example.co.uk')
    expect((await graphqlAs(other, SEND, { input: input() })).errors).toBeUndefined()
  })

  it('refuses guests unless allowed, and everyone when switched off', async () => {
    expect((await graphqlAs(null, SEND, { input: input() })).errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
    await setConfig({ enabled_for_customers: true, enabled_for_guests: true })
    try {
      expect((await graphqlAs(null, SEND, { input: input({ sender: { name: 'Guest', email: 'guest-sender@example.co.uk', message: 'Look' } }) })).errors).toBeUndefined()
      await setConfig({ enabled_for_customers: false, enabled_for_guests: false })
      const token = await signedInCustomer('switched-off@example.co.uk')
      expect((await graphqlAs(token, SEND, { input: input() })).errors?.[0]?.message).toBe('"Email to a Friend" is not enabled.')
    } finally {
      await setConfig(null)
    }
  })
})
