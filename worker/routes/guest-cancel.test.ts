/**
 * A guest cancels their order without JavaScript (Magento 2.4.8's guest cancellation): the order
 * they looked up offers it, asking e-mails a link, opening the link changes nothing, and its form
 * cancels the order once. Against 2.4.7, which cannot, none of it is there.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const ORIGIN = 'https://shop.test'
const EMAIL = 'guest.cancel@example.co.uk'

async function send(path: string, fields?: Record<string, string>, overrides: Record<string, string> = {}) {
  const init: RequestInit = fields
    ? { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': '192.0.2.150' }, body: new URLSearchParams(fields) }
    : {}
  const request = new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init })
  if (Object.keys(overrides).length === 0) {
    const response = await SELF.fetch(request)
    return { status: response.status, location: response.headers.get('location'), cookies: response.headers.getSetCookie(), html: await response.text() }
  }
  const ctx = createExecutionContext()
  const response = await createApp().fetch(request, { ...env, ...overrides }, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, location: response.headers.get('location'), cookies: response.headers.getSetCookie(), html }
}

const notice = (cookies: string[]) => /^message=([^;]*)/.exec(cookies.find((cookie) => cookie.startsWith('message=')) ?? '')?.[1]
const attribute = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1]
const statusOf = async (number: string) => env.DB.prepare('SELECT status FROM orders WHERE number = ?1').bind(number).first<string>('status')

beforeAll(() => seedCatalogue())

describe('a guest cancelling their order', () => {
  it('asks from the order they looked up, confirms from the e-mailed link’s page, and the order is cancelled once', async () => {
    const { number, productId } = await orderOfOne(null, 2, EMAIL)
    const stock = async () => (await env.DB.prepare('SELECT qty FROM products WHERE id = ?1').bind(productId).first<number>('qty'))!
    const before = await stock()
    const found = await send('/sales/guest/form', { number, email: EMAIL, lastname: 'Lovelace' })
    expect(found.status).toBe(200)
    expect(found.html).toContain('data-cancel-order')
    const token = attribute(found.html, 'token')!
    const reason = attribute(found.html, 'reason')!.replace(/&#x27;/g, "'")

    const asked = await send('/sales/guest/cancel', { token, reason })
    expect(asked.status).toBe(303)
    expect(asked.location).toBe('/sales/guest/form')
    expect(notice(asked.cookies)).toBe('guest-cancel-requested')
    const mail = (await env.DB.prepare("SELECT body FROM outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 1").bind(EMAIL).first<string>('body'))!
    const link = new URL(/https?:\/\/\S+\/sales\/guest\/view\/?\?\S+/.exec(mail)![0])

    // Opening the link (as a mail scanner would) changes nothing.
    const page = await send(`/sales/guest/view?${link.searchParams}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('data-guest-cancel-confirm')
    expect(await statusOf(number)).toBe('pending')

    const confirmed = await send('/sales/guest/view', { order_id: link.searchParams.get('order_id')!, confirmation_key: link.searchParams.get('confirmation_key')! })
    expect(notice(confirmed.cookies)).toBe('guest-order-cancelled')
    expect(await statusOf(number)).toBe('canceled')
    expect(await stock()).toBe(before + 2)
    // The link again: refused, and the stock is not returned twice.
    const again = await send('/sales/guest/view', { order_id: link.searchParams.get('order_id')!, confirmation_key: link.searchParams.get('confirmation_key')! })
    expect(notice(again.cookies)).toBe('order-cancel-failed')
    expect(await stock()).toBe(before + 2)
    // A cancelled order offers no cancelling.
    expect((await send('/sales/guest/form', { number, email: EMAIL, lastname: 'Lovelace' })).html).not.toContain('data-cancel-order')
  })

  it('refuses a wrong key, a made-up token and a reason the store does not offer', async () => {
    const { number } = await orderOfOne(null, 1, EMAIL)
    const found = await send('/sales/guest/form', { number, email: EMAIL, lastname: 'Lovelace' })
    const token = attribute(found.html, 'token')!
    expect(notice((await send('/sales/guest/cancel', { token, reason: 'Because' })).cookies)).toBe('order-cancel-failed')
    expect(notice((await send('/sales/guest/cancel', { token: 'f'.repeat(48), reason: 'Other' })).cookies)).toBe('order-cancel-failed')
    const orderId = btoa(String((await env.DB.prepare('SELECT id FROM orders WHERE number = ?1').bind(number).first<number>('id'))!))
    expect(notice((await send('/sales/guest/view', { order_id: orderId, confirmation_key: 'a'.repeat(32) })).cookies)).toBe('order-cancel-failed')
    expect((await send('/sales/guest/view?order_id=x&confirmation_key=short')).status).toBe(400)
    expect(await statusOf(number)).toBe('pending')
  })

  it('is not offered against Magento 2.4.7', async () => {
    const { number } = await orderOfOne(null, 1, EMAIL)
    const found = await send('/sales/guest/form', { number, email: EMAIL, postcode: 'NW1 6XE' }, { MAGENTO_VERSION: '2.4.7' })
    expect(found.status).toBe(200)
    expect(found.html).not.toContain('data-cancel-order')
    expect((await send('/sales/guest/view?order_id=MQ%3D%3D&confirmation_key=abcdefabcdefabcdef', undefined, { MAGENTO_VERSION: '2.4.7' })).status).toBe(404)
  })
})
