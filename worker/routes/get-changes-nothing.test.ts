/**
 * No GET request changes state (issue 29 point 2; DESIGN "Security model"): a link or an image on
 * another site can make a shopper's browser send any GET, so only POSTs, with the same-origin check,
 * may write. The test lists every GET route of the app, visits each as a signed-in customer with a
 * basket (and the staff area as staff), and compares every table of the database before and after.
 *
 * The one exception is Magento's own: the account confirmation link in the e-mail
 * (`/customer/account/confirm?email=…&key=…`) confirms the account when opened, as e-mail links
 * must work with a click; it is visited here without a valid key, which changes nothing.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_METHODS } from '../../shared/api/contract'
import { signedInCustomer } from '../../test/customers'
import { addToCart, cartOf, must, orderOfOne, productWhere, IN_STOCK_SIMPLE } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const ORIGIN = 'https://shop.test'
const STAFF = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'correct-horse-battery' }
const app = createApp()

type Sample = { token: string; cart: string; order: string; address: number; sku: string; urlKey: string; review: number }
let sample: Sample

/** Where each GET route's parameters come from; a route missing here fails the test, so new routes are listed. */
const VISITS: Record<string, (s: Sample) => string[]> = {
  '/*': (s) => [`/${s.urlKey}.html`, '/ink-cartridges.html', '/not-a-page-at-all.html', '/ink-cartridges.html?price=10-20&sort=price_ASC'],
  '/:statement{slavery-[0-9]{4}}': () => ['/slavery-2024'],
  '/checkout/:step': () => ['/checkout/shipping', '/checkout/billing', '/checkout/payment', '/checkout/success'],
  '/customer/addresses-details/delete/:addressId': (s) => [`/customer/addresses-details/delete/${s.address}`],
  '/customer/addresses-details/edit/:addressId': (s) => [`/customer/addresses-details/edit/${s.address}`],
  '/customer/order-history/:orderId': (s) => [`/customer/order-history/${s.order}`],
  '/customer/account/confirm': () => ['/customer/account/confirm', '/customer/account/confirm?email=a%40example.co.uk&key=not-the-key-1234'],
  '/customer/account/createpassword': () => ['/customer/account/createpassword?email=a%40example.co.uk&token=not-the-token-1234'],
  '/img/*': () => ['/img/not-a-picture.jpg'],
  '/p/:sku{.+}': (s) => [`/p/${encodeURIComponent(s.sku)}`],
  '/printers/:name{[A-Za-z0-9_-]+}': () => ['/printers/hp'],
  '/sitemap/:store/:file': () => ['/sitemap/default/products-1.xml'],
  '/sitemap/:store/categories.xml': () => ['/sitemap/default/categories.xml'],
  '/sitemap/:store/cms.xml': () => ['/sitemap/default/cms.xml'],
  '/__admin/reviews/:id': (s) => [`/__admin/reviews/${s.review}`],
  '/search': (s) => ['/search?q=toner', `/search?q=${encodeURIComponent(s.sku)}`],
}

/** Every GET route of the app, without the store-prefixed copies of the shop's pages. */
function getRoutes(): string[] {
  const prefixed = /^\/de(\/|$)/
  return [...new Set(app.routes.filter((route) => route.method === 'GET' && !prefixed.test(route.path)).map((route) => route.path))]
}

function visitsOf(route: string, s: Sample): string[] {
  const make = VISITS[route]
  if (make) return make(s)
  if (/[:*]/.test(route)) throw new Error(`the GET route ${route} has parameters: say in VISITS how to visit it`)
  return [route]
}

