import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

type Result<T> = Awaited<ReturnType<typeof graphqlPost<T>>>
const ok = <T>(result: Result<T>): T => {
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '))
  return result.data as T
}

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Analytical Row', '', 'Marylebone'],
  city: 'London',
  postcode: 'nw1 6xe',
  country_code: 'GB',
  telephone: '020 7946 0000',
}

async function cartWith(where: string, quantity: number): Promise<{ id: string; sku: string; qtyBefore: number }> {
  const { sku, qty } = (await env.DB.prepare(`SELECT sku, qty FROM products WHERE ${where} ORDER BY id LIMIT 1`).first<{ sku: string; qty: number }>())!
  const id = ok(await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')).createGuestCart.cart.id
  const added = ok(await graphqlPost<{ addProductsToCart: { user_errors: unknown[] } }>('mutation A($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { code } } }', { id, sku, q: quantity }))
  expect(added.addProductsToCart.user_errors).toEqual([])
  return { id, sku, qtyBefore: qty }
}

const SET_SHIPPING = `mutation S($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
  cart { shipping_addresses { street postcode country { code label } available_shipping_methods { carrier_code method_code amount { value } price_excl_tax { value } } } } } }`
const SET_BILLING = 'mutation B($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { billing_address { firstname city } } } }'
const SET_METHOD = 'mutation M($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { prices { grand_total { value } } shipping_addresses { selected_shipping_method { carrier_code amount { value } } } } } }'
const SET_EMAIL = 'mutation E($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "ada@example.co.uk" }) { cart { email } } }'
const SET_PAYMENT = 'mutation P($id: String!, $code: String!, $po: String) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code, purchase_order_number: $po } }) { cart { selected_payment_method { code purchase_order_number } } } }'
const PLACE = 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } orderV2 { number status email total { grand_total { value currency } total_shipping { value } } } errors { code message } } }'

type Shipping = { setShippingAddressesOnCart: { cart: { shipping_addresses: { street: string[]; postcode: string; country: { code: string; label: string }; available_shipping_methods: { carrier_code: string; method_code: string; amount: { value: number } }[] }[] } } }
type Placed = { placeOrder: { order: { order_number: string } | null; orderV2: { number: string; status: string; email: string; total: { grand_total: { value: number; currency: string }; total_shipping: { value: number } } } | null; errors: { code: string; message: string }[] } }

beforeAll(() => seedCatalogue())

