/**
 * Many changes to one cart at once through /graphql (two tabs, a double click, a retrying client):
 * quantity changes, removals and adds, some of them on the same line. Afterwards the cart holds
 * exactly the lines the changes add up to, its totals are what those lines add up to, and every
 * refusal is Magento's for the line being gone.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { IN_STOCK_SIMPLE } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const TIMES = 10

const CART_FIELDS = `total_quantity
  itemsV2 { items { uid quantity product { sku } prices { price_including_tax { value } row_total_including_tax { value } row_total { value } } } }
  prices { grand_total { value } subtotal_including_tax { value } subtotal_excluding_tax { value } }`
type Cart = {
  total_quantity: number
  itemsV2: { items: { uid: string; quantity: number; product: { sku: string }; prices: { price_including_tax: { value: number }; row_total_including_tax: { value: number }; row_total: { value: number } } }[] }
  prices: { grand_total: { value: number }; subtotal_including_tax: { value: number }; subtotal_excluding_tax: { value: number } }
}

const UPDATE = 'mutation U($id: String!, $uid: ID!, $q: Float!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $q }] }) { cart { id } } }'
const REMOVE = 'mutation R($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }'
const ADD = 'mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }'

async function readCart(id: string): Promise<Cart> {
  const result = await graphqlPost<{ cart: Cart }>(`query C($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id })
  if (result.errors) throw new Error(result.errors[0]!.message)
  return result.data!.cart
}

const pence = (pounds: number) => Math.round(pounds * 100)

/** The cart's totals are its lines' sums: quantity, rows with and without VAT, and the grand total (no delivery chosen). */
function expectTotalsOfLines(cart: Cart): void {
  const rows = cart.itemsV2.items
  for (const row of rows) expect(pence(row.prices.row_total_including_tax.value)).toBe(pence(row.prices.price_including_tax.value) * row.quantity)
  expect(cart.total_quantity).toBe(rows.reduce((sum, row) => sum + row.quantity, 0))
  const including = rows.reduce((sum, row) => sum + pence(row.prices.row_total_including_tax.value), 0)
  expect(pence(cart.prices.subtotal_including_tax.value)).toBe(including)
  expect(pence(cart.prices.grand_total.value)).toBe(including)
  expect(pence(cart.prices.subtotal_excluding_tax.value)).toBe(rows.reduce((sum, row) => sum + pence(row.prices.row_total.value), 0))
}

/** `count` SKUs in good stock with no sale limit below 50, none with a special price. */
async function goodStockSkus(count: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.sku FROM products p WHERE ${IN_STOCK_SIMPLE} AND p.qty >= 50 AND (p.max_sale_qty IS NULL OR p.max_sale_qty >= 50) ORDER BY p.id LIMIT ?1`,
  )
    .bind(count)
    .all<{ sku: string }>()
  if (results.length < count) throw new Error('the test catalogue needs more products in good stock')
  return results.map((r) => r.sku)
}

let skus: string[]

beforeAll(async () => {
  await seedCatalogue()
  skus = await goodStockSkus(6)
})

describe('one cart changed by many requests at once', () => {
  it('ends with exactly the lines the changes add up to, and totals that are their sums', async () => {
    const id = (await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
    await graphqlPost(ADD, { id, items: skus.map((sku) => ({ sku, quantity: 1 })) })
    const uid = Object.fromEntries((await readCart(id)).itemsV2.items.map((item) => [item.product.sku, item.uid]))
    const [raised, lowered, removed, zeroed, removedWhileRaised, added] = skus.map((sku) => uid[sku]!)

    const results = await Promise.all([
      // The same change many times over (a double click): the line ends as asked.
      ...Array.from({ length: TIMES }, () => graphqlPost(UPDATE, { id, uid: raised, q: 5 })),
      ...Array.from({ length: TIMES }, () => graphqlPost(UPDATE, { id, uid: lowered, q: 3 })),
      // Removed many times: once done, the rest find no line.
      ...Array.from({ length: TIMES }, () => graphqlPost(REMOVE, { id, uid: removed })),
      ...Array.from({ length: TIMES }, () => graphqlPost(UPDATE, { id, uid: zeroed, q: 0 })),
      // Removed and raised at once: a change can never bring a removed line back.
      ...Array.from({ length: TIMES }, (_, i) => graphqlPost(i % 2 ? REMOVE : UPDATE, { id, uid: removedWhileRaised, q: 7 })),
      // Added to while the rest goes on: every add counts.
      ...Array.from({ length: TIMES }, () => graphqlPost(ADD, { id, items: [{ sku: skus[5]!, quantity: 1 }] })),
    ])

    const group = (n: number) => results.slice(n * TIMES, (n + 1) * TIMES).map((result) => result.errors?.map((error) => error.message) ?? [])
    expect(group(0).flat()).toEqual([])
    expect(group(1).flat()).toEqual([])
    // Of a line removed ten times over, exactly one removal found it; the others say it is gone.
    expect(group(2).flat()).toEqual(Array(TIMES - 1).fill("The cart doesn't contain the item"))
    expect(group(3).flat()).toEqual(Array(TIMES - 1).fill(`Could not find cart item with id: ${zeroed}`))
    // Raised and removed at once: exactly one removal finds the line; a raise after it finds none.
    for (const message of group(4).flat()) expect(["The cart doesn't contain the item", `Could not find cart item with id: ${removedWhileRaised}`]).toContain(message)
    expect(group(4).filter((messages, i) => i % 2 === 1 && messages.length === 0)).toHaveLength(1)
    expect(results.slice(-TIMES).map((r) => (r.data as { addProductsToCart: { user_errors: unknown[] } }).addProductsToCart.user_errors)).toEqual(Array(TIMES).fill([]))

    const cart = await readCart(id)
    const lines = Object.fromEntries(cart.itemsV2.items.map((item) => [item.uid, item.quantity]))
    expect(lines).toEqual({ [raised!]: 5, [lowered!]: 3, [added!]: 1 + TIMES })
    expectTotalsOfLines(cart)
  })
})
