/**
 * One cart placed many times at once (a double click, two tabs, a retrying client): exactly one
 * order, the other attempts refused with Magento's errors, the stock taken once. And a basket that
 * changes while it is being placed never gives an order whose lines differ from the stock it took.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { addToCart, cartOf, IN_STOCK_SIMPLE, readyToPlace } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const ATTEMPTS = 8

const PLACE_ORDER = 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { code message } } }'
type Placed = { placeOrder: { orderV2: { number: string } | null; errors: { code: string; message: string }[] } | null }

/** Products in good stock, each with no sale limit below its stock, by id, past the first `skip`. */
async function goodStock(count: number, skip = 0): Promise<{ id: number; sku: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.sku FROM products p WHERE ${IN_STOCK_SIMPLE} AND p.qty >= 20 AND (p.max_sale_qty IS NULL OR p.max_sale_qty >= 20) ORDER BY p.id LIMIT ?2 OFFSET ?1`,
  )
    .bind(skip, count)
    .all<{ id: number; sku: string }>()
  if (results.length < count) throw new Error('the test catalogue needs more products in good stock')
  return results
}

async function stockOf(ids: number[]): Promise<Map<number, number>> {
  const { results } = await env.DB.prepare('SELECT id, qty FROM products WHERE id IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(ids)).all<{ id: number; qty: number }>()
  return new Map(results.map((r) => [r.id, r.qty]))
}

const ordersOfCart = async (cartId: string) =>
  (await env.DB.prepare('SELECT id, number, subtotal_minor FROM orders WHERE cart_id = ?1').bind(cartId).all<{ id: number; number: string; subtotal_minor: number }>()).results

const orderLines = async (orderId: number) =>
  (await env.DB.prepare('SELECT product_id, quantity, price_minor FROM order_items WHERE order_id = ?1').bind(orderId).all<{ product_id: number; quantity: number; price_minor: number }>()).results

/** Places the cart `ATTEMPTS` times at once; answers each attempt's result. */
const placeAtOnce = (token: string | null, id: string) => Promise.all(Array.from({ length: ATTEMPTS }, () => graphqlAs<Placed>(token, PLACE_ORDER, { id })))

/** The attempts that placed an order, and the refusals of the others. */
function outcomes(results: Awaited<ReturnType<typeof placeAtOnce>>) {
  const placed = results.flatMap((r) => (r.data?.placeOrder?.orderV2 ? [r.data.placeOrder.orderV2.number] : []))
  const refusals = results.flatMap((r) => r.data?.placeOrder?.errors ?? [])
  return { placed, refusals, graphqlErrors: results.flatMap((r) => r.errors ?? []) }
}

beforeAll(() => seedCatalogue())

describe('placing one cart many times at once', () => {
  for (const who of ['a guest', 'a customer'] as const) {
    it(`makes exactly one order for ${who}, refuses the rest with Magento’s codes and takes the stock once`, async () => {
      const token = who === 'a customer' ? await signedInCustomer('race@example.co.uk') : null
      const products = await goodStock(2, who === 'a customer' ? 2 : 0)
      const id = await cartOf(token)
      await addToCart(token, id, [
        { sku: products[0]!.sku, quantity: 2 },
        { sku: products[1]!.sku, quantity: 1 },
      ])
      await readyToPlace(token, id, 'race-guest@example.co.uk')
      const before = await stockOf(products.map((p) => p.id))

      const { placed, refusals, graphqlErrors } = outcomes(await placeAtOnce(token, id))

      expect(graphqlErrors).toEqual([])
      expect(placed).toHaveLength(1)
      expect(refusals).toHaveLength(ATTEMPTS - 1)
      for (const refusal of refusals) expect(['CART_NOT_ACTIVE', 'UNABLE_TO_PLACE_ORDER']).toContain(refusal.code)
      const orders = await ordersOfCart(id)
      expect(orders.map((o) => o.number)).toEqual(placed)
      expect(await orderLines(orders[0]!.id)).toHaveLength(2)
      const after = await stockOf(products.map((p) => p.id))
      expect(after.get(products[0]!.id)).toBe(before.get(products[0]!.id)! - 2)
      expect(after.get(products[1]!.id)).toBe(before.get(products[1]!.id)! - 1)
      const mails = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'order_confirmation' AND subject = ?1").bind(`Your order ${placed[0]}`).first<{ n: number }>()
      expect(mails?.n).toBe(1)
      if (token) {
        const listed = await graphqlAs<{ customer: { orders: { total_count: number } } }>(token, '{ customer { orders { total_count } } }')
        expect(listed.data?.customer.orders.total_count).toBe(1)
      }
    })
  }

  it('tells a client that did not ask for errors, for every attempt that lost, as a GraphQL error with the code', async () => {
    const [product] = await goodStock(1, 4)
    const id = await cartOf(null)
    await addToCart(null, id, [{ sku: product!.sku, quantity: 1 }])
    await readyToPlace(null, id)
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, () => graphqlAs<Placed>(null, 'mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id })))
    expect(results.filter((r) => r.data?.placeOrder?.orderV2?.number)).toHaveLength(1)
    const errors = results.flatMap((r) => r.errors ?? [])
    expect(errors).toHaveLength(ATTEMPTS - 1)
    for (const error of errors) expect(['CART_NOT_ACTIVE', 'UNABLE_TO_PLACE_ORDER']).toContain((error.extensions as { error_code?: string }).error_code)
    expect(await ordersOfCart(id)).toHaveLength(1)
  })

  it('never orders other lines than the stock it takes when the basket changes while it is placed', async () => {
    const products = await goodStock(2, 5)
    const id = await cartOf(null)
    await addToCart(null, id, [
      { sku: products[0]!.sku, quantity: 1 },
      { sku: products[1]!.sku, quantity: 1 },
    ])
    await readyToPlace(null, id)
    const lines = await graphqlAs<{ cart: { itemsV2: { items: { uid: string; product: { sku: string } }[] } } }>(null, 'query C($id: String!) { cart(cart_id: $id) { itemsV2 { items { uid product { sku } } } } }', { id })
    const firstUid = lines.data!.cart.itemsV2.items.find((item) => item.product.sku === products[0]!.sku)!.uid
    const before = await stockOf(products.map((p) => p.id))

    const changes = [
      ...Array.from({ length: 4 }, (_, i) =>
        graphqlAs(null, 'mutation U($id: String!, $uid: ID!, $q: Float!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $q }] }) { cart { id } } }', { id, uid: firstUid, q: i + 2 }),
      ),
      ...Array.from({ length: 4 }, () => addToCart(null, id, [{ sku: products[1]!.sku, quantity: 1 }]).catch((error: Error) => error)),
    ]
    const [results] = await Promise.all([placeAtOnce(null, id), Promise.all(changes)])

    const { placed, graphqlErrors } = outcomes(results)
    expect(graphqlErrors).toEqual([])
    expect(placed.length).toBeLessThanOrEqual(1)
    const orders = await ordersOfCart(id)
    expect(orders.map((o) => o.number)).toEqual(placed)
    const after = await stockOf(products.map((p) => p.id))
    const ordered = orders[0] ? await orderLines(orders[0].id) : []
    for (const product of products) {
      const quantity = ordered.filter((line) => line.product_id === product.id).reduce((sum, line) => sum + line.quantity, 0)
      expect(before.get(product.id)! - after.get(product.id)!).toBe(quantity)
    }
    if (orders[0]) expect(orders[0].subtotal_minor).toBe(ordered.reduce((sum, line) => sum + line.price_minor * line.quantity, 0))
  })
})
