/**
 * What the customer may do with an order, as the back end says (Magento 2.4.8's
 * `available_actions`): the history offers ordering again and cancelling, and the order's page
 * cancels it with one of the store's reasons, without JavaScript. Against 2.4.7, which does not
 * say, only ordering again is offered.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const ORIGIN = 'https://shop.test'
const get = (path: string, token: string) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: `customer=${token}` } })
const post = (path: string, token: string, fields: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: `customer=${token}` }, body: new URLSearchParams(fields) })
const notice = (response: Response) => /^message=([^;]*)/.exec(response.headers.getSetCookie().find((cookie) => cookie.startsWith('message=')) ?? '')?.[1]

/** The row of one order in the history. */
const rowOf = (html: string, number: string) => new RegExp(`<tr[^>]*data-order="${number}"[\\s\\S]*?</tr>`).exec(html)![0]

beforeAll(() => seedCatalogue())

describe('an order’s actions', () => {
  it('offers ordering again and cancelling an open order, and cancels it with one of the store’s reasons', async () => {
    const token = await signedInCustomer('order.actions@example.co.uk')
    const { number, productId } = await orderOfOne(token, 2)
    const stockBefore = (await env.DB.prepare('SELECT qty FROM products WHERE id = ?1').bind(productId).first<number>('qty'))!

    const row = rowOf(await (await get('/customer/order-history', token)).text(), number)
    expect(row).toContain(`aria-label="Order ${number} again"`)
    expect(row).toContain(`href="/customer/order-history/${number}#cancel"`)
    const page = await (await get(`/customer/order-history/${number}`, token)).text()
    expect(page).toContain('data-cancel-order')
    expect(page).toContain('Why are you cancelling?')
    const reason = /name="reason" value="([^"]+)"/.exec(page)![1]!

    // A reason the store does not offer changes nothing.
    const refused = await post(`/customer/order-history/${number}/cancel`, token, { reason: 'Because I can' })
    expect(notice(refused)).toBe('order-cancel-failed')
    const cancelled = await post(`/customer/order-history/${number}/cancel`, token, { reason: reason.replace(/&#x27;|&#39;/g, "'") })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`/customer/order-history/${number}`)
    expect(notice(cancelled)).toBe('order-cancelled')
    expect(await env.DB.prepare('SELECT qty FROM products WHERE id = ?1').bind(productId).first<number>('qty')).toBe(stockBefore + 2)

    const after = await (await get(`/customer/order-history/${number}`, token)).text()
    expect(after).not.toContain('data-cancel-order')
    expect(rowOf(await (await get('/customer/order-history', token)).text(), number)).not.toContain('#cancel')
    // Sent again (Back, or a second tab): refused, and the stock is not returned twice.
    expect(notice(await post(`/customer/order-history/${number}/cancel`, token, { reason }))).toBe('order-cancel-failed')
    expect(await env.DB.prepare('SELECT qty FROM products WHERE id = ?1').bind(productId).first<number>('qty')).toBe(stockBefore + 2)
  })

  it('offers only ordering again against Magento 2.4.7, which does not say what an order allows', async () => {
    const token = await signedInCustomer('order.actions.247@example.co.uk')
    const { number } = await orderOfOne(token, 1)
    const ctx = createExecutionContext()
    const response = await createApp().fetch(new Request(`${ORIGIN}/customer/order-history`, { headers: { Cookie: `customer=${token}` } }), { ...env, MAGENTO_VERSION: '2.4.7' }, ctx)
    const row = rowOf(await response.text(), number)
    await waitOnExecutionContext(ctx)
    expect(row).toContain(`aria-label="Order ${number} again"`)
    expect(row).not.toContain('#cancel')
  })
})
