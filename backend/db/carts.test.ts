/**
 * The cart repository's writes against a real D1: what each statement does when the request that
 * read the cart is overtaken by another (the cart ordered or merged away in between), which the
 * resolvers' own checks cannot see.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { addToCartLines, createCart, mergeCartLines, newCartId, removeLine, setLineQuantity } from './carts'

const NOW = '2026-03-02T10:00:00.000Z'
let productIds: number[]

async function cartWithLine(customerId: number | null = null): Promise<{ id: string; itemId: number }> {
  const id = newCartId()
  await createCart(env.DB, id, 'default', NOW, customerId)
  await addToCartLines(env.DB, id, [{ lineKey: `p:${productIds[0]}`, productId: productIds[0]!, quantity: 2 }], NOW)
  const line = await env.DB.prepare('SELECT item_id FROM cart_items WHERE cart_id = ?1').bind(id).first<{ item_id: number }>()
  return { id, itemId: line!.item_id }
}

const close = (id: string) => env.DB.prepare('UPDATE carts SET is_active = 0 WHERE id = ?1').bind(id).run()
const lines = async (id: string) =>
  (await env.DB.prepare('SELECT product_id, quantity FROM cart_items WHERE cart_id = ?1 ORDER BY product_id').bind(id).all<{ product_id: number; quantity: number }>()).results
const isActive = async (id: string) => (await env.DB.prepare('SELECT is_active FROM carts WHERE id = ?1').bind(id).first<{ is_active: number }>())?.is_active

beforeAll(async () => {
  await seedCatalogue()
  const { results } = await env.DB.prepare(
    "SELECT id FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 20 AND (max_sale_qty IS NULL OR max_sale_qty >= 20) ORDER BY id LIMIT 2",
  ).all<{ id: number }>()
  productIds = results.map((r) => r.id)
})

describe('a cart that was closed after it was read', () => {
  it('takes no add, and says the cart is no longer active', async () => {
    const { id } = await cartWithLine()
    await close(id)
    const outcome = await addToCartLines(env.DB, id, [
      { lineKey: `p:${productIds[0]}`, productId: productIds[0]!, quantity: 1 },
      { lineKey: `p:${productIds[1]}`, productId: productIds[1]!, quantity: 1 },
    ], NOW)
    expect(outcome).toEqual({ cartActive: false, added: [false, false] })
    expect(await lines(id)).toEqual([{ product_id: productIds[0], quantity: 2 }])
  })

  it('takes no quantity change and no removal', async () => {
    const { id, itemId } = await cartWithLine()
    await close(id)
    expect(await setLineQuantity(env.DB, id, itemId, 5)).toBe(false)
    expect(await removeLine(env.DB, id, itemId)).toBe(false)
    expect(await lines(id)).toEqual([{ product_id: productIds[0], quantity: 2 }])
  })
})

describe('merging carts', () => {
  it('moves the lines once however often the same cart is merged', async () => {
    const guest = await cartWithLine()
    const customer = await cartWithLine(null)
    expect(await Promise.all([mergeCartLines(env.DB, guest.id, customer.id, NOW), mergeCartLines(env.DB, guest.id, customer.id, NOW)])).toEqual(
      expect.arrayContaining([true, false]),
    )
    expect(await lines(customer.id)).toEqual([{ product_id: productIds[0], quantity: 4 }])
    expect(await isActive(guest.id)).toBe(0)
  })

  it('moves nothing into a cart that has been ordered, and leaves the source open', async () => {
    const guest = await cartWithLine()
    const ordered = await cartWithLine()
    await close(ordered.id)
    expect(await mergeCartLines(env.DB, guest.id, ordered.id, NOW)).toBe(false)
    expect(await lines(ordered.id)).toEqual([{ product_id: productIds[0], quantity: 2 }])
    expect(await isActive(guest.id)).toBe(1)
  })
})
