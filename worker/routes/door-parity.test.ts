import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData, graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

async function skuWhere(condition: string): Promise<{ sku: string; qty: number; max_sale_qty: number | null }> {
  const row = await env.DB.prepare(`SELECT sku, qty, max_sale_qty FROM products WHERE status = 1 AND ${condition} ORDER BY id LIMIT 1`).first<{
    sku: string
    qty: number
    max_sale_qty: number | null
  }>()
  if (!row) throw new Error(`the test catalogue has no product where ${condition}`)
  return row
}

const cartCookie = (cart?: string): Record<string, string> => (cart ? { Cookie: `cart=${cart}` } : {})

/** The plain form's add: where it lands, and the notice it leaves. */
async function formAdd(sku: string, quantity: number, cart?: string) {
  const response = await SELF.fetch(`${ORIGIN}/checkout/cart/add`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...cartCookie(cart) },
    body: new URLSearchParams({ sku, quantity: String(quantity) }).toString(),
  })
  const cookies = response.headers.getSetCookie()
  const notice = cookies.map((c) => /^message=([^;]*)/.exec(c)?.[1]).find(Boolean)
  const newCart = cookies.map((c) => /^cart=([^;]+)/.exec(c)?.[1]).find(Boolean)
  return { status: response.status, notice, newCart }
}

/** The script's add through the named-operation API. */
async function apiAdd(sku: string, quantity: number, cart?: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/magento/addProductsToCart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...cartCookie(cart) },
    body: JSON.stringify({ variables: { sku, quantity } }),
  })
  const newCart = response.headers.getSetCookie().map((c) => /^cart=([^;]+)/.exec(c)?.[1]).find(Boolean)
  return { status: response.status, newCart, body: (await response.json()) as { data?: { added: boolean; error?: { code: string } } } }
}

const cartQuantity = async (cart: string, store: string) =>
  (await graphqlData<{ cart: { total_quantity: number } }>('query C($id: String!) { cart(cart_id: $id) { total_quantity } }', { id: cart }, store)).cart.total_quantity

beforeAll(() => seedCatalogue())

describe('both doors refuse the same adds', () => {
  it('a gift card, more than the stock, more than max_sale_qty: refused by the form and by the API alike', async () => {
    const giftCard = await skuWhere("type_id = 'giftcard'")
    const scarce = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty BETWEEN 1 AND 50 AND max_sale_qty IS NULL")
    const limited = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND max_sale_qty IS NOT NULL AND qty > max_sale_qty")
    const refusals: [string, string, number, string][] = [
      ['a gift card', giftCard.sku, 1, 'cart-add-failed'],
      ['more than the stock', scarce.sku, scarce.qty + 1, 'cart-insufficient-stock'],
      ['more than max_sale_qty', limited.sku, limited.max_sale_qty! + 1, 'cart-insufficient-stock'],
    ]
    for (const [what, sku, quantity, notice] of refusals) {
      const form = await formAdd(sku, quantity)
      expect({ what, status: form.status, notice: form.notice }).toEqual({ what, status: 303, notice })
      const api = await apiAdd(sku, quantity)
      expect({ what, status: api.status, added: api.body.data?.added }).toEqual({ what, status: 200, added: false })
    }
    // What the shop allows, both doors add.
    expect((await formAdd(scarce.sku, 1)).notice).toBe('added-to-cart')
    expect((await apiAdd(scarce.sku, 1)).body.data?.added).toBe(true)
  })

  it('another store view’s cart in the cookie: both doors leave it alone and add to a new cart of this store view', async () => {
    const product = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty > 10 AND max_sale_qty IS NULL")
    const germanCart = (await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }', undefined, 'de')).data!.createGuestCart.cart.id
    const form = await formAdd(product.sku, 1, germanCart)
    expect(form.notice).toBe('added-to-cart')
    expect(form.newCart).toBeTruthy()
    expect(form.newCart).not.toBe(germanCart)
    const api = await apiAdd(product.sku, 1, germanCart)
    expect(api.body.data?.added).toBe(true)
    expect(api.newCart).toBeTruthy()
    expect(api.newCart).not.toBe(germanCart)
    expect(await cartQuantity(germanCart, 'de')).toBe(0)
  })

  it('the other writes of the product page: buy together with a gift card, a switch past the stock, a guest’s review', async () => {
    const giftCard = await skuWhere("type_id = 'giftcard'")
    const companion = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty > 10 AND max_sale_qty IS NULL")
    const scarce = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty BETWEEN 1 AND 50 AND max_sale_qty IS NULL")
    const post = async (path: string, fields: Record<string, string>) => {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body: new URLSearchParams(fields) })
      return response.headers.getSetCookie().map((c) => /^message=([^;]*)/.exec(c)?.[1]).find(Boolean)
    }
    const api = async (name: string, variables: Record<string, unknown>) => {
      const response = await SELF.fetch(`${ORIGIN}/api/magento/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify({ variables }) })
      return ((await response.json()) as { data?: Record<string, unknown> }).data
    }
    expect(await post('/checkout/cart/buy-together', { sku: giftCard.sku, companion: companion.sku })).toBe('buy-together-failed')
    expect(await api('buyTogetherAndSave', { sku: giftCard.sku, companionSku: companion.sku })).toMatchObject({ added: false })
    expect(await post('/checkout/cart/switch', { original: companion.sku, sku: scarce.sku, quantity: String(scarce.qty + 1) })).toBe('cart-insufficient-stock')
    expect(await api('switchToAlternative', { originalSku: companion.sku, sku: scarce.sku, quantity: scarce.qty + 1 })).toMatchObject({ added: false, error: { code: 'INSUFFICIENT_STOCK' } })
    const review = { sku: companion.sku, nickname: 'Guest', summary: 'Fine', text: 'Works well.' }
    expect(await post('/review/product/post', { ...review, path: '/' })).toBe('review-sign-in')
    expect(await api('createProductReview', { ...review, ratings: {} })).toEqual({ submitted: false, reason: 'signIn' })
  })
})
