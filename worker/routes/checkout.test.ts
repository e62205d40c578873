/**
 * The checkout steps without JavaScript (issue 16 points 4 and 5): each form posts, a good post
 * answers 303 to the next step, a refused one shows the step again with what was typed; a step
 * asked for too early leads to the first incomplete one; the order is placed once, however often
 * its form is sent; the external checkout gets the token and cart id.
 */
import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { addToCart, cartOf, IN_STOCK_SIMPLE, must, productWhere } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const ORIGIN = 'https://shop.test'
const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street1: '12 Analytical Row',
  street2: '',
  city: 'London',
  county: '',
  postcode: ' nw16xe ',
  telephone: '020 7946 0000',
}

let sku: string

beforeAll(async () => {
  await seedCatalogue()
  sku = (await productWhere(IN_STOCK_SIMPLE)).sku
})

/** The cookies a response set, as name → value (an empty value is a deletion). */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(';')[0]!
      const at = pair.indexOf('=')
      return [pair.slice(0, at), pair.slice(at + 1)]
    }),
  )
}

/** A shopper's browser: keeps cookies between requests, follows nothing by itself. */
function browser(initial: Record<string, string>) {
  const jar = { ...initial }
  const cookie = () => Object.entries(jar).filter(([, value]) => value !== '').map(([name, value]) => `${name}=${value}`).join('; ')
  const keep = (response: Response) => {
    Object.assign(jar, setCookies(response))
    return response
  }
  return {
    jar,
    get: async (path: string) => keep(await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: cookie() } })),
    post: async (path: string, fields: Record<string, string>) =>
      keep(
        await SELF.fetch(`${ORIGIN}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie() },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
  }
}

async function guestWithItem() {
  const cartId = await cartOf(null)
  await addToCart(null, cartId, [{ sku, quantity: 2 }])
  return { cartId, shopper: browser({ cart: cartId }) }
}

const prefixed = (prefix: string, fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${prefix}${name}`, value]))

async function cartState(cartId: string) {
  return (
    await must<{ cart: { email: string | null; shipping_addresses: { street: string[]; postcode: string; selected_shipping_method: { carrier_code: string } | null }[] } }>(
      null,
      'query Q($id: String!) { cart(cart_id: $id) { email shipping_addresses { street postcode selected_shipping_method { carrier_code } } } }',
      { id: cartId },
    )
  ).cart
}

/** The first radio value of a named group in a page. */
const firstRadio = (html: string, name: string) => /value="([^"]+)"/.exec(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '')?.[1]

describe('the step guard', () => {
  it('leads a step asked for too early to the first incomplete one', async () => {
    const { shopper } = await guestWithItem()
    expect((await shopper.get('/checkout/payment')).headers.get('location')).toBe('/checkout/user-account')
    await shopper.post('/checkout/user-account', { email: 'guard@example.co.uk' })
    expect((await shopper.get('/checkout/billing')).headers.get('location')).toBe('/checkout/shipping')
    // An early post is not applied either.
    expect((await shopper.post('/checkout/billing', { same_as_shipping: '1' })).headers.get('location')).toBe('/checkout/shipping')
  })

  it('moves a signed-in customer past the e-mail step', async () => {
    const token = await signedInCustomer('checkout-guard@example.co.uk')
    const cartId = await cartOf(token)
    await addToCart(token, cartId, [{ sku, quantity: 1 }])
    const customer = browser({ customer: token, cart: cartId })
    const response = await customer.get('/checkout/user-account')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/checkout/shipping')
  })
})

