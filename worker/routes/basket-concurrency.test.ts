/**
 * The basket changed through the shop's own doors by many requests at once (double clicks, two
 * tabs, a script's call beside a plain form): the basket page's update and remove forms, the
 * script's `removeItemFromCart` and the add form. The basket ends with exactly the lines the
 * changes add up to, and its totals are those lines' sums.
 */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { SHOP_ORIGIN, shopPost } from '../../test/shop-requests'

const TIMES = 8

type Cart = {
  total_quantity: number
  itemsV2: { items: { uid: string; quantity: number; product: { sku: string }; prices: { row_total_including_tax: { value: number } } }[] }
  prices: { grand_total: { value: number }; subtotal_including_tax: { value: number } }
}
const readCart = async (id: string) =>
  (
    await graphqlData<{ cart: Cart }>(
      'query C($id: String!) { cart(cart_id: $id) { total_quantity itemsV2 { items { uid quantity product { sku } prices { row_total_including_tax { value } } } } prices { grand_total { value } subtotal_including_tax { value } } } }',
      { id },
    )
  ).cart

/** The script's call beside the forms: the named operation, with the basket's cookie. */
const removeByScript = (cookie: string, itemUid: string) =>
  SELF.fetch(`${SHOP_ORIGIN}/api/magento/removeItemFromCart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SHOP_ORIGIN, Cookie: cookie },
    body: JSON.stringify({ variables: { itemUid } }),
  })

const pence = (pounds: number) => Math.round(pounds * 100)

let skus: string[]

beforeAll(async () => {
  await seedCatalogue()
  const { results } = await env.DB.prepare(
    "SELECT sku FROM products WHERE type_id = 'simple' AND status = 1 AND visibility > 1 AND stock_status = 'IN_STOCK' AND qty >= 50 AND max_sale_qty IS NULL ORDER BY id LIMIT 5",
  ).all<{ sku: string }>()
  if (results.length < 5) throw new Error('the test catalogue needs more products in good stock')
  skus = results.map((r) => r.sku)
})

describe('the basket changed through its forms by many requests at once', () => {
  it('ends with exactly the lines the changes add up to, and totals that are their sums', async () => {
    const first = await shopPost('/checkout/cart/add', { sku: skus[0]!, quantity: '1' })
    const cartId = /(?:^|; )?cart=([A-Za-z0-9]+)/.exec(first.headers.getSetCookie().find((c) => c.startsWith('cart='))!)![1]!
    const cookie = `cart=${cartId}`
    for (const sku of skus.slice(1)) expect((await shopPost('/checkout/cart/add', { sku, quantity: '1' }, cookie)).status).toBe(303)
    const uid = Object.fromEntries((await readCart(cartId)).itemsV2.items.map((item) => [item.product.sku, item.uid]))
    const [raised, removedByForm, removedByScript, lowered] = skus.map((sku) => uid[sku]!)

    const answers = await Promise.all([
      ...Array.from({ length: TIMES }, () => shopPost('/checkout/cart/update', { uid: raised!, quantity: '4' }, cookie)),
      ...Array.from({ length: TIMES }, () => shopPost('/checkout/cart/remove', { uid: removedByForm! }, cookie)),
      ...Array.from({ length: TIMES }, () => removeByScript(cookie, removedByScript!)),
      ...Array.from({ length: TIMES }, () => shopPost('/checkout/cart/update', { uid: lowered!, quantity: '2' }, cookie)),
      ...Array.from({ length: TIMES }, () => shopPost('/checkout/cart/add', { sku: skus[4]!, quantity: '1' }, cookie)),
    ])

    // The forms land back on the basket and no add made a cart of its own; of the script's removals
    // one found the line, and the others say it is gone (Magento's no-such-entity, as 404).
    const byScript = answers.slice(2 * TIMES, 3 * TIMES)
    for (const answer of answers) if (!byScript.includes(answer)) expect(answer.status).toBe(303)
    for (const answer of answers) expect(answer.headers.getSetCookie().filter((c) => c.startsWith('cart='))).toEqual([])
    expect(byScript.map((answer) => answer.status).sort()).toEqual([200, ...Array(TIMES - 1).fill(404)])
    const cart = await readCart(cartId)
    expect(Object.fromEntries(cart.itemsV2.items.map((item) => [item.product.sku, item.quantity]))).toEqual({ [skus[0]!]: 4, [skus[3]!]: 2, [skus[4]!]: 1 + TIMES })
    expect(cart.total_quantity).toBe(4 + 2 + 1 + TIMES)
    const rows = cart.itemsV2.items.reduce((sum, item) => sum + pence(item.prices.row_total_including_tax.value), 0)
    expect(pence(cart.prices.subtotal_including_tax.value)).toBe(rows)
    expect(pence(cart.prices.grand_total.value)).toBe(rows)
    // The basket page shows the same.
    const page = await SELF.fetch(`${SHOP_ORIGIN}/cart`, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
  })
})
