import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs, graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const SHOP = 'https://shop.test'
const app = createApp()

async function session(cookies: Record<string, string> = {}): Promise<Response> {
  const context = createExecutionContext()
  const Cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ')
  const response = await app.fetch(new Request(`${SHOP}/api/magento/session`, { headers: Cookie ? { Cookie } : {} }), env, context)
  await waitOnExecutionContext(context)
  return response
}

async function inStockSku(): Promise<string> {
  const row = await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>()
  return row!.sku
}

const ADD = 'mutation A($cartId: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $qty }]) { cart { total_quantity } } }'

beforeAll(() => seedCatalogue())

describe('the shopper session read (header greeting and basket badge)', () => {
  it('answers a guest without a cart at once, never cached', async () => {
    const response = await session()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { signedIn: false, firstName: null, cartQuantity: 0, wishlistCount: 0 } })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it("counts a guest's cart", async () => {
    const cartId = ((await graphqlPost<{ createEmptyCart: string }>('mutation { createEmptyCart }')).data!).createEmptyCart
    await graphqlPost(ADD, { cartId, sku: await inStockSku(), qty: 3 })
    expect(await (await session({ cart: cartId })).json()).toEqual({ data: { signedIn: false, firstName: null, cartQuantity: 3, wishlistCount: 0 } })
  })

  it('counts a cart that no longer exists as empty rather than failing', async () => {
    const response = await session({ cart: 'gone0000000000000000000000000000' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { signedIn: false, firstName: null, cartQuantity: 0, wishlistCount: 0 } })
  })

  it("greets a signed-in customer by first name and counts their own cart", async () => {
    const token = await signedInCustomer('session.greeting@example.com')
    const { data } = await graphqlAs<{ customerCart: { id: string } }>(token, '{ customerCart { id } }')
    await graphqlAs(token, ADD, { cartId: data!.customerCart.id, sku: await inStockSku(), qty: 2 })
    const lists = await graphqlAs<{ customer: { wishlists: { id: string }[] } }>(token, '{ customer { wishlists { id } } }')
    const wished = await graphqlAs(
      token,
      'mutation W($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
      { id: lists.data!.customer.wishlists[0]!.id, sku: await inStockSku() },
    )
    expect(wished.errors).toBeUndefined()
    const response = await session({ customer: token })
    expect(await response.json()).toEqual({ data: { signedIn: true, firstName: 'Grace', cartQuantity: 2, wishlistCount: 1 } })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('ends a session whose token the back end no longer accepts: 401, cookies cleared, notice for the next page', async () => {
    const response = await session({ customer: 'expired-or-revoked-token-000000000000', cart: 'some-cart' })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { errors: { category: string }[] }).errors[0]!.category).toBe('graphql-authorization')
    expect(response.headers.get('X-Session-Ended')).toBe('1')
    const cleared = response.headers.getSetCookie()
    expect(cleared.some((c) => /^customer=;/.test(c))).toBe(true)
    expect(cleared.some((c) => /^cart=;/.test(c))).toBe(true)
    expect(cleared.some((c) => /^message=session-ended/.test(c))).toBe(true)
  })
})
