import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { addToCart, cartOf, checkout, IN_STOCK_SIMPLE, must, orderOfOne } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

const REORDER = `mutation R($n: String!) { reorderItems(orderNumber: $n) {
  cart { id items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } }
  userInputErrors { code message path } } }`

type Reordered = { reorderItems: { cart: { id: string; items: { quantity: number; product: { sku: string }; configured_variant?: { sku: string } }[] }; userInputErrors: { code: string; message: string; path: string[] }[] } }

/** Simple products in good stock, distinct for each test. */
async function simples(count: number, offset: number): Promise<{ id: number; sku: string }[]> {
  const { results } = await env.DB.prepare(`SELECT p.id, p.sku FROM products p WHERE ${IN_STOCK_SIMPLE} ORDER BY p.id LIMIT ?1 OFFSET ?2`).bind(count, offset).all<{ id: number; sku: string }>()
  return results
}

beforeAll(() => seedCatalogue())

describe('reorderItems', () => {
  it('puts the order’s lines in the customer’s cart as they were chosen', async () => {
    const token = await signedInCustomer('again@example.co.uk')
    const [simple] = await simples(1, 0)
    const variant = (await env.DB.prepare(
      `SELECT p.sku AS parent, v.sku AS variant, v.id AS variant_id FROM product_links l JOIN products p ON p.id = l.product_id JOIN products v ON v.id = l.linked_product_id
       WHERE l.link_type = 'variant' AND p.type_id = 'configurable' AND p.status = 1 AND v.status = 1 AND v.stock_status = 'IN_STOCK' AND v.qty >= 10 ORDER BY l.product_id LIMIT 1`,
    ).first<{ parent: string; variant: string }>())!
    const id = await cartOf(token)
    await addToCart(token, id, [
      { sku: simple!.sku, quantity: 2 },
      { sku: variant.variant, parent_sku: variant.parent, quantity: 1 },
    ])
    const number = await checkout(token, id)
    const result = await must<Reordered>(token, REORDER, { n: number })
    expect(result.reorderItems.userInputErrors).toEqual([])
    expect(result.reorderItems.cart.id).not.toBe(id)
    expect(result.reorderItems.cart.items).toEqual([
      { quantity: 2, product: { sku: simple!.sku } },
      { quantity: 1, product: { sku: variant.parent }, configured_variant: { sku: variant.variant } },
    ])
    const current = await must<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')
    expect(current.customerCart.id).toBe(result.reorderItems.cart.id)
  })

  it('adds what it can and answers Magento’s codes for lines no longer sold, sold out or short', async () => {
    const token = await signedInCustomer('partly@example.co.uk')
    const [kept, retired, soldOut, short] = await simples(4, 1)
    const id = await cartOf(token)
    await addToCart(token, id, [kept!, retired!, soldOut!, short!].map((p) => ({ sku: p.sku, quantity: 3 })))
    const number = await checkout(token, id)
    await env.DB.batch([
      env.DB.prepare('UPDATE products SET status = 2 WHERE id = ?1').bind(retired!.id),
      env.DB.prepare("UPDATE products SET stock_status = 'OUT_OF_STOCK', qty = 0 WHERE id = ?1").bind(soldOut!.id),
      env.DB.prepare('UPDATE products SET qty = 2 WHERE id = ?1').bind(short!.id),
    ])
    const result = await must<Reordered>(token, REORDER, { n: number })
    expect(result.reorderItems.cart.items).toEqual([{ quantity: 3, product: { sku: kept!.sku } }])
    expect(result.reorderItems.userInputErrors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', path: ['orderNumber'] },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', path: ['orderNumber'] },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', path: ['orderNumber'] },
    ])
  })

  it('is for the customer whose order it is', async () => {
    const owner = await signedInCustomer('mine@example.co.uk')
    const other = await signedInCustomer('notmine@example.co.uk')
    const { number } = await orderOfOne(owner)
    const guest = await graphqlAs(null, REORDER, { n: number })
    expect(guest.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })
    const theirs = await graphqlAs(other, REORDER, { n: number })
    expect(theirs.errors?.[0]).toMatchObject({ message: `Order number "${number}" doesn't belong to the current customer`, extensions: { category: 'graphql-input' } })
    const guestOrder = await orderOfOne(null)
    const fromGuest = await graphqlAs(other, REORDER, { n: guestOrder.number })
    expect(fromGuest.errors?.[0]?.message).toBe(`Order number "${guestOrder.number}" doesn't belong to the current customer`)
  })
})