describe('the steps without JavaScript', () => {
  it('refuses a bad e-mail with its message and keeps what was typed', async () => {
    const { shopper } = await guestWithItem()
    const response = await shopper.post('/checkout/user-account', { email: 'not an email' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('value="not an email"')
    expect(html).toContain('The email field must be a valid email')
    expect(html).toContain('aria-invalid="true"')
  })

  it('refuses an address field by field, keeping every value typed', async () => {
    const { shopper, cartId } = await guestWithItem()
    await shopper.post('/checkout/user-account', { email: 'fields@example.co.uk' })
    const response = await shopper.post('/checkout/shipping', { ...ADDRESS, firstname: '', postcode: '12345', telephone: 'call me' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('This field is required')
    expect(html).toContain('Enter a UK postcode, for example SW1A 1AA.')
    expect(html).toContain('Enter a telephone number')
    expect(html).toContain('value="12 Analytical Row"')
    expect(html).toContain('value="12345"')
    expect(html).toContain('value="call me"')
    expect(html).toMatch(/autoComplete="shipping given-name"|autocomplete="shipping given-name"/)
    expect((await cartState(cartId)).shipping_addresses).toEqual([])
  })

  it('normalises the postcode, sends the street without blank lines and offers the methods', async () => {
    const { shopper, cartId } = await guestWithItem()
    expect((await shopper.post('/checkout/user-account', { email: 'ada@example.co.uk' })).headers.get('location')).toBe('/checkout/shipping')
    const saved = await shopper.post('/checkout/shipping', ADDRESS)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/checkout/shipping')
    const cart = await cartState(cartId)
    expect(cart.email).toBe('ada@example.co.uk')
    expect(cart.shipping_addresses[0]).toMatchObject({ street: ['12 Analytical Row'], postcode: 'NW1 6XE' })
    const page = await (await shopper.get('/checkout/shipping')).text()
    expect(firstRadio(page, 'method')).toMatch(/^[a-z_]+:[a-z_]+$/)
    const unknown = await shopper.post('/checkout/shipping/method', { method: 'nope:nope' })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('Choose a delivery method.')
  })

  it('asks for the purchase order number when paying by purchase order', async () => {
    const { shopper, cartId } = await guestWithItem()
    await shopper.post('/checkout/user-account', { email: 'school@example.co.uk' })
    await shopper.post('/checkout/shipping', ADDRESS)
    await shopper.post('/checkout/shipping/method', { method: firstRadio(await (await shopper.get('/checkout/shipping')).text(), 'method')! })
    await shopper.post('/checkout/billing', { same_as_shipping: '1' })
    const refused = await shopper.post('/checkout/payment', { cart: cartId, method: 'purchaseorder', po_number: '' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('This field is required')
    const placed = await shopper.post('/checkout/payment', { cart: cartId, method: 'purchaseorder', po_number: 'LA-2026-001' })
    expect(placed.headers.get('location')).toBe('/checkout/thank-you')
  })
})

describe('a signed-in customer', () => {
  it('delivers to a saved address by its id, and may not use another customer\'s', async () => {
    const token = await signedInCustomer('saved-address@example.co.uk')
    const { createCustomerAddress } = await must<{ createCustomerAddress: { id: number } }>(
      token,
      'mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      { input: { firstname: 'Grace', lastname: 'Hopper', street: ['1 Compiler Close'], city: 'Leeds', postcode: 'LS1 4DY', country_code: 'GB', telephone: '0113 496 0000' } },
    )
    const cartId = await cartOf(token)
    await addToCart(token, cartId, [{ sku, quantity: 1 }])
    const customer = browser({ customer: token, cart: cartId })
    const page = await (await customer.get('/checkout/shipping')).text()
    expect(page).toContain('1 Compiler Close')
    expect(firstRadio(page, 'customer_address_id')).toBe(String(createCustomerAddress.id))
    // An id that is not among the customer's own is read as an empty address form.
    expect((await customer.post('/checkout/shipping', { customer_address_id: String(createCustomerAddress.id + 1000) })).status).toBe(400)
    const saved = await customer.post('/checkout/shipping', { customer_address_id: String(createCustomerAddress.id) })
    expect(saved.headers.get('location')).toBe('/checkout/shipping')
    const cart = await must<{ customerCart: { shipping_addresses: { street: string[]; postcode: string }[] } }>(token, '{ customerCart { shipping_addresses { street postcode } } }')
    expect(cart.customerCart.shipping_addresses).toMatchObject([{ street: ['1 Compiler Close'], postcode: 'LS1 4DY' }])

    // On to the order, under the customer's own e-mail and with no offer of an account.
    await customer.post('/checkout/shipping/method', { method: firstRadio(await (await customer.get('/checkout/shipping')).text(), 'method')! })
    expect((await customer.post('/checkout/billing', { same_as_shipping: '1' })).headers.get('location')).toBe('/checkout/payment')
    expect((await customer.post('/checkout/payment', { cart: cartId, method: 'banktransfer' })).headers.get('location')).toBe('/checkout/thank-you')
    const thankYou = await (await customer.get('/checkout/thank-you')).text()
    expect(thankYou).toMatch(/data-order-number[^>]*>\d+</)
    expect(thankYou).toContain('saved-address@example.co.uk')
    expect(thankYou).not.toContain('href="/customer/account/create"')
  })
})

describe('placing the order', () => {
  it('places once, clears the cart, and answers a second submission with the first order', async () => {
    const { shopper, cartId } = await guestWithItem()
    await shopper.post('/checkout/user-account', { email: 'twice@example.co.uk' })
    await shopper.post('/checkout/shipping', ADDRESS)
    const method = firstRadio(await (await shopper.get('/checkout/shipping')).text(), 'method')!
    expect((await shopper.post('/checkout/shipping/method', { method })).headers.get('location')).toBe('/checkout/billing')
    // Another billing address, refused first for a missing field.
    const missing = await shopper.post('/checkout/billing', prefixed('billing_', { ...ADDRESS, city: '' }))
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('value="12 Analytical Row"')
    expect((await shopper.post('/checkout/billing', { same_as_shipping: '1' })).headers.get('location')).toBe('/checkout/payment')

    const payment = await (await shopper.get('/checkout/payment')).text()
    expect(payment).toContain(`name="cart" value="${cartId}"`)
    const first = await shopper.post('/checkout/payment', { cart: cartId, method: 'checkmo' })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/checkout/thank-you')
    expect(setCookies(first).cart).toBe('')
    expect(first.headers.getSetCookie().find((c) => c.startsWith('placed_order='))).toContain('HttpOnly')
    const thankYou = await (await shopper.get('/checkout/thank-you')).text()
    const number = /data-order-number[^>]*>([^<]+)</.exec(thankYou)?.[1]
    expect(number).toMatch(/^\d+$/)
    expect(thankYou).toContain('twice@example.co.uk')
    expect(thankYou).toContain('href="/customer/account/create"')
    // The summary as the back end recorded the order, read back by its token.
    expect(thankYou).toContain('data-placed-order')
    expect(thankYou).toMatch(/<li>2 × [^<]+<\/li>/)
    expect(thankYou).toContain('Ada Lovelace, 12 Analytical Row, London, NW1 6XE')
    expect(thankYou).toContain('<dd>Cheque</dd>')
    expect(thankYou).toMatch(/Including VAT of £\d+\.\d\d/)

    // Back and send the form again: the same order, no error, no second order.
    const again = await shopper.post('/checkout/payment', { cart: cartId, method: 'checkmo' })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/checkout/thank-you')
    expect(await (await shopper.get('/checkout/thank-you')).text()).toContain(`>${number}<`)
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = 'twice@example.co.uk'").first<{ n: number }>()
    expect(orders?.n).toBe(1)
    // Back to the payment page: the order, not the empty basket.
    expect((await shopper.get('/checkout/payment')).headers.get('location')).toBe('/checkout/thank-you')
  })
})

describe('a double click on Place order', () => {
  it('places one order, and both submissions land on its thank-you page', async () => {
    const { shopper, cartId } = await guestWithItem()
    await shopper.post('/checkout/user-account', { email: 'double.click@example.co.uk' })
    await shopper.post('/checkout/shipping', ADDRESS)
    const method = firstRadio(await (await shopper.get('/checkout/shipping')).text(), 'method')!
    await shopper.post('/checkout/shipping/method', { method })
    await shopper.post('/checkout/billing', { same_as_shipping: '1' })
    // Each submission carries only the cookies the browser had before either answer came back.
    const cookies = { ...shopper.jar }
    const [first, second] = await Promise.all([browser(cookies), browser(cookies)].map((tab) => tab.post('/checkout/payment', { cart: cartId, method: 'checkmo' })))
    for (const answer of [first!, second!]) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/checkout/thank-you')
      expect(answer.headers.getSetCookie().some((c) => c.startsWith('placed_order='))).toBe(true)
    }
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = 'double.click@example.co.uk'").first<{ n: number }>()
    expect(orders?.n).toBe(1)
  })

  it('shows the summary’s lines and totals beside each step, with what the data layer needs', async () => {
    const { shopper } = await guestWithItem()
    const html = await (await shopper.get('/checkout/user-account')).text()
    expect(html).toMatch(/data-summary-line="[^"]+"/)
    expect(html).toContain('data-total="grand"')
    const analytics = /data-analytics="([^"]+)"/.exec(html)?.[1]?.replaceAll('&quot;', '"')
    expect(JSON.parse(analytics!)).toMatchObject({ currency: 'GBP', items: [{ sku, quantity: 2 }], purchase: null })
  })
})

describe('checkout pages', () => {
  it('are never stored nor indexed and load no third-party script', async () => {
    const { cartId } = await guestWithItem()
    const request = new Request(`${ORIGIN}/checkout/user-account`, { headers: { Cookie: `cart=${cartId}` } })
    const response = await createApp().fetch(request, { ...env, CHAT_SCRIPT_URL: 'https://chat.example/loader.js', TAG_MANAGER_ID: 'GTM-TEST1' }, createExecutionContext())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('noindex')
    expect(html).not.toContain('chat.example')
    expect(html).not.toContain('data-island="help-chat"')
    expect(html).not.toContain('GTM-TEST1')
  })
})

describe('the page after the order (issue 25 point 5)', () => {
  it('loads the tag manager the payment pages leave out, with the order for the purchase event', async () => {
    const { shopper, cartId } = await guestWithItem()
    const withTagManager = (path: string) => {
      const cookie = Object.entries(shopper.jar).filter(([, value]) => value !== '').map(([name, value]) => `${name}=${value}`).join('; ')
      return createApp().fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), { ...env, TAG_MANAGER_ID: 'GTM-TEST1' }, createExecutionContext())
    }
    await shopper.post('/checkout/user-account', { email: 'tagged@example.co.uk' })
    await shopper.post('/checkout/shipping', ADDRESS)
    await shopper.post('/checkout/shipping/method', { method: firstRadio(await (await shopper.get('/checkout/shipping')).text(), 'method')! })
    await shopper.post('/checkout/billing', { same_as_shipping: '1' })
    const payment = await (await withTagManager('/checkout/payment')).text()
    expect(payment).toContain('<h1')
    expect(payment).not.toContain('GTM-TEST1')
    expect(payment).toMatch(/<html [^>]*data-first-party-only=""/)

    expect((await shopper.post('/checkout/payment', { cart: cartId, method: 'checkmo' })).headers.get('location')).toBe('/checkout/thank-you')
    const thankYou = await withTagManager('/checkout/thank-you')
    expect(thankYou.headers.get('cache-control')).toBe('no-store')
    const html = await thankYou.text()
    expect(html).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1')
    expect(html).not.toContain('data-first-party-only')
    const number = /data-order-number[^>]*>([^<]+)</.exec(html)?.[1]
    const analytics = JSON.parse(/data-analytics="([^"]+)"/.exec(html)![1]!.replaceAll('&quot;', '"')) as { items: { sku: string; quantity: number; pricePence: number }[]; purchase: { transactionId: string; taxPence: number } }
    expect(analytics.purchase.transactionId).toBe(number)
    expect(analytics.purchase.taxPence).toBeGreaterThan(0)
    expect(analytics.items).toEqual([expect.objectContaining({ sku, quantity: 2 })])
    expect(analytics.items[0]!.pricePence).toBeGreaterThan(0)
  })
})

