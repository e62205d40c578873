// A signed-in customer's checkout as Magento clients send it: the cart from `customerCart`, saved
// addresses by `customer_address_id`, then placeOrder (issue "Magento fidelity", point 4).
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

type Result<T> = Awaited<ReturnType<typeof graphqlAs<T>>>
const ok = <T>(result: Result<T>): T => {
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '))
  return result.data as T
}

const HOME = { firstname: 'Grace', lastname: 'Hopper', street: ['1 Navy Way'], city: 'Leeds', postcode: 'LS1 1AA', country_code: 'GB', telephone: '0113 496 0000' }
const CHEAP = "type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND price_pence < 1500 AND special_price_pence IS NULL AND visibility > 1"

/** A signed-in customer with one saved address and a cart holding one cheap product. */
async function customerReadyToPay(email: string): Promise<{ token: string; cartId: string; addressId: number }> {
  const token = await signedInCustomer(email)
  const addressId = ok(await graphqlAs<{ createCustomerAddress: { id: number } }>(token, 'mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', { input: { ...HOME, default_shipping: true, default_billing: true } })).createCustomerAddress.id
  const cartId = ok(await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')).customerCart.id
  const { sku } = (await env.DB.prepare(`SELECT sku FROM products WHERE ${CHEAP} ORDER BY id LIMIT 1`).first<{ sku: string }>())!
  ok(await graphqlAs(token, 'mutation C($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id: cartId, sku }))
  ok(await graphqlAs(token, 'mutation S($id: String!, $a: Int!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $a }] }) { cart { id } } }', { id: cartId, a: addressId }))
  ok(await graphqlAs(token, 'mutation M($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id: cartId }))
  ok(await graphqlAs(token, 'mutation B($id: String!, $a: Int!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $a } }) { cart { id } } }', { id: cartId, a: addressId }))
  ok(await graphqlAs(token, 'mutation P($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }', { id: cartId }))
  return { token, cartId, addressId }
}

beforeAll(() => seedCatalogue())

describe("a customer's checkout with saved addresses", () => {
  it('places the order and answers its number, asked for order only', async () => {
    const { token, cartId } = await customerReadyToPay('saved-address@example.co.uk')
    const placed = await graphqlAs<{ placeOrder: { order: { order_number: string } | null } | null }>(token, 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id: cartId })
    expect(placed.errors).toBeUndefined()
    expect(placed.data?.placeOrder?.order?.order_number).toMatch(/^\d{9}$/)
    const row = await env.DB.prepare('SELECT email, shipping_address, billing_address FROM orders WHERE number = ?1').bind(placed.data!.placeOrder!.order!.order_number).first<{ email: string; shipping_address: string; billing_address: string }>()
    expect(row?.email).toBe('saved-address@example.co.uk')
    expect(JSON.parse(row!.shipping_address)).toMatchObject({ city: 'Leeds', postcode: 'LS1 1AA' })
    expect(JSON.parse(row!.billing_address)).toMatchObject({ city: 'Leeds' })
  })

  it('never answers a null order in silence: errors carry the code, or the request fails', async () => {
    const { token, cartId } = await customerReadyToPay('cannot-place@example.co.uk')
    // Stock runs out between the payment step and the order.
    await env.DB.prepare('UPDATE products SET qty = 0, stock_status = ?2 WHERE id IN (SELECT product_id FROM cart_items WHERE cart_id = ?1)').bind(cartId, 'OUT_OF_STOCK').run()
    const onlyOrder = await graphqlAs<{ placeOrder: unknown }>(token, 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id: cartId })
    expect(onlyOrder.errors?.[0]).toMatchObject({
      message: 'Unable to place order: Not all of your products are available in the requested quantity.',
      extensions: { category: 'graphql-input', error_code: 'UNABLE_TO_PLACE_ORDER' },
    })
    const withErrors = await graphqlAs<{ placeOrder: { order: unknown; errors: { code: string; message: string }[] } }>(token, 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } errors { code message } } }', { id: cartId })
    expect(withErrors.errors).toBeUndefined()
    expect(withErrors.data?.placeOrder).toEqual({ order: null, errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: Not all of your products are available in the requested quantity.' }] })
  })
})