describe('guest checkout', () => {
  it('runs from an empty cart to a placed order, taking the stock and closing the cart', async () => {
    const { id, sku, qtyBefore } = await cartWith("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND price_pence < 1500 AND special_price_pence IS NULL AND visibility > 1", 1)
    const shipping = ok(await graphqlPost<Shipping>(SET_SHIPPING, { id, address: ADDRESS })).setShippingAddressesOnCart.cart.shipping_addresses[0]!
    expect(shipping.street).toEqual(['12 Analytical Row', 'Marylebone'])
    expect(shipping.postcode).toBe('NW1 6XE')
    expect(shipping.country).toEqual({ code: 'GB', label: 'United Kingdom' })
    // Under £30 of goods: standard delivery at £3.99.
    expect(shipping.available_shipping_methods.map((m) => [m.carrier_code, m.amount.value])).toEqual([['flatrate', 3.99]])
    ok(await graphqlPost(SET_BILLING, { id }))
    const withMethod = ok(await graphqlPost<{ setShippingMethodsOnCart: { cart: { prices: { grand_total: { value: number } } } } }>(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' }))
    ok(await graphqlPost(SET_EMAIL, { id }))
    ok(await graphqlPost(SET_PAYMENT, { id, code: 'banktransfer' }))
    const placed = ok(await graphqlPost<Placed>(PLACE, { id })).placeOrder
    expect(placed.errors).toEqual([])
    expect(placed.orderV2).toMatchObject({ status: 'Pending', email: 'ada@example.co.uk', total: { total_shipping: { value: 3.99 } } })
    expect(placed.orderV2!.total.grand_total.value).toBe(withMethod.setShippingMethodsOnCart.cart.prices.grand_total.value)
    expect(placed.order?.order_number).toBe(placed.orderV2!.number)
    expect(placed.orderV2!.number).toMatch(/^\d{9}$/)
    const mail = await env.DB.prepare("SELECT subject FROM outbox WHERE kind = 'order_confirmation' AND to_email = 'ada@example.co.uk' ORDER BY id DESC LIMIT 1").first<{ subject: string }>()
    expect(mail?.subject).toBe(`Your order ${placed.orderV2!.number}`)
    expect((await env.DB.prepare('SELECT qty FROM products WHERE sku = ?1').bind(sku).first<{ qty: number }>())!.qty).toBe(qtyBefore - 1)
    const again = ok(await graphqlPost<Placed>(PLACE, { id })).placeOrder
    expect(again.errors[0]).toMatchObject({ code: 'CART_NOT_ACTIVE' })
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?1').bind(id).first<{ n: number }>())!.n).toBe(1)
  })

  it('offers free next-day delivery from £30 of goods', async () => {
    const { id } = await cartWith("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND price_pence >= 3000 AND visibility > 1", 1)
    const shipping = ok(await graphqlPost<Shipping>(SET_SHIPPING, { id, address: ADDRESS })).setShippingAddressesOnCart.cart.shipping_addresses[0]!
    expect(shipping.available_shipping_methods.map((m) => [m.carrier_code, m.amount.value])).toEqual([['freeshipping', 0]])
  })

  it('has no delivery methods for a country the shop does not serve', async () => {
    const { id } = await cartWith("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1", 1)
    const { country } = (await env.DB.prepare('SELECT id AS country FROM countries WHERE is_allowed = 0 ORDER BY id LIMIT 1').first<{ country: string }>())!
    const shipping = ok(await graphqlPost<Shipping>(SET_SHIPPING, { id, address: { ...ADDRESS, country_code: country } })).setShippingAddressesOnCart.cart.shipping_addresses[0]!
    expect(shipping.available_shipping_methods).toEqual([])
    const choose = await graphqlPost(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' })
    expect(choose.errors?.[0]?.message).toBe('No shipping methods are available for the country of the shipping address.')
  })

  it('says what is missing before an order can be placed', async () => {
    const { id } = await cartWith("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND price_pence < 1500 AND special_price_pence IS NULL AND visibility > 1", 1)
    const place = async () => ok(await graphqlPost<Placed>(PLACE, { id })).placeOrder.errors[0]
    expect(await place()).toEqual({ code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' })
    ok(await graphqlPost(SET_EMAIL, { id }))
    expect((await place())?.message).toBe('Unable to place order: Please check the shipping address information.')
    ok(await graphqlPost(SET_SHIPPING, { id, address: ADDRESS }))
    expect((await place())?.message).toBe('Unable to place order: The shipping method is missing. Select the shipping method and try again.')
    ok(await graphqlPost(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' }))
    expect((await place())?.message).toBe('Unable to place order: Please check the billing address information.')
    ok(await graphqlPost(SET_BILLING, { id }))
    expect((await place())?.message).toBe('Unable to place order: Enter a valid payment method and try again.')
  })

  it('needs a purchase order number for a purchase order', async () => {
    const { id } = await cartWith("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1", 1)
    expect((await graphqlPost(SET_PAYMENT, { id, code: 'purchaseorder' })).errors?.[0]?.message).toBe('Purchase order number is a required field.')
    const set = ok(await graphqlPost<{ setPaymentMethodOnCart: { cart: { selected_payment_method: unknown } } }>(SET_PAYMENT, { id, code: 'purchaseorder', po: 'PO-2026-118' }))
    expect(set.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: 'purchaseorder', purchase_order_number: 'PO-2026-118' })
    expect((await graphqlPost(SET_PAYMENT, { id, code: 'bitcoin' })).errors?.[0]?.message).toBe('The requested Payment Method is not available.')
  })

  it('places one order when the same cart is placed twice at once', async () => {
    const { id } = await cartWith("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1", 1)
    ok(await graphqlPost(SET_SHIPPING, { id, address: ADDRESS }))
    ok(await graphqlPost(SET_BILLING, { id }))
    const methods = ok(await graphqlPost<Shipping>(SET_SHIPPING, { id, address: ADDRESS })).setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods
    ok(await graphqlPost(SET_METHOD, { id, c: methods[0]!.carrier_code, m: methods[0]!.method_code }))
    ok(await graphqlPost(SET_EMAIL, { id }))
    ok(await graphqlPost(SET_PAYMENT, { id, code: 'checkmo' }))
    const results = await Promise.all([graphqlPost<Placed>(PLACE, { id }), graphqlPost<Placed>(PLACE, { id }), graphqlPost<Placed>(PLACE, { id })])
    expect(results.filter((r) => r.data?.placeOrder.orderV2).length).toBe(1)
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?1').bind(id).first<{ n: number }>())!.n).toBe(1)
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.cart_id = ?1').bind(id).first<{ n: number }>())!.n).toBe(1)
  })
})

describe('setPaymentMethodAndPlaceOrder', () => {
  const CHEAP = "type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND price_pence < 1500 AND special_price_pence IS NULL AND visibility > 1"
  const PLACE_IN_ONE = 'mutation P($id: String!, $code: String!) { setPaymentMethodAndPlaceOrder(input: { cart_id: $id, payment_method: { code: $code } }) { order { order_number } orderV2 { number email } errors { code } } }'
  type PlacedInOne = { setPaymentMethodAndPlaceOrder: { order: { order_number: string }; orderV2: { number: string; email: string }; errors: unknown[] } }

  it('sets the payment method and places the order in one call', async () => {
    const { id } = await cartWith(CHEAP, 1)
    ok(await graphqlPost(SET_SHIPPING, { id, address: ADDRESS }))
    ok(await graphqlPost(SET_BILLING, { id }))
    ok(await graphqlPost(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' }))
    ok(await graphqlPost(SET_EMAIL, { id }))
    const placed = ok(await graphqlPost<PlacedInOne>(PLACE_IN_ONE, { id, code: 'checkmo' })).setPaymentMethodAndPlaceOrder
    expect(placed.errors).toEqual([])
    expect(placed.orderV2.email).toBe('ada@example.co.uk')
    expect(placed.order.order_number).toBe(placed.orderV2.number)
    const order = await env.DB.prepare('SELECT payment_method_code FROM orders WHERE number = ?1').bind(placed.orderV2.number).first<{ payment_method_code: string }>()
    expect(order?.payment_method_code).toBe('checkmo')
  })

  it('throws what stops the order, as Magento does, rather than answering errors', async () => {
    const { id } = await cartWith(CHEAP, 1)
    const noEmail = await graphqlPost(PLACE_IN_ONE, { id, code: 'checkmo' })
    expect(noEmail.errors?.[0]).toMatchObject({ message: 'Guest email for cart is missing.', extensions: { category: 'graphql-input' } })
    const badMethod = await graphqlPost(PLACE_IN_ONE, { id, code: 'nosuchmethod' })
    expect(badMethod.errors?.[0]?.message).toBe('The requested Payment Method is not available.')
  })
})
