/**
 * Staff stock setting at /__admin/stock (issue 18 point 6), through the real app, D1 and KV: back in
 * stock, each waiting shopper's e-mail goes to the outbox once, and the product page's next view
 * shows the product in stock although its route lookup was cached.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../../test/graphql-client'
import { seedCatalogue } from '../../../test/seed-catalogue'
import { createApp } from '../../app'

const ORIGIN = 'https://shop.test'
const STAFF = { ADMIN_USER: 'warehouse', ADMIN_PASSWORD: 'stock-room-password' }
const SIGNED_IN = { Authorization: `Basic ${btoa(`${STAFF.ADMIN_USER}:${STAFF.ADMIN_PASSWORD}`)}` }
/** What the product page's structured data says of its stock. */
const IN_STOCK = '"availability":"https://schema.org/InStock"'
const OUT_OF_STOCK = '"availability":"https://schema.org/OutOfStock"'
const app = createApp()

async function call(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, ...STAFF }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, text, headers: response.headers }
}

const setQuantity = (sku: string, qty: string) =>
  call('/__admin/stock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...SIGNED_IN },
    body: new URLSearchParams({ sku, qty }).toString(),
  })

const mailsTo = async (email: string) =>
  (await env.DB.prepare("SELECT subject FROM outbox WHERE kind = 'stock_alert' AND to_email = ?1").bind(email).all<{ subject: string }>()).results

type Product = { id: number; sku: string; name: string; path: string }
let product: Product

beforeAll(async () => {
  await seedCatalogue()
  const row = await env.DB.prepare(
    `SELECT p.id, p.sku, p.name, u.request_path AS path FROM products p JOIN url_rewrites u ON u.entity_type = 'PRODUCT' AND u.entity_key = CAST(p.id AS TEXT) AND u.redirect_type = 0
     WHERE p.stock_status = 'OUT_OF_STOCK' AND p.status = 1 AND p.visibility IN (2, 4) AND p.type_id = 'simple' ORDER BY p.id LIMIT 1`,
  ).first<Product>()
  if (!row) throw new Error('the seed has no out-of-stock simple product with a page')
  product = row
})

describe('staff stock setting', () => {
  it('is behind the staff sign-in', async () => {
    const answer = await call(`/__admin/stock?sku=${encodeURIComponent(product.sku)}`)
    expect(answer.status).toBe(401)
    expect(answer.headers.get('WWW-Authenticate')).toContain('Basic')
  })

  it('finds a product by SKU and shows its quantity and status', async () => {
    const page = await call(`/__admin/stock?sku=${encodeURIComponent(product.sku)}`, { headers: SIGNED_IN })
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    expect(page.text).toContain(product.name.replaceAll('&', '&amp;'))
    expect(page.text).toContain('Out of stock')
    expect(page.text).toContain('<label for="qty">New quantity</label>')
  })

  it('puts the product back in stock, e-mails each waiting shopper once, and the page’s next view shows it', async () => {
    for (const email of ['back.one@example.co.uk', 'back.two@example.co.uk']) {
      const asked = await graphqlPost(
        'mutation R($email: String!, $id: Int!, $name: String!) { requestStockNotification(email: $email, productId: $id, categoryId: 0, categoryProduct: $name) }',
        { email, id: product.id, name: product.name },
      )
      expect(asked.errors).toBeUndefined()
    }
    // Warm the cached route lookup the product page is served from.
    expect((await call(`/${product.path}`)).text).toContain(OUT_OF_STOCK)
    expect((await call(`/${product.path}`)).text).toContain(OUT_OF_STOCK)

    const saved = await setQuantity(product.sku, '25')
    expect(saved.status).toBe(303)
    const location = saved.headers.get('Location')!
    expect(location).toContain('saved=1')
    expect((await call(location, { headers: SIGNED_IN })).text).toContain('Quantity set to 25: in stock. 2 back-in-stock e-mails sent.')
    expect(await mailsTo('back.one@example.co.uk')).toEqual([{ subject: `${product.name} is back in stock` }])
    expect(await mailsTo('back.two@example.co.uk')).toHaveLength(1)

    const page = await call(`/${product.path}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(IN_STOCK)

    // Setting it again sends nobody a second e-mail.
    expect((await setQuantity(product.sku, '30')).status).toBe(303)
    expect(await mailsTo('back.one@example.co.uk')).toHaveLength(1)
  })

  it('takes the product out of stock at 0', async () => {
    expect((await setQuantity(product.sku, '0')).status).toBe(303)
    expect((await call(`/${product.path}`)).text).toContain(OUT_OF_STOCK)
  })

  it('refuses a quantity that is not a whole number from 0 to 1,000,000, and an unknown SKU', async () => {
    for (const qty of ['-1', '2.5', 'ten', '', '1000001']) {
      const refused = await setQuantity(product.sku, qty)
      expect(refused.status, qty).toBe(400)
      expect(refused.text).toContain('Enter a whole number from 0 to 1,000,000.')
    }
    expect((await setQuantity('NO-SUCH-SKU-1', '3')).status).toBe(404)
    expect((await call('/__admin/stock?sku=NO-SUCH-SKU-1', { headers: SIGNED_IN })).text).toContain('No product has the SKU NO-SUCH-SKU-1.')
    expect((await call('/__admin/stock?sku=%3Cscript%3E', { headers: SIGNED_IN })).status).toBe(400)
  })
})
