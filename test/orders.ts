/** Orders for workerd tests, placed through /graphql like a shopper would. */
import { env } from 'cloudflare:test'
import { graphqlAs } from './graphql-client'

export const ORDER_ADDRESS = { firstname: 'Ada', lastname: 'Lovelace', street: ['12 Analytical Row'], city: 'London', postcode: 'NW1 6XE', country_code: 'GB', telephone: '020 7946 0000' }

/** Runs a GraphQL call that must not fail, with a customer's token or as a guest, in the store view `store` (default: the default one). */
export async function must<T>(token: string | null, query: string, variables?: Record<string, unknown>, store?: string): Promise<T> {
  const result = await graphqlAs<T>(token, query, variables, store)
  if (result.errors?.length) throw new Error(`${query}: ${result.errors.map((e) => e.message).join('; ')}`)
  return result.data as T
}

/** The first product matching a condition on `products` (aliased p). */
export async function productWhere(where: string): Promise<{ id: number; sku: string; qty: number }> {
  const row = await env.DB.prepare(`SELECT p.id, p.sku, p.qty FROM products p WHERE ${where} ORDER BY p.id LIMIT 1`).first<{ id: number; sku: string; qty: number }>()
  if (!row) throw new Error(`no product where ${where}`)
  return row
}

/** A simple product in good stock, for an ordinary order line. */
export const IN_STOCK_SIMPLE = "p.type_id = 'simple' AND p.status = 1 AND p.stock_status = 'IN_STOCK' AND p.qty >= 10 AND p.visibility > 1"

/** The shopper's cart: the customer's own, or a new guest cart. */
export async function cartOf(token: string | null, store?: string): Promise<string> {
  if (token) return (await must<{ customerCart: { id: string } }>(token, '{ customerCart { id } }', undefined, store)).customerCart.id
  return (await must<{ createGuestCart: { cart: { id: string } } }>(null, 'mutation { createGuestCart { cart { id } } }', undefined, store)).createGuestCart.cart.id
}

export async function addToCart(token: string | null, id: string, items: { sku: string; quantity: number; parent_sku?: string; selected_options?: string[] }[], store?: string): Promise<void> {
  const added = await must<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    token,
    'mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    { id, items },
    store,
  )
  if (added.addProductsToCart.user_errors.length) throw new Error(added.addProductsToCart.user_errors[0]!.message)
}

type Placed = { order: { order_number: string; order_id: string | null } | null; orderV2: { number: string } | null; errors: { message: string }[] }

/** Checks the cart out (first delivery method offered, payment by cheque) in the store view `store` and answers the order's number. */
export async function checkout(token: string | null, id: string, email = 'ada@example.co.uk', store?: string): Promise<string> {
  const placed = await checkoutPlaced(token, id, email, store)
  if (!placed.orderV2) throw new Error(placed.errors[0]?.message ?? 'no order')
  return placed.orderV2.number
}

/** Checks the cart out and answers what placeOrder answered. */
export async function checkoutPlaced(token: string | null, id: string, email = 'ada@example.co.uk', store?: string): Promise<Placed> {
  await readyToPlace(token, id, email, store)
  const placed = await must<{ placeOrder: Placed }>(
    token,
    'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number order_id } orderV2 { number } errors { message } } }',
    { id },
    store,
  )
  return placed.placeOrder
}

/** Gives the cart everything placeOrder needs: addresses, the first delivery method offered, payment by cheque (and a guest's e-mail). */
export async function readyToPlace(token: string | null, id: string, email = 'ada@example.co.uk', store?: string): Promise<void> {
  const shipping = await must<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string }[] }[] } } }>(
    token,
    'mutation S($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }',
    { id, address: ORDER_ADDRESS },
    store,
  )
  const [method] = shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods
  await must(token, 'mutation B($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }', { id }, store)
  await must(token, 'mutation M($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { id } } }', {
    id,
    c: method!.carrier_code,
    m: method!.method_code,
  }, store)
  if (!token) await must(null, 'mutation E($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }', { id, email }, store)
  await must(token, 'mutation P($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }', { id }, store)
}

/** Places an order of one product in good stock in the store view `store`; answers its number and the product. */
export async function orderOfOne(token: string | null, quantity = 1, email?: string, store?: string): Promise<{ number: string; sku: string; productId: number }> {
  const product = await productWhere(IN_STOCK_SIMPLE)
  const id = await cartOf(token, store)
  await addToCart(token, id, [{ sku: product.sku, quantity }], store)
  return { number: await checkout(token, id, email, store), sku: product.sku, productId: product.id }
}

/** Simple products in plenty of stock and without a sale limit, for tests that add many times at once. */
export async function plentifulSkus(count: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT sku FROM products WHERE type_id = 'simple' AND status = 1 AND visibility > 1 AND stock_status = 'IN_STOCK' AND qty >= 200 AND max_sale_qty IS NULL ORDER BY id LIMIT ?1",
  )
    .bind(count)
    .all<{ sku: string }>()
  if (results.length < count) throw new Error('the test catalogue needs more products in good stock')
  return results.map((r) => r.sku)
}

/** A cart's quantities by SKU, read as its owner (a customer's token, or none for a guest cart). */
export async function cartQuantities(token: string | null, cartId: string): Promise<Record<string, number>> {
  const cart = await graphqlAs<{ cart: { itemsV2: { items: { quantity: number; product: { sku: string } }[] } } }>(token, 'query C($id: String!) { cart(cart_id: $id) { itemsV2 { items { quantity product { sku } } } } }', { id: cartId })
  if (cart.errors) throw new Error(cart.errors[0]!.message)
  return Object.fromEntries(cart.data!.cart.itemsV2.items.map((item) => [item.product.sku, item.quantity]))
}
