import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

type Line = { quantity: number; product: { sku: string }; prices: { row_total_including_tax: { value: number }; total_item_discount: { value: number } | null } }

let pair: { main: string; companion: string }
let genuine: { original: string; alternative: string }

/** The cart cookie a response set, if any. */
function cartCookie(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('cart='))
    ?.split(';')[0]!
    .slice('cart='.length)
}

/** A named operation as the product page's script sends it. */
async function call(name: string, variables: Record<string, unknown>, cart?: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/magento/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...(cart ? { Cookie: `cart=${cart}` } : {}) },
    body: JSON.stringify({ variables }),
  })
  return { status: response.status, cart: cartCookie(response), setCookie: response.headers.getSetCookie().join('\n'), body: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] } }
}

async function lines(cart: string): Promise<Line[]> {
  const query = `query C($id: String!) { cart(cart_id: $id) { itemsV2 { items { quantity product { sku } prices { row_total_including_tax { value } total_item_discount { value } } } } } }`
  return (await graphqlData<{ cart: { itemsV2: { items: Line[] } } }>(query, { id: cart })).cart.itemsV2.items
}

beforeAll(async () => {
  await seedCatalogue()
  pair = (await env.DB.prepare(
    `SELECT m.sku AS main, c.sku AS companion FROM product_links l JOIN products m ON m.id = l.product_id JOIN products c ON c.id = l.linked_product_id
     WHERE l.link_type = 'buy_together' AND m.stock_status = 'IN_STOCK' AND m.qty > 5 AND c.stock_status = 'IN_STOCK' AND c.qty > 5 ORDER BY l.product_id LIMIT 1`,
  ).first<{ main: string; companion: string }>())!
  genuine = (await env.DB.prepare(
    `SELECT o.sku AS original, a.sku AS alternative FROM product_links l JOIN products o ON o.id = l.product_id JOIN products a ON a.id = l.linked_product_id
     WHERE l.link_type = 'alternative' AND o.type_id = 'simple' AND o.stock_status = 'IN_STOCK' AND o.qty > 5 AND o.only_x_left_in_stock IS NULL
       AND a.stock_status = 'IN_STOCK' AND a.qty > 5 ORDER BY l.product_id LIMIT 1`,
  ).first<{ original: string; alternative: string }>())!
  if (!pair || !genuine) throw new Error('the test catalogue needs a buy-together pair and a genuine cartridge with an alternative')
})

describe('buyTogetherAndSave', () => {
  it('makes a cart, adds both lines with the companion at 20% off, and keeps the cart id in its httpOnly cookie', async () => {
    const answer = await call('buyTogetherAndSave', { sku: pair.main, companionSku: pair.companion })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ data: { added: true, companionAdded: true, totalQuantity: 2 } })
    expect(answer.setCookie).toMatch(/cart=[^;]+;.*HttpOnly/i)
    expect(JSON.stringify(answer.body)).not.toContain(answer.cart!)
    const [main, companion] = await lines(answer.cart!)
    expect([main!.product.sku, companion!.product.sku]).toEqual([pair.main, pair.companion])
    const companionPence = Math.round(companion!.prices.row_total_including_tax.value * 100)
    expect(Math.round(companion!.prices.total_item_discount!.value * 100)).toBe(Math.round(companionPence * 0.2))
    expect(main!.prices.total_item_discount?.value ?? 0).toBe(0)
  })

  it('adds to the cart the shopper already has', async () => {
    const first = await call('buyTogetherAndSave', { sku: pair.main, companionSku: pair.companion })
    const second = await call('buyTogetherAndSave', { sku: pair.main, companionSku: pair.companion }, first.cart)
    expect(second.cart).toBeUndefined()
    expect(second.body).toEqual({ data: { added: true, companionAdded: true, totalQuantity: 4 } })
  })

  it('answers the back end’s refusal as the first error, adding nothing', async () => {
    const first = await call('buyTogetherAndSave', { sku: pair.main, companionSku: pair.companion })
    const refused = await call('buyTogetherAndSave', { sku: pair.main, companionSku: genuine.alternative }, first.cart)
    expect(refused.body).toEqual({ data: { added: false, error: { code: 'UNDEFINED', message: `"${genuine.alternative}" is not offered together with "${pair.main}".` } } })
    expect(await lines(first.cart!)).toHaveLength(2)
  })

  it('refuses a call without both products (SPEC §5) with 400, never reaching the back end', async () => {
    for (const variables of [{ sku: pair.main }, { sku: pair.main, companionSku: '' }, { sku: '', companionSku: pair.companion }, { sku: pair.main, companionSku: pair.companion, cartId: 'x' }]) {
      const answer = await call('buyTogetherAndSave', variables)
      expect(answer.status, JSON.stringify(variables)).toBe(400)
      expect(answer.cart).toBeUndefined()
    }
  })
})

describe('switchToAlternative', () => {
  async function basketWithOriginal(quantity: number): Promise<string> {
    const added = await call('addProductsToCart', { sku: genuine.original, quantity })
    expect(added.body).toEqual({ data: { added: true, totalQuantity: quantity } })
    return added.cart!
  }

  it('puts the alternative in and decreases the original’s line by as many', async () => {
    const cart = await basketWithOriginal(3)
    const answer = await call('switchToAlternative', { originalSku: genuine.original, sku: genuine.alternative, quantity: 1 }, cart)
    expect(answer.body).toEqual({ data: { added: true, totalQuantity: 3 } })
    const quantities = Object.fromEntries((await lines(cart)).map((line) => [line.product.sku, line.quantity]))
    expect(quantities).toEqual({ [genuine.original]: 2, [genuine.alternative]: 1 })
  })

  it('removes the original’s line when no more of it are left', async () => {
    const cart = await basketWithOriginal(2)
    const answer = await call('switchToAlternative', { originalSku: genuine.original, sku: genuine.alternative, quantity: 2 }, cart)
    expect(answer.body).toEqual({ data: { added: true, totalQuantity: 2 } })
    expect((await lines(cart)).map((line) => [line.product.sku, line.quantity])).toEqual([[genuine.alternative, 2]])
  })

  it('adds the alternative to a new cart when there is nothing to switch from', async () => {
    const answer = await call('switchToAlternative', { originalSku: genuine.original, sku: genuine.alternative, quantity: 1 })
    expect(answer.body).toEqual({ data: { added: true, totalQuantity: 1 } })
    expect((await lines(answer.cart!)).map((line) => line.product.sku)).toEqual([genuine.alternative])
  })

  it('leaves the basket as it was when the alternative cannot be added, answering the refusal’s code', async () => {
    const cart = await basketWithOriginal(1)
    const answer = await call('switchToAlternative', { originalSku: genuine.original, sku: genuine.alternative, quantity: 9999 }, cart)
    expect(answer.body).toMatchObject({ data: { added: false, error: { code: 'INSUFFICIENT_STOCK' } } })
    expect((await lines(cart)).map((line) => [line.product.sku, line.quantity])).toEqual([[genuine.original, 1]])
  })

  it('refuses variables it does not know', async () => {
    expect((await call('switchToAlternative', { originalSku: genuine.original, sku: genuine.alternative, quantity: 0 })).status).toBe(400)
    expect((await call('switchToAlternative', { sku: genuine.alternative, quantity: 1 })).status).toBe(400)
  })
})