/** Every row of every table, as text: the whole state of the embedded back end. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name").all<{ name: string }>()
  const state: Record<string, string> = {}
  for (const { name } of tables.results) {
    const rows = (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results
    state[name] = rows.map((row) => JSON.stringify(row)).sort().join('\n')
  }
  return state
}

async function visit(path: string, headers: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', headers }), { ...env, ...STAFF }, ctx)
  await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return response
}

beforeAll(async () => {
  await seedCatalogue()
  const token = await signedInCustomer('get.visitor@example.co.uk')
  const address = await must<{ createCustomerAddress: { id: number } }>(token, 'mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', {
    input: { firstname: 'Gus', lastname: 'Visitor', street: ['3 Link Lane'], city: 'Bath', postcode: 'BA1 1LT', country_code: 'GB', telephone: '01225 000000' },
  })
  const order = await orderOfOne(token, 1, 'get.visitor@example.co.uk')
  const product = await productWhere(IN_STOCK_SIMPLE)
  const cart = await cartOf(token)
  await addToCart(token, cart, [{ sku: product.sku, quantity: 2 }])
  const urlKey = (await env.DB.prepare('SELECT url_key FROM products WHERE id = ?1').bind(product.id).first<string>('url_key'))!
  const review = (await env.DB.prepare('SELECT id FROM reviews ORDER BY id LIMIT 1').first<number>('id')) ?? 1
  sample = { token, cart, order: order.number, address: address.createCustomerAddress.id, sku: product.sku, urlKey, review }
})

describe('GET requests', () => {
  it('change nothing in the database, on every GET route, for a signed-in customer with a basket and for staff', async () => {
    const routes = getRoutes()
    expect(routes.length).toBeGreaterThan(60)
    const shopper = { Cookie: `customer=${sample.token}; cart=${sample.cart}` }
    // Two writes that reads make on purpose, as Magento's do, done before the comparison: the first
    // read of a day brings the price index up to that day's special prices (Magento's nightly
    // indexer), and the first read of a customer's wish list makes their empty one
    // (Magento's `loadByCustomerId(id, true)`). Neither is the shopper's data nor theirs to choose.
    await visit('/ink-cartridges.html', shopper)
    await visit('/customer/my-wishlist', shopper)
    const before = await databaseState()
    const staff = { Authorization: `Basic ${btoa(`${STAFF.ADMIN_USER}:${STAFF.ADMIN_PASSWORD}`)}` }
    let visited = 0
    for (const route of routes) {
      for (const path of visitsOf(route, sample)) {
        const answer = await visit(path, route.startsWith('/__admin') ? staff : shopper)
        expect(answer.status, `GET ${path}`).toBeLessThan(500)
        visited++
      }
    }
    // The two doors that take any method: every read the browser's API offers, and each of its
    // writes and a /graphql mutation sent as GET (both refused).
    for (const [name, method] of Object.entries(API_METHODS)) {
      const answer = await visit(`/api/magento/${name}?variables=${encodeURIComponent('{}')}`, shopper)
      if (method === 'POST') expect(answer.status, `GET /api/magento/${name}`).toBe(405)
      visited++
    }
    const mutation = await visit(`/graphql?query=${encodeURIComponent(`mutation { deleteCustomerAddress(id: ${sample.address}) }`)}`, { Authorization: `Bearer ${sample.token}` })
    expect(mutation.status).toBe(405)
    expect(visited).toBeGreaterThan(routes.length)

    const after = await databaseState()
    const changed = Object.keys(before).filter((table) => before[table] !== after[table])
    expect(changed).toEqual([])
  })

  it('would see a change: a POST that writes shows up in the comparison', async () => {
    const before = await databaseState()
    const ctx = createExecutionContext()
    const body = new URLSearchParams({ uid: (await must<{ cart: { items: { uid: string }[] } }>(sample.token, 'query C($id: String!) { cart(cart_id: $id) { items { uid } } }', { id: sample.cart })).cart.items[0]!.uid, quantity: '3' })
    const headers = { Cookie: `customer=${sample.token}; cart=${sample.cart}`, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' }
    await app.fetch(new Request(`${ORIGIN}/checkout/cart/update`, { method: 'POST', redirect: 'manual', headers, body }), env, ctx)
    await waitOnExecutionContext(ctx)
    const after = await databaseState()
    expect(Object.keys(before).filter((table) => before[table] !== after[table])).toContain('cart_items')
  })
})
