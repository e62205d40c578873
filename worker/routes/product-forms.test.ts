import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]))
}

/** A product page's form, as a browser without JavaScript posts it. */
function postForm(path: string, fields: Record<string, string | number>, cookies: Record<string, string> = {}, origin = ORIGIN) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      Cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString(),
  })
}

type Line = { quantity: number; product: { sku: string }; prices: { total_item_discount: { value: number } | null } }

async function cartLines(cartId: string): Promise<Line[]> {
  const data = await graphqlData<{ cart: { items: Line[] } }>('query ($id: String!) { cart(cart_id: $id) { items { quantity product { sku } prices { total_item_discount { value } } } } }', { id: cartId })
  return data.cart.items
}

type Pair = { main: string; other: string }

async function linked(linkType: string): Promise<Pair> {
  const row = await env.DB.prepare(
    `SELECT m.sku AS main, o.sku AS other FROM product_links l JOIN products m ON m.id = l.product_id JOIN products o ON o.id = l.linked_product_id
     WHERE l.link_type = ?1 AND m.status = 1 AND o.status = 1 AND m.stock_status = 'IN_STOCK' AND o.stock_status = 'IN_STOCK' AND o.qty > 5 AND m.qty > 5 ORDER BY l.product_id LIMIT 1`,
  )
    .bind(linkType)
    .first<Pair>()
  if (!row) throw new Error(`the test catalogue has no ${linkType} pair in stock`)
  return row
}

beforeAll(() => seedCatalogue())

describe('the back-in-stock request without JavaScript', () => {
  let product: { id: number; name: string; url_key: string }
  beforeAll(async () => {
    product = (await env.DB.prepare("SELECT id, name, url_key FROM products WHERE stock_status = 'OUT_OF_STOCK' AND status = 1 ORDER BY id LIMIT 1").first())!
  })

  it('records the request and returns to the product with the thank-you', async () => {
    const path = `/${product.url_key}.html`
    const response = await postForm('/productalert/add/stock', { email: 'waiting@example.co.uk', productId: product.id, categoryId: 0, name: product.name, path })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(path)
    expect(setCookies(response).message).toBe('stock-alert-requested')
    const stored = await env.DB.prepare('SELECT email FROM stock_alerts WHERE product_id = ?1').bind(product.id).first<{ email: string }>()
    expect(stored?.email).toBe('waiting@example.co.uk')
    const page = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: 'message=stock-alert-requested' } })
    expect((await page.text()).includes('We will email you as soon as it is back in stock.')).toBe(true)
  })

  it('answers a bad address with the one invalid-e-mail text of SPEC §5, never an error page', async () => {
    const path = `/${product.url_key}.html`
    const response = await postForm('/productalert/add/stock', { email: 'not-an-address', productId: product.id, name: product.name, path })
    expect(response.status).toBe(303)
    expect(setCookies(response).message).toBe('stock-alert-invalid-email')
    const page = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: 'message=stock-alert-invalid-email' } })
    expect(await page.text()).toContain('The email field must be a valid email')
  })

  it('answers a form that is broken otherwise with SPEC §8’s message', async () => {
    const response = await postForm('/productalert/add/stock', { email: 'a@example.co.uk', productId: 'abc', name: product.name, path: `/${product.url_key}.html` })
    expect(response.status).toBe(303)
    expect(setCookies(response).message).toBe('stock-alert-failed')
  })

  it('never sends the shopper to another site', async () => {
    const response = await postForm('/productalert/add/stock', { email: 'a@example.co.uk', productId: product.id, name: product.name, path: '//evil.example/x' })
    expect(response.headers.get('location')).toBe('/')
  })

  it('refuses a post from another site', async () => {
    const response = await postForm('/productalert/add/stock', { email: 'a@example.co.uk', productId: product.id, name: product.name, path: '/' }, {}, 'https://evil.example')
    expect(response.status).toBe(403)
  })
})

describe('buy together without JavaScript', () => {
  it('adds the product and its companion, the companion discounted', async () => {
    const pair = await linked('buy_together')
    const response = await postForm('/checkout/cart/buy-together', { sku: pair.main, companion: pair.other })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/cart')
    const cookies = setCookies(response)
    expect(cookies.message).toBe('bought-together')
    const lines = await cartLines(cookies.cart!)
    expect(lines.map((line) => line.product.sku).sort()).toEqual([pair.main, pair.other].sort())
    expect(lines.find((line) => line.product.sku === pair.other)!.prices.total_item_discount!.value).toBeGreaterThan(0)
  })

  it('does nothing without both products (SPEC §5)', async () => {
    const pair = await linked('buy_together')
    const response = await postForm('/checkout/cart/buy-together', { sku: pair.main })
    expect(setCookies(response).message).toBe('buy-together-failed')
    expect(setCookies(response).cart).toBeUndefined()
  })

  it('tells the shopper when the two are not offered together', async () => {
    const pair = await linked('buy_together')
    const response = await postForm('/checkout/cart/buy-together', { sku: pair.other, companion: pair.main })
    expect(response.status).toBe(303)
    expect(setCookies(response).message).toBe('buy-together-failed')
  })
})

describe('switching to the alternative without JavaScript', () => {
  it('puts the alternative in place of the original, decreasing or removing its line', async () => {
    const pair = await linked('alternative')
    const added = setCookies(await postForm('/checkout/cart/add', { sku: pair.main, quantity: 3 }))
    const cookies = { cart: added.cart! }

    const partly = await postForm('/checkout/cart/switch', { original: pair.main, sku: pair.other, quantity: 1 }, cookies)
    expect(setCookies(partly).message).toBe('switched-to-alternative')
    let lines = await cartLines(cookies.cart)
    expect(lines.find((line) => line.product.sku === pair.main)?.quantity).toBe(2)
    expect(lines.find((line) => line.product.sku === pair.other)?.quantity).toBe(1)

    await postForm('/checkout/cart/switch', { original: pair.main, sku: pair.other, quantity: 2 }, cookies)
    lines = await cartLines(cookies.cart)
    expect(lines.some((line) => line.product.sku === pair.main)).toBe(false)
    expect(lines.find((line) => line.product.sku === pair.other)?.quantity).toBe(3)
  })

  it('adds the alternative when the original is not in the basket', async () => {
    const pair = await linked('alternative')
    const response = await postForm('/checkout/cart/switch', { original: pair.main, sku: pair.other })
    expect((await cartLines(setCookies(response).cart!)).map((line) => line.product.sku)).toEqual([pair.other])
  })

  it('leaves the basket as it was when the alternative cannot be added', async () => {
    const pair = await linked('alternative')
    const added = setCookies(await postForm('/checkout/cart/add', { sku: pair.main }))
    const response = await postForm('/checkout/cart/switch', { original: pair.main, sku: 'NO-SUCH-SKU' }, { cart: added.cart! })
    expect(setCookies(response).message).toBe('cart-product-not-found')
    expect((await cartLines(added.cart!)).map((line) => line.product.sku)).toEqual([pair.main])
  })
})
