import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PASSWORD, signedInCustomer, TOKEN } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const DELETE = 'mutation { deleteCustomer }'

beforeAll(() => seedCatalogue())

/** Places an order from the customer's cart; its number. */
async function placeOrder(token: string): Promise<string> {
  const id = (await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).data!.customerCart.id
  const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
  const steps: [string, Record<string, unknown>][] = [
    ['mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }', { id, sku }],
    [
      'mutation S($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Ada", lastname: "Lovelace", street: ["2 Analytical Row"], city: "York", postcode: "YO1 7HH", country_code: "GB", telephone: "01904 496000" } }] }) { cart { id } } }',
      { id },
    ],
    ['mutation B($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }', { id }],
    ['mutation M($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "freeshipping", method_code: "freeshipping" }] }) { cart { id } } }', { id }],
    ['mutation P($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "purchaseorder", purchase_order_number: "PO-1" } }) { cart { id } } }', { id }],
  ]
  for (const [query, variables] of steps) expect((await graphqlAs(token, query, variables)).errors, query).toBeUndefined()
  const placed = await graphqlAs<{ placeOrder: { orderV2: { number: string } } }>(token, 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id })
  return placed.data!.placeOrder.orderV2.number
}

const count = async (sql: string, id: number) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())!.n

describe('deleteCustomer', () => {
  it("deletes the account and what is the customer's, and keeps their orders", async () => {
    const email = 'leaving@example.co.uk'
    const token = await signedInCustomer(email)
    const customerId = (await env.DB.prepare('SELECT id FROM customers WHERE email = ?1').bind(email).first<{ id: number }>())!.id
    const product = (await env.DB.prepare("SELECT id, sku FROM products WHERE type_id = 'simple' AND status = 1 ORDER BY id LIMIT 1").first<{ id: number; sku: string }>())!
    const printer = (await env.DB.prepare("SELECT id FROM categories WHERE kind = 'printer_model' ORDER BY id LIMIT 1").first<{ id: number }>())!.id
    const setup: [string, Record<string, unknown>][] = [
      ['mutation { createCustomerAddress(input: { firstname: "Ada", lastname: "Lovelace", street: ["2 Analytical Row"], city: "York", postcode: "YO1 7HH", country_code: GB, telephone: "01904 496000" }) { id } }', {}],
      ['mutation W($sku: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }', { sku: product.sku }],
      ['mutation C($p: ID!) { createCompareList(input: { products: [$p] }) { uid } }', { p: String(product.id) }],
      [`mutation P($id: Int!) { addMyPrinter(category_id: $id, customer_email: "${email}") }`, { id: printer }],
      ['mutation { subscribeEmailToNewsletter(email: "leaving@example.co.uk") { status } }', {}],
    ]
    for (const [query, variables] of setup) expect((await graphqlAs(token, query, variables)).errors, query).toBeUndefined()
    const number = await placeOrder(token)

    expect((await graphqlAs<{ deleteCustomer: boolean }>(token, DELETE)).data?.deleteCustomer).toBe(true)

    for (const table of ['customers WHERE id', 'customer_tokens WHERE customer_id', 'customer_addresses WHERE customer_id', 'wishlists WHERE customer_id', 'saved_printers WHERE customer_id', 'compare_lists WHERE customer_id', 'carts WHERE customer_id']) {
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} = ?1`, customerId), table).toBe(0)
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?1').bind(email).first('n')).toBe(0)
    // The order stays, no longer the customer's (Magento's sales_order.customer_id is set to NULL).
    const order = await env.DB.prepare('SELECT customer_id, email FROM orders WHERE number = ?1').bind(number).first<{ customer_id: number | null; email: string }>()
    expect(order).toEqual({ customer_id: null, email })

    // The token no longer works, nor does signing in; the address may register again.
    expect((await graphqlAs(token, '{ customer { email } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    expect((await graphqlAs(null, TOKEN, { email, password: DEFAULT_PASSWORD })).errors).toBeDefined()
    await signedInCustomer(email)
  })

  it('refuses guests and locked accounts', async () => {
    const guest = await graphqlAs(null, DELETE)
    expect(guest.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })

    const token = await signedInCustomer('locked-out@example.co.uk')
    await env.DB.prepare('UPDATE customers SET lock_expires_at = ?2 WHERE email = ?1').bind('locked-out@example.co.uk', new Date(Date.now() + 600_000).toISOString()).run()
    const locked = await graphqlAs(token, DELETE)
    expect(locked.errors?.[0]).toMatchObject({ message: 'The account is locked.', extensions: { category: 'graphql-authentication' } })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM customers WHERE email = ?1').bind('locked-out@example.co.uk').first('n')).toBe(1)
  })
})
