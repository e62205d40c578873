import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

let sku: string

/** The cookies a response set, as name → value (an empty value is a deletion). */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]))
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')

/** A listing card's form, as a browser without JavaScript posts it. */
function postForm(body: string, cookies: Record<string, string> = {}, path = '/checkout/cart/add') {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookieHeader(cookies) },
    body,
  })
}

/** The card's script: the named operation. */
async function addByScript(variables: Record<string, unknown>, cookies: Record<string, string> = {}, store = 'default') {
  const response = await SELF.fetch(`${ORIGIN}/api/magento/addProductsToCart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookieHeader(cookies), Store: store },
    body: JSON.stringify({ variables }),
  })
  return { response, body: (await response.json()) as { data?: unknown; errors?: { message: string }[] } }
}

async function basketQuantity(cookies: Record<string, string>, store = 'default'): Promise<number> {
  const response = await SELF.fetch(`${ORIGIN}/api/magento/session`, { headers: { Cookie: cookieHeader(cookies), Store: store } })
  return ((await response.json()) as { data: { cartQuantity: number } }).data.cartQuantity
}

beforeAll(async () => {
  await seedCatalogue()
  const found = await graphqlData<{ products: { items: { sku: string; __typename: string; stock_status: string; only_x_left_in_stock: number | null }[] } }>(
    '{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 50) { items { __typename sku stock_status only_x_left_in_stock } } }',
  )
  const simple = found.products.items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && item.only_x_left_in_stock === null)
  if (!simple) throw new Error('the test catalogue needs a simple ink cartridge in good stock')
  sku = simple.sku
})

describe('adding from a listing card without JavaScript', () => {
  it('creates the cart, adds the product and lands on the basket with a notice', async () => {
    const response = await postForm(`sku=${encodeURIComponent(sku)}&quantity=1`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/cart')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const cookies = setCookies(response)
    expect(cookies.cart).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(cookies.message).toBe('added-to-cart')
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('cart='))).toContain('HttpOnly')
    expect(await basketQuantity({ cart: cookies.cart! })).toBe(1)

    // The basket page shows the notice once.
    const basket = await SELF.fetch(`${ORIGIN}/cart`, { headers: { Cookie: cookieHeader(cookies) } })
    expect(await basket.text()).toContain('The product was added to your basket.')
  })

  it('adds to the cart it already has', async () => {
    const first = setCookies(await postForm(`sku=${encodeURIComponent(sku)}`))
    const second = await postForm(`sku=${encodeURIComponent(sku)}&quantity=2`, { cart: first.cart! })
    expect(setCookies(second).cart).toBeUndefined()
    expect(await basketQuantity({ cart: first.cart! })).toBe(3)
  })

  it('replaces a cart the back end no longer knows', async () => {
    const response = await postForm(`sku=${encodeURIComponent(sku)}`, { cart: 'forgotten0000000000000000000000' })
    const cookies = setCookies(response)
    expect(cookies.cart).toBeDefined()
    expect(cookies.cart).not.toBe('forgotten0000000000000000000000')
    expect(cookies.message).toBe('added-to-cart')
  })

  it('tells why when the product cannot be added, and keeps the basket as it was', async () => {
    const cart = setCookies(await postForm(`sku=${encodeURIComponent(sku)}`)).cart!
    expect(setCookies(await postForm(`sku=${encodeURIComponent(sku)}&quantity=9999`, { cart })).message).toBe('cart-insufficient-stock')
    expect(setCookies(await postForm('sku=NO-SUCH-SKU', { cart })).message).toBe('cart-product-not-found')
    expect(await basketQuantity({ cart })).toBe(1)
  })

  it('answers a form it cannot read with the basket and a notice, never an error page', async () => {
    for (const body of ['', 'sku=', 'sku=A&quantity=-3', 'sku=A&quantity=lots', `sku=${'x'.repeat(200)}`]) {
      const response = await postForm(body)
      expect(response.status).toBe(303)
      expect(setCookies(response).message).toBe('cart-product-not-found')
    }
  })

  it('lands on the German basket from the German store', async () => {
    const response = await postForm(`sku=${encodeURIComponent(sku)}`, {}, '/de/checkout/cart/add')
    expect(response.headers.get('location')).toBe('/de/cart')
  })

  it('refuses a form posted from another site', async () => {
    const response = await SELF.fetch(`${ORIGIN}/checkout/cart/add`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: `sku=${sku}`,
    })
    expect(response.status).toBe(403)
  })
})

describe('a basket per store view (Magento refuses a cart in another store view)', () => {
  it('keeps the English basket while the shopper fills a German one, with and without scripts', async () => {
    const english = setCookies(await postForm(`sku=${encodeURIComponent(sku)}&quantity=2`))
    expect(english.cart).toMatch(/^[A-Za-z0-9_-]+$/)

    // The German basket is empty, and looking at it forgets nothing.
    const germanBasket = await SELF.fetch(`${ORIGIN}/de/cart`, { headers: { Cookie: cookieHeader({ cart: english.cart! }) } })
    expect(germanBasket.status).toBe(200)
    expect(germanBasket.headers.getSetCookie()).toEqual([])
    expect(await basketQuantity({ cart: english.cart! }, 'de')).toBe(0)

    // A German add makes the German cart, in its own cookie.
    const german = setCookies(await postForm(`sku=${encodeURIComponent(sku)}&quantity=1`, { cart: english.cart! }, '/de/checkout/cart/add'))
    // With the write's database bookmark (docs/performance.md "Catalogue at scale").
    expect(Object.keys(german).sort()).toEqual(['cart_de', 'db_bookmark', 'message'])
    const both = { cart: english.cart!, cart_de: german.cart_de! }
    const byScript = await addByScript({ sku, quantity: 3 }, both, 'de')
    expect(byScript.body).toEqual({ data: { added: true, totalQuantity: 4 } })
    expect(Object.keys(setCookies(byScript.response))).toEqual(['db_bookmark'])

    expect(await basketQuantity(both)).toBe(2)
    expect(await basketQuantity(both, 'de')).toBe(4)
    const englishBasket = await SELF.fetch(`${ORIGIN}/cart`, { headers: { Cookie: cookieHeader(both) } })
    expect(englishBasket.headers.getSetCookie()).toEqual([])
  })
})

describe('adding from a listing card with JavaScript (addProductsToCart)', () => {
  it('answers the new basket size and keeps the cart id in its httpOnly cookie', async () => {
    const { response, body } = await addByScript({ sku, quantity: 2 })
    expect(body).toEqual({ data: { added: true, totalQuantity: 2 } })
    const cookies = setCookies(response)
    expect(cookies.cart).toBeDefined()
    expect(JSON.stringify(body)).not.toContain(cookies.cart!)
  })

  it('answers the first user error with its code', async () => {
    const { body } = await addByScript({ sku: 'NO-SUCH-SKU', quantity: 1 })
    expect(body).toMatchObject({ data: { added: false, error: { code: 'PRODUCT_NOT_FOUND' } } })
  })

  it('refuses variables it does not know', async () => {
    const { response } = await addByScript({ sku, quantity: 0 })
    expect(response.status).toBe(400)
    expect((await addByScript({ sku, quantity: 1, cartId: 'someone-else' })).response.status).toBe(400)
  })

  it('adds to a signed-in customer’s own cart', async () => {
    const token = await signedInCustomer('card.adder@example.com')
    const { body } = await addByScript({ sku, quantity: 1 }, { customer: token })
    expect(body).toEqual({ data: { added: true, totalQuantity: 1 } })
    expect(await basketQuantity({ customer: token })).toBe(1)
  })
})

describe('adding a configurable product’s chosen variant from the product page', () => {
  type Configurable = { sku: string; configurable_options: { values: { uid: string }[] }[]; variants: { product: { sku: string; stock_status: string }; attributes: { uid: string }[] }[] }
  let product: Configurable
  let variant: Configurable['variants'][number]

  async function configuredVariant(cart: string): Promise<string | undefined> {
    const data = await graphqlData<{ cart: { itemsV2: { items: { configured_variant?: { sku: string } }[] } } }>(
      'query C($id: String!) { cart(cart_id: $id) { itemsV2 { items { ... on ConfigurableCartItem { configured_variant { sku } } } } } }',
      { id: cart },
    )
    return data.cart.itemsV2.items[0]?.configured_variant?.sku
  }

  beforeAll(async () => {
    const found = await graphqlData<{ products: { items: (Configurable & { __typename: string })[] } }>(
      '{ products(search: "paper", pageSize: 100) { items { __typename sku ... on ConfigurableProduct { configurable_options { values { uid } } variants { product { sku stock_status } attributes { uid } } } } } }',
    )
    product = found.products.items.find((item) => item.__typename === 'ConfigurableProduct' && item.variants.length > 1)!
    if (!product) throw new Error('the test catalogue needs a configurable product')
    variant = product.variants.findLast((entry) => entry.product.stock_status === 'IN_STOCK')!
  })

  it('adds the variant its option fields (one radio group per option) choose, without JavaScript', async () => {
    const fields = new URLSearchParams({ sku: product.sku, quantity: '1' })
    variant.attributes.forEach((attribute, index) => fields.append(`option:option-${index}`, attribute.uid))
    const cookies = setCookies(await postForm(fields.toString()))
    expect(cookies.message).toBe('added-to-cart')
    expect(await configuredVariant(cookies.cart!)).toBe(variant.product.sku)
  })

  it('adds the variant the script sends as selectedOptions', async () => {
    const { response, body } = await addByScript({ sku: product.sku, quantity: 1, selectedOptions: variant.attributes.map((attribute) => attribute.uid) })
    expect(body).toEqual({ data: { added: true, totalQuantity: 1 } })
    expect(await configuredVariant(setCookies(response).cart!)).toBe(variant.product.sku)
  })
})
