// `customer.orders` with Magento 2.4.7's arguments: sort by number or date either way, and the scope
// (STORE by default: the orders of the request's store view; WEBSITE and GLOBAL: all of them).
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { MagentoClient } from '../../test/magento-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const HOME = { firstname: 'Grace', lastname: 'Hopper', street: ['1 Navy Way'], city: 'Leeds', postcode: 'LS1 1AA', country_code: 'GB', telephone: '0113 496 0000' }
const ORDERS = `query Orders($sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) { customer { orders(sort: $sort, scope: $scope) { total_count items { number } } } }`

/** Places one order of one cheap product in the client's store view; returns its number. */
async function placeOrder(client: MagentoClient, addressId: number): Promise<string> {
  const cartId = (await client.data<{ customerCart: { id: string } }>('query { customerCart { id } }')).customerCart.id
  const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
  await client.data('mutation C($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id: cartId, sku })
  const shipTo = await client.data<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string }[] }[] } } }>(
    'mutation S($id: String!, $a: Int!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $a }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }',
    { id: cartId, a: addressId },
  )
  const method = shipTo.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods[0]!
  await client.data('mutation M($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { id } } }', { id: cartId, c: method.carrier_code, m: method.method_code })
  await client.data('mutation B($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }', { id: cartId })
  await client.data('mutation P($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }', { id: cartId })
  return (await client.data<{ placeOrder: { order: { order_number: string } } }>('mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id: cartId })).placeOrder.order.order_number
}

beforeAll(() => seedCatalogue())

describe("a customer's orders", () => {
  it('are sorted as asked and scoped to the store view unless asked otherwise', async () => {
    const token = await signedInCustomer('orders-list@example.co.uk')
    const shop = new MagentoClient()
    const german = new MagentoClient('de')
    shop.token = token
    german.token = token
    const addressId = (await shop.data<{ createCustomerAddress: { id: number } }>('mutation A($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', { input: HOME })).createCustomerAddress.id
    const first = await placeOrder(shop, addressId)
    const second = await placeOrder(shop, addressId)
    const inGerman = await placeOrder(german, addressId)
    type Orders = { customer: { orders: { total_count: number; items: { number: string }[] } } }
    const numbers = async (client: MagentoClient, variables: Record<string, unknown>) => (await client.data<Orders>(ORDERS, variables)).customer.orders.items.map((o) => o.number)

    expect(await numbers(shop, {})).toEqual([second, first])
    expect(await numbers(shop, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } })).toEqual([first, second])
    expect(await numbers(shop, { sort: { sort_field: 'CREATED_AT', sort_direction: 'DESC' } })).toEqual([second, first])
    expect(await numbers(german, {})).toEqual([inGerman])
    expect(await numbers(german, { scope: 'WEBSITE', sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } })).toEqual([first, second, inGerman])
    expect((await shop.data<Orders>(ORDERS, { scope: 'GLOBAL' })).customer.orders.total_count).toBe(3)
  })
})
