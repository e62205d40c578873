import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { CREATE_CUSTOMER, mailedKey, signedInCustomer, TOKEN } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
const CREATE = CREATE_CUSTOMER
const confirmationKey = (email: string) => mailedKey(email, 'account_confirmation', 'key')
const customer = signedInCustomer

beforeAll(() => seedCatalogue())

describe('creating an account', () => {
  it('creates the customer and sends the confirmation link to the outbox', async () => {
    const result = await graphqlAs<{ createCustomerV2: { customer: unknown } }>(null, CREATE, {
      input: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.co.uk', password: 'Engine-1843', is_subscribed: true },
    })
    expect(result.data?.createCustomerV2.customer).toEqual({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.co.uk', is_subscribed: true })
    expect(await confirmationKey('ada@example.co.uk')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await env.DB.prepare('SELECT password_hash FROM customers WHERE email = ?1').bind('ada@example.co.uk').first<{ password_hash: string }>()
    expect(stored!.password_hash).not.toContain('Engine-1843')
  })

  it('refuses a taken e-mail, a weak password and a malformed address', async () => {
    const input = { firstname: 'A', lastname: 'B', email: 'taken@example.co.uk', password: 'Strong-Pass-1' }
    await graphqlAs(null, CREATE, { input })
    expect((await graphqlAs(null, CREATE, { input })).errors?.[0]?.message).toBe('A customer with the same email address already exists in an associated website.')
    expect((await graphqlAs(null, CREATE, { input: { ...input, email: 'new@example.co.uk', password: 'short' } })).errors?.[0]?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    )
    expect((await graphqlAs(null, CREATE, { input: { ...input, email: 'nope', password: 'Strong-Pass-1' } })).errors?.[0]?.message).toBe('"nope" is not a valid email address.')
  })
})

describe('signing in', () => {
  it('refuses an unconfirmed account, then signs in once it is confirmed', async () => {
    await graphqlAs(null, CREATE, { input: { firstname: 'Alan', lastname: 'Turing', email: 'alan@example.co.uk', password: 'Enigma-1912' } })
    const early = await graphqlAs(null, TOKEN, { email: 'alan@example.co.uk', password: 'Enigma-1912' })
    expect(early.errors?.[0]).toMatchObject({ message: "This account isn't confirmed. Verify and try again.", extensions: { category: 'graphql-authentication' } })
    const wrongKey = await graphqlAs(null, 'mutation { confirmEmail(input: { email: "alan@example.co.uk", confirmation_key: "guess" }) { customer { email } } }')
    expect(wrongKey.errors?.[0]?.message).toBe('The confirmation token is invalid. Verify the token and try again.')
    const token = await customer('alan2@example.co.uk')
    const me = await graphqlAs<{ customer: { email: string; firstname: string } }>(token, '{ customer { email firstname } }')
    expect(me.data?.customer).toEqual({ email: 'alan2@example.co.uk', firstname: 'Grace' })
  })

  it('gives the same message for a wrong password and an unknown account', async () => {
    await customer('same@example.co.uk')
    const wrong = await graphqlAs(null, TOKEN, { email: 'same@example.co.uk', password: 'Wrong-Pass-1' })
    const unknown = await graphqlAs(null, TOKEN, { email: 'nobody@example.co.uk', password: 'Wrong-Pass-1' })
    expect(wrong.errors?.[0]).toMatchObject({ message: SIGN_IN_FAILED, extensions: { category: 'graphql-authentication' } })
    expect(unknown.errors?.[0]?.message).toBe(SIGN_IN_FAILED)
  })

  it('blocks token requests after 6 failures, even with the right password', async () => {
    await customer('throttle@example.co.uk')
    for (let i = 0; i < 6; i++) await graphqlAs(null, TOKEN, { email: 'throttle@example.co.uk', password: `Wrong-Pass-${i}` })
    const right = await graphqlAs(null, TOKEN, { email: 'throttle@example.co.uk', password: 'Printer-Ink-42' })
    expect(right.errors?.[0]?.message).toBe(SIGN_IN_FAILED)
  })

  it('lasts an hour, or two weeks with remember me', async () => {
    await customer('remember@example.co.uk')
    const short = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email: 'remember@example.co.uk', password: 'Printer-Ink-42' })
    const long = await graphqlAs<{ generateCustomerToken: { token: string } }>(null, TOKEN, { email: 'remember@example.co.uk', password: 'Printer-Ink-42', remember: true })
    const { results } = await env.DB.prepare('SELECT t.expires_at, t.created_at FROM customer_tokens t JOIN customers c ON c.id = t.customer_id WHERE c.email = ?1 ORDER BY t.expires_at').bind('remember@example.co.uk').all<{ expires_at: string; created_at: string }>()
    const hours = results.map((r) => (Date.parse(r.expires_at) - Date.parse(r.created_at)) / 3_600_000)
    expect(hours.slice(-2)).toEqual([1, 14 * 24])
    expect(short.data?.generateCustomerToken.token).not.toBe(long.data?.generateCustomerToken.token)
  })

  it('revokes a token, after which it is no longer accepted', async () => {
    const token = await customer('revoke@example.co.uk')
    expect((await graphqlAs<{ revokeCustomerToken: { result: boolean } }>(token, 'mutation { revokeCustomerToken { result } }')).data?.revokeCustomerToken.result).toBe(true)
    const after = await graphqlAs(token, '{ customer { email } }')
    expect(after.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
  })

  it('refuses customer data without a token', async () => {
    expect((await graphqlAs(null, '{ customer { email } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    expect((await graphqlAs('made-up-token', '{ customer { email } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})

describe('customer carts', () => {
  it('keeps one cart per customer that no one else can read', async () => {
    const owner = await customer('owner@example.co.uk')
    const other = await customer('other@example.co.uk')
    const first = await graphqlAs<{ customerCart: { id: string } }>(owner, '{ customerCart { id } }')
    const again = await graphqlAs<{ customerCart: { id: string } }>(owner, '{ customerCart { id } }')
    const id = first.data!.customerCart.id
    expect(again.data?.customerCart.id).toBe(id)
    const query = `query Q($id: String!) { cart(cart_id: $id) { id } }`
    expect((await graphqlAs(owner, query, { id })).data).toEqual({ cart: { id } })
    for (const token of [other, null]) {
      const refused = await graphqlAs(token, query, { id })
      expect(refused.errors?.[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${id}"`, extensions: { category: 'graphql-authorization' } })
    }
  })
})

describe('merging a guest cart into the customer’s cart', () => {
  const addTo = (token: string | null, id: string, sku: string, quantity: number) =>
    graphqlAs<{ addProductsToCart: { user_errors: { code: string }[] } }>(token, 'mutation A($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { code } } }', { id, sku, q: quantity })

  it('never drops a line: short stock is clamped and an unsellable line is kept, each with a notice', async () => {
    const token = await customer('merge@example.co.uk')
    const { results } = await env.DB.prepare(
      "SELECT id, sku, qty FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty BETWEEN 6 AND 40 AND (max_sale_qty IS NULL OR max_sale_qty >= qty) AND visibility > 1 ORDER BY id LIMIT 3",
    ).all<{ id: number; sku: string; qty: number }>()
    const [plenty, short, gone] = results
    const mine = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
    await addTo(token, mine, short!.sku, short!.qty - 2)
    const guest = (await graphqlAs<{ createGuestCart: { cart: { id: string } } }>(null, 'mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
    await addTo(null, guest, plenty!.sku, 2)
    await addTo(null, guest, short!.sku, 5)
    await addTo(null, guest, gone!.sku, 1)
    await env.DB.prepare("UPDATE products SET qty = 0, stock_status = 'OUT_OF_STOCK' WHERE id = ?1").bind(gone!.id).run()

    const merged = await graphqlAs<{ mergeCarts: { id: string; itemsV2: { items: { quantity: number; is_available: boolean; product: { sku: string }; errors: { code: string; message: string }[] | null }[] } } }>(
      token,
      'mutation M($source: String!) { mergeCarts(source_cart_id: $source) { id itemsV2 { items { quantity is_available product { sku } errors { code message } } } } }',
      { source: guest },
    )
    const cart = merged.data!.mergeCarts
    expect(cart.id).toBe(mine)
    const bySku = new Map(cart.itemsV2.items.map((i) => [i.product.sku, i]))
    expect(bySku.size).toBe(3)
    expect(bySku.get(plenty!.sku)).toMatchObject({ quantity: 2, errors: null })
    expect(bySku.get(short!.sku)).toMatchObject({ quantity: short!.qty, errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }] })
    expect(bySku.get(gone!.sku)).toMatchObject({ quantity: 1, is_available: false, errors: [{ code: 'ITEM_QTY', message: 'This product is out of stock.' }] })
    const source = await graphqlAs(null, 'query Q($id: String!) { cart(cart_id: $id) { id } }', { id: guest })
    expect(source.errors?.[0]?.message).toBe("The cart isn't active.")
  })

  it('refuses to merge without signing in', async () => {
    const guest = (await graphqlAs<{ createGuestCart: { cart: { id: string } } }>(null, 'mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
    const result = await graphqlAs(null, 'mutation M($s: String!) { mergeCarts(source_cart_id: $s) { id } }', { s: guest })
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})

describe('customer checkout', () => {
  it('places an order from the customer’s cart, listed in their orders and nobody else’s', async () => {
    const token = await customer('buyer@example.co.uk')
    const other = await customer('bystander@example.co.uk')
    const id = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND price_pence >= 3000 AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const steps: [string, Record<string, unknown>][] = [
      ['mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }', { id, sku }],
      [
        'mutation S($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Grace", lastname: "Hopper", street: ["1 Navy Way"], city: "Leeds", postcode: "LS1 1AA", country_code: "GB", telephone: "0113 496 0000" } }] }) { cart { id } } }',
        { id },
      ],
      ['mutation B($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }', { id }],
      ['mutation M($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "freeshipping", method_code: "freeshipping" }] }) { cart { id } } }', { id }],
      ['mutation P($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "purchaseorder", purchase_order_number: "PO-77" } }) { cart { id } } }', { id }],
    ]
    for (const [query, variables] of steps) {
      const result = await graphqlAs(token, query, variables)
      expect(result.errors, query).toBeUndefined()
    }
    const placed = await graphqlAs<{ placeOrder: { orderV2: { number: string; email: string }; errors: unknown[] } }>(token, 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number email } errors { code } } }', { id })
    expect(placed.data?.placeOrder.errors).toEqual([])
    expect(placed.data?.placeOrder.orderV2.email).toBe('buyer@example.co.uk')
    const number = placed.data!.placeOrder.orderV2.number
    const orders = await graphqlAs<{ customer: { orders: { total_count: number; items: { number: string; total: { grand_total: { value: number } } }[] } }; customerOrders: { items: { number: string }[] } }>(
      token,
      '{ customer { orders { total_count items { number total { grand_total { value } } } } } customerOrders { items { number } } }',
    )
    expect(orders.data?.customer.orders.items.map((o) => o.number)).toEqual([number])
    expect(orders.data?.customerOrders.items.map((o) => o.number)).toEqual([number])
    const detail = await graphqlAs<{ customer: { orders: { items: { items: { product_sku: string; quantity_ordered: number; product_sale_price: { value: number } }[]; shipping_address: { city: string; street: string[] } }[] } } }>(
      token,
      'query O($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { items { product_sku quantity_ordered product_sale_price { value } } shipping_address { city street } } } } }',
      { n: number },
    )
    const [order] = detail.data!.customer.orders.items
    expect(order!.items).toEqual([{ product_sku: sku, quantity_ordered: 1, product_sale_price: { value: expect.any(Number) } }])
    expect(order!.shipping_address).toEqual({ city: 'Leeds', street: ['1 Navy Way'] })
    const none = await graphqlAs<{ customer: { orders: { total_count: number } } }>(token, '{ customer { orders(filter: { number: { eq: "999999999" } }) { total_count } } }')
    expect(none.data?.customer.orders.total_count).toBe(0)
    const theirs = await graphqlAs<{ customer: { orders: { total_count: number } } }>(other, '{ customer { orders { total_count } } }')
    expect(theirs.data?.customer.orders.total_count).toBe(0)
    // A new cart after ordering.
    const next = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
    expect(next).not.toBe(id)
  })
})

describe('assignCustomerToGuestCart', () => {
  /** A guest cart holding one of a product in good stock. */
  async function guestCartWithOne(): Promise<{ id: string; sku: string }> {
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const id = (await graphqlAs<{ createGuestCart: { cart: { id: string } } }>(null, 'mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
    await graphqlAs(null, 'mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }', { id, sku })
    return { id, sku }
  }
  const ASSIGN = 'mutation A($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id itemsV2 { items { quantity product { sku } } } } }'
  type Assigned = { assignCustomerToGuestCart: { id: string; itemsV2: { items: { quantity: number; product: { sku: string } }[] } } }

  it('merges the guest cart into the customer’s cart and closes the guest cart', async () => {
    const token = await customer('assign@example.co.uk')
    const mine = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
    const guest = await guestCartWithOne()
    const assigned = (await graphqlAs<Assigned>(token, ASSIGN, { id: guest.id })).data!.assignCustomerToGuestCart
    expect(assigned.id).toBe(mine)
    expect(assigned.itemsV2.items).toEqual([{ quantity: 1, product: { sku: guest.sku } }])
    expect((await graphqlAs(null, 'query Q($id: String!) { cart(cart_id: $id) { id } }', { id: guest.id })).errors?.[0]?.message).toBe("The cart isn't active.")
  })

  it('needs a signed-in customer and refuses a cart that is not a guest’s', async () => {
    const guest = await guestCartWithOne()
    const anonymous = await graphqlAs(null, ASSIGN, { id: guest.id })
    expect(anonymous.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
    const token = await customer('assign-own@example.co.uk')
    const mine = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
    const own = await graphqlAs(token, ASSIGN, { id: mine })
    expect(own.errors?.[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${mine}"`, extensions: { category: 'graphql-authorization' } })
    const unknown = await graphqlAs(token, ASSIGN, { id: 'U'.repeat(32) })
    expect(unknown.errors?.[0]?.message).toBe(`Could not find a cart with ID "${'U'.repeat(32)}"`)
  })
})
