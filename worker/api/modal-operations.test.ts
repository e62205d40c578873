import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'

const SHOP = 'https://shop.test'
const app = createApp()

async function post(name: string, variables: unknown, cookies: Record<string, string> = {}): Promise<Response> {
  const context = createExecutionContext()
  const Cookie = Object.entries(cookies).map(([key, value]) => `${key}=${value}`).join('; ')
  const response = await app.fetch(
    new Request(`${SHOP}/api/magento/${name}`, {
      method: 'POST',
      headers: { Origin: SHOP, 'Content-Type': 'application/json', ...(Cookie ? { Cookie } : {}) },
      body: JSON.stringify({ variables }),
    }),
    env,
    context,
  )
  await waitOnExecutionContext(context)
  return response
}

const ADD = 'mutation A($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { itemsV2 { items { uid } } } } }'

beforeAll(() => seedCatalogue())

describe('the remove-item confirmation (SPEC §4 "Remove")', () => {
  it('removes the line from the cart in the cookie and answers the new total', async () => {
    const cartId = (await graphqlPost<{ createEmptyCart: string }>('mutation { createEmptyCart }')).data!.createEmptyCart
    const skus = await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 2").all<{ sku: string }>()
    await graphqlPost(ADD, { cartId, sku: skus.results[0]!.sku })
    const added = await graphqlPost<{ addProductsToCart: { cart: { itemsV2: { items: { uid: string }[] } } } }>(ADD, { cartId, sku: skus.results[1]!.sku })
    const uid = added.data!.addProductsToCart.cart.itemsV2.items[1]!.uid
    const response = await post('removeItemFromCart', { itemUid: uid }, { cart: cartId })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { removeItemFromCart: { cart: { total_quantity: 2 } } } })
  })

  it('has nothing to remove without a cart, and takes no cart id from the browser', async () => {
    expect(await (await post('removeItemFromCart', { itemUid: 'MQ==' })).json()).toEqual({ data: { removeItemFromCart: { cart: { total_quantity: 0 } } } })
    expect((await post('removeItemFromCart', { itemUid: 'MQ==', cartId: 'someone-elses' })).status).toBe(400)
  })
})

describe('the out-of-stock e-mail form (SPEC §2 Modals, §5)', () => {
  it('records the request for a product that is out of stock', async () => {
    const product = await env.DB.prepare("SELECT id, name FROM products WHERE stock_status = 'OUT_OF_STOCK' AND status = 1 ORDER BY id LIMIT 1").first<{ id: number; name: string }>()
    const response = await post('requestStockNotification', { email: 'waiting.modal@example.co.uk', productId: product!.id, categoryId: 0, categoryProduct: product!.name })
    expect(await response.json()).toEqual({ data: { requestStockNotification: true } })
    expect(await env.DB.prepare('SELECT email FROM stock_alerts WHERE product_id = ?1 AND email = ?2').bind(product!.id, 'waiting.modal@example.co.uk').first()).toEqual({ email: 'waiting.modal@example.co.uk' })
  })

  it('refuses a bad address before it reaches the back end', async () => {
    const response = await post('requestStockNotification', { email: 'not-an-address', productId: 1, categoryId: 0, categoryProduct: 'x' })
    expect(response.status).toBe(400)
  })
})