describe('the external checkout (SPEC §7)', () => {
  const external = { ...env, EXTERNAL_CHECKOUT_ENABLED: 'true', EXTERNAL_CHECKOUT_URL: 'https://checkout.example/' }
  const visit = (path: string, cookie: string) => createApp().fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), external, createExecutionContext())

  it('hands a guest cart over with its id, URL-encoded', async () => {
    const { cartId } = await guestWithItem()
    const response = await visit('/vue/cart/sync', `cart=${cartId}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`https://checkout.example/vue/cart/sync/cart/${encodeURIComponent(cartId)}`)
    // Our own steps lead there too.
    expect((await visit('/checkout/user-account', `cart=${cartId}`)).headers.get('location')).toBe('/vue/cart/sync')
  })

  it('hands a customer over with the token and the customer cart', async () => {
    const token = await signedInCustomer('external-checkout@example.co.uk')
    const cartId = await cartOf(token)
    const response = await visit('/vue/cart/sync', `customer=${token}`)
    expect(response.headers.get('location')).toBe(`https://checkout.example/vue/cart/sync/token/${encodeURIComponent(token)}/cart/${encodeURIComponent(cartId)}`)
  })

  it('is our own checkout when off', async () => {
    const response = await SELF.fetch(`${ORIGIN}/vue/cart/sync`, { redirect: 'manual' })
    expect(response.headers.get('location')).toBe('/checkout/user-account')
  })
})
