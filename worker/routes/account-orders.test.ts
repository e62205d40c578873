/**
 * The customer's orders (issue 17): the history, an order's detail and reorder without JavaScript;
 * another customer's order is not there.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
const get = (path: string, token: string | null) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: token ? `customer=${token}` : '' } })
const post = (path: string, token: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: `customer=${token}` }, body: '' })

beforeAll(() => seedCatalogue())

describe('the order history', () => {
  it('lists the customer’s orders, newest first, each linking to its detail', async () => {
    const token = await signedInCustomer('orders.history@example.co.uk')
    expect(await (await get('/customer/order-history', token)).text()).toContain('You have not placed an order yet.')
    const first = await orderOfOne(token, 1)
    const second = await orderOfOne(token, 2)
    const html = await (await get('/customer/order-history', token)).text()
    const numbers = [...html.matchAll(/data-order="([^"]+)"/g)].map((match) => match[1])
    expect(numbers).toEqual([second.number, first.number])
    expect(html).toContain(`href="/customer/order-history/${second.number}"`)
    expect((await get('/customer/order-history?p=2', token)).status).toBe(404)
    expect((await get('/customer/order-history?p=abc', token)).status).toBe(404)
  })

  it('shows an order’s lines, addresses and totals, and nobody else’s order', async () => {
    const token = await signedInCustomer('orders.detail@example.co.uk')
    const { number, sku } = await orderOfOne(token, 2)
    const response = await get(`/customer/order-history/${number}`, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain(`data-order-detail="${number}"`)
    expect(html).toContain('Ada Lovelace, 12 Analytical Row, London, NW1 6XE')
    expect(html).toMatch(/Including VAT of £\d+\.\d\d/)
    const { name } = (await env.DB.prepare('SELECT name FROM products WHERE sku = ?1').bind(sku).first<{ name: string }>())!
    expect(html).toContain(name)

    const stranger = await signedInCustomer('orders.stranger@example.co.uk')
    expect((await get(`/customer/order-history/${number}`, stranger)).status).toBe(404)
    expect((await post(`/customer/order-history/${number}/reorder`, stranger)).status).toBe(404)
    expect((await get(`/customer/order-history/${number}`, null)).headers.get('location')).toBe('/')
  })

  it('dates an order by the London calendar: half past midnight in summer is that day, not the one before', async () => {
    const token = await signedInCustomer('orders.dated@example.co.uk')
    const { number } = await orderOfOne(token, 1)
    await env.DB.prepare("UPDATE orders SET created_at = '2026-06-30T23:30:00.000Z' WHERE number = ?1").bind(number).run()
    expect(await (await get('/customer/order-history', token)).text()).toContain('1 July 2026')
    expect(await (await get(`/customer/order-history/${number}`, token)).text()).toContain('Placed on 1 July 2026')
  })
})

describe('reorder', () => {
  it('puts the order’s lines back into the basket and says so', async () => {
    const token = await signedInCustomer('orders.reorder@example.co.uk')
    const { number, sku } = await orderOfOne(token, 2)
    const response = await post(`/customer/order-history/${number}/reorder`, token)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/cart')
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('message=reordered;'))).toBe(true)
    const cart = await graphqlAs<{ customerCart: { items: { quantity: number; product: { sku: string } }[] } }>(token, '{ customerCart { items { quantity product { sku } } } }')
    expect(cart.data?.customerCart.items.map((item) => [item.product.sku, item.quantity])).toEqual([[sku, 2]])
  })

  it('names the lines that could not go back in, on the order page (a reload adds nothing twice)', async () => {
    const token = await signedInCustomer('orders.short@example.co.uk')
    const { number, sku } = await orderOfOne(token, 1)
    await env.DB.prepare("UPDATE products SET stock_status = 'OUT_OF_STOCK', qty = 0 WHERE sku = ?1").bind(sku).run()
    try {
      const response = await post(`/customer/order-history/${number}/reorder`, token)
      expect(response.status).toBe(303)
      const location = response.headers.get('location')!
      expect(location).toBe(`/customer/order-history/${number}?missing=${encodeURIComponent(sku)}`)
      const html = await (await get(location, token)).text()
      expect(html).toContain('These products could not be added to your basket:')
    } finally {
      await env.DB.prepare("UPDATE products SET stock_status = 'IN_STOCK', qty = 100 WHERE sku = ?1").bind(sku).run()
    }
  })
})

describe('quick reorder', () => {
  it('lists each product bought before with the latest quantity, each with a form to the basket', async () => {
    const token = await signedInCustomer('orders.quick@example.co.uk')
    expect(await (await get('/customer/quick-reorder', token)).text()).toContain('Once you have ordered, the products you buy appear here')
    const { sku } = await orderOfOne(token, 3)
    await orderOfOne(token, 2)
    const html = await (await get('/customer/quick-reorder', token)).text()
    // The same product twice: listed once, with the latest order's quantity.
    expect([...html.matchAll(/data-bought-before="([^"]+)"/g)].map((match) => match[1])).toEqual([sku])
    expect(html).toMatch(/action="\/checkout\/cart\/add"[\s\S]*?name="quantity"[^>]*value="2"/)
    expect((await get('/customer/quick-reorder', null)).headers.get('location')).toBe('/')
  })
})
