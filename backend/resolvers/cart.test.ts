import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const CART_FIELDS = `id total_quantity is_virtual
  itemsV2 { total_count items { __typename uid quantity is_available product { sku } prices { price { value } price_including_tax { value } row_total { value } row_total_including_tax { value } } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value } applied_taxes { label amount { value } } }`

type CartItem = { __typename: string; uid: string; quantity: number; product: { sku: string }; prices: { price_including_tax: { value: number }; row_total_including_tax: { value: number } } }
type Cart = {
  id: string
  total_quantity: number
  is_virtual: boolean
  itemsV2: { total_count: number; items: CartItem[] }
  prices: { grand_total: { value: number; currency: string }; subtotal_including_tax: { value: number }; subtotal_excluding_tax: { value: number }; applied_taxes: { label: string; amount: { value: number } }[] }
}
type UserError = { code: string; message: string }

async function newCart(): Promise<string> {
  const result = await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')
  return result.data!.createGuestCart.cart.id
}
async function add(cartId: string, items: { sku: string; quantity: number }[]) {
  const result = await graphqlPost<{ addProductsToCart: { cart: Cart; user_errors: UserError[] } }>(
    `mutation Add($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`,
    { cartId, items },
  )
  if (result.errors) throw new Error(result.errors[0]!.message)
  return result.data!.addProductsToCart
}
async function readCart(cartId: string) {
  return graphqlPost<{ cart: Cart }>(`query Cart($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id: cartId })
}
const skuWhere = async (where: string) => (await env.DB.prepare(`SELECT sku FROM products WHERE ${where} ORDER BY id LIMIT 1`).first<{ sku: string }>())!.sku

beforeAll(() => seedCatalogue())

describe('guest carts', () => {
  it('creates an empty cart with an unguessable id', async () => {
    const id = await newCart()
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/)
    const { data } = await readCart(id)
    expect(data?.cart).toMatchObject({ id, total_quantity: 0, is_virtual: false, itemsV2: { total_count: 0, items: [] }, prices: { grand_total: { value: 0, currency: 'GBP' } } })
  })

  it('accepts a cart id chosen by the client once, and only a well-formed one', async () => {
    const chosen = 'Z'.repeat(31) + 'a'
    const create = (uid: string) => graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation C($uid: ID) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }', { uid })
    expect((await create(chosen)).data?.createGuestCart.cart.id).toBe(chosen)
    expect((await create(chosen)).errors?.[0]).toMatchObject({ message: `Cart with ID "${chosen}" already exists.`, extensions: { category: 'graphql-already-exists' } })
    expect((await create('short')).errors?.[0]?.message).toBe('Cart ID length should to be 32 symbols.')
  })

  it('also answers the deprecated createEmptyCart', async () => {
    const result = await graphqlPost<{ createEmptyCart: string }>('mutation { createEmptyCart }')
    expect(result.data?.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/)
  })

  it('adds a product, prices its line with and without VAT and keeps one line per product', async () => {
    const id = await newCart()
    const sku = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND special_price_pence IS NULL AND visibility > 1")
    await add(id, [{ sku, quantity: 2 }])
    const { cart, user_errors } = await add(id, [{ sku, quantity: 1 }])
    expect(user_errors).toEqual([])
    expect(cart.itemsV2.items).toHaveLength(1)
    const [line] = cart.itemsV2.items
    expect(line).toMatchObject({ __typename: 'SimpleCartItem', quantity: 3, is_available: true, product: { sku } })
    const unit = line!.prices.price_including_tax.value
    expect(line!.prices.row_total_including_tax.value).toBeCloseTo(unit * 3, 2)
    expect(cart.total_quantity).toBe(3)
    expect(cart.prices.grand_total.value).toBeCloseTo(unit * 3, 2)
    const pence = Math.round(unit * 100) * 3
    expect(cart.prices.subtotal_excluding_tax.value).toBe(Math.round(pence / 1.2) / 100)
    expect(cart.prices.applied_taxes[0]?.label).toBe('VAT')
  })

  it('reports what it cannot add as user errors with Magento’s codes, keeping the rest', async () => {
    const id = await newCart()
    const good = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1")
    const outOfStock = await skuWhere("stock_status = 'OUT_OF_STOCK' AND type_id = 'simple'")
    const lowStock = (await env.DB.prepare("SELECT sku, qty FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty BETWEEN 1 AND 5 ORDER BY id LIMIT 1").first<{ sku: string; qty: number }>())!
    const configurable = await skuWhere("type_id = 'configurable'")
    const { cart, user_errors } = await add(id, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: outOfStock, quantity: 1 },
      { sku: lowStock.sku, quantity: lowStock.qty + 1 },
      { sku: configurable, quantity: 1 },
      { sku: good, quantity: 1 },
    ])
    expect(user_errors.map((e) => e.code)).toEqual(['PRODUCT_NOT_FOUND', 'NOT_SALABLE', 'INSUFFICIENT_STOCK', 'UNDEFINED'])
    expect(user_errors[0]!.message).toBe('Could not find a product with SKU "NO-SUCH-SKU"')
    expect(user_errors[2]!.message).toBe('The requested qty is not available')
    expect(cart.itemsV2.items.map((i) => i.product.sku)).toEqual([good])
  })

  it('changes a quantity, removes a line set to 0, and refuses more than the stock', async () => {
    const id = await newCart()
    const [a, b] = (await env.DB.prepare("SELECT sku, qty FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1 ORDER BY id LIMIT 2").all<{ sku: string; qty: number }>()).results
    const { cart } = await add(id, [{ sku: a!.sku, quantity: 1 }, { sku: b!.sku, quantity: 1 }])
    const [lineA, lineB] = cart.itemsV2.items
    const update = (items: { cart_item_uid: string; quantity: number }[]) =>
      graphqlPost<{ updateCartItems: { cart: Cart } }>(
        `mutation U($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } } }`,
        { input: { cart_id: id, cart_items: items } },
      )
    const changed = await update([{ cart_item_uid: lineA!.uid, quantity: 4 }, { cart_item_uid: lineB!.uid, quantity: 0 }])
    expect(changed.data?.updateCartItems.cart.itemsV2.items.map((i) => [i.product.sku, i.quantity])).toEqual([[a!.sku, 4]])
    const tooMany = await update([{ cart_item_uid: lineA!.uid, quantity: a!.qty + 1 }])
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'The requested qty is not available', extensions: { category: 'graphql-input' } })
    expect((await readCart(id)).data?.cart.total_quantity).toBe(4)
  })

  it('removes a line, and says so when the line is not in the cart', async () => {
    const id = await newCart()
    const sku = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1")
    const { cart } = await add(id, [{ sku, quantity: 1 }])
    const remove = (uid: string) =>
      graphqlPost<{ removeItemFromCart: { cart: Cart } }>(`mutation R($id: String!, $uid: ID) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity } } }`, { id, uid })
    expect((await remove(cart.itemsV2.items[0]!.uid)).data?.removeItemFromCart.cart.total_quantity).toBe(0)
    expect((await remove(cart.itemsV2.items[0]!.uid)).errors?.[0]?.message).toBe("The cart doesn't contain the item")
  })

  it('refuses an unknown cart and a cart of another store view', async () => {
    const unknown = await readCart('A'.repeat(32))
    expect(unknown.errors?.[0]).toMatchObject({ message: `Could not find a cart with ID "${'A'.repeat(32)}"`, extensions: { category: 'graphql-no-such-entity' } })
    const id = await newCart()
    const german = await graphqlPost(`query { cart(cart_id: "${id}") { id } }`, undefined, 'de')
    expect(german.errors?.[0]).toMatchObject({ message: `Wrong store code specified for cart "${id}"`, extensions: { category: 'graphql-no-such-entity' } })
  })

  it('refuses a mutation sent by GET', async () => {
    const url = new URL('https://shop.test/graphql')
    url.searchParams.set('query', 'mutation { createEmptyCart }')
    const response = await SELF.fetch(url)
    expect(response.status).toBe(405)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Mutation requests allowed only for POST requests')
  })

  it('adds a configurable product’s chosen variant, by options or by parent SKU', async () => {
    const id = await newCart()
    const parentSku = await skuWhere("type_id = 'configurable' AND visibility > 1")
    const details = await graphqlPost<{ products: { items: { configurable_options: { values: { uid: string; label: string }[] }[]; variants: { product: { sku: string; stock_status: string }; attributes: { uid: string }[] }[] }[] } }>(
      `query { products(filter: { sku: { eq: "${parentSku}" } }) { items { ... on ConfigurableProduct { configurable_options { values { uid label } } variants { product { sku stock_status } attributes { uid } } } } } }`,
    )
    const variants = details.data!.products.items[0]!.variants.filter((v) => v.product.stock_status === 'IN_STOCK')
    const [first, second] = variants
    const byOptions = await graphqlPost<{ addProductsToCart: { cart: { itemsV2: { items: { __typename: string; product: { sku: string }; configured_variant: { sku: string }; configurable_options: { value_label: string }[] }[] } }; user_errors: UserError[] } }>(
      `mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { itemsV2 { items { __typename product { sku } ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } } } } } user_errors { code message } } }`,
      { id, items: [{ sku: parentSku, quantity: 1, selected_options: first!.attributes.map((a) => a.uid) }, { sku: second!.product.sku, parent_sku: parentSku, quantity: 2 }] },
    )
    const result = byOptions.data!.addProductsToCart
    expect(result.user_errors).toEqual([])
    expect(result.cart.itemsV2.items.map((i) => [i.__typename, i.product.sku, i.configured_variant.sku])).toEqual([
      ['ConfigurableCartItem', parentSku, first!.product.sku],
      ['ConfigurableCartItem', parentSku, second!.product.sku],
    ])
    const offered = details.data!.products.items[0]!.configurable_options[0]!.values.map((v) => v.label)
    expect(offered).toContain(result.cart.itemsV2.items[0]!.configurable_options[0]!.value_label)
  })

  it('asks for options when a configurable product comes without them', async () => {
    const { user_errors } = await add(await newCart(), [{ sku: await skuWhere("type_id = 'configurable'"), quantity: 1 }])
    expect(user_errors).toEqual([{ code: 'UNDEFINED', message: 'You need to choose options for your item.' }])
  })

  it('adds a grouped product as one line per child with the quantity asked for', async () => {
    const id = await newCart()
    const sku = await skuWhere("type_id = 'grouped'")
    const { results: children } = await env.DB.prepare(
      "SELECT c.sku FROM product_links l JOIN products g ON g.id = l.product_id JOIN products c ON c.id = l.linked_product_id WHERE g.sku = ?1 AND l.link_type = 'grouped' AND c.stock_status = 'IN_STOCK' AND c.qty >= 2",
    )
      .bind(sku)
      .all<{ sku: string }>()
    const { cart } = await add(id, [{ sku, quantity: 2 }])
    expect(cart.itemsV2.items.map((i) => i.product.sku).sort()).toEqual(children.map((c) => c.sku).sort())
    expect(cart.itemsV2.items.every((i) => i.quantity === 2)).toBe(true)
  })

  it('adds a bundle with the selections chosen, as entered options or selection uids', async () => {
    const bundleSku = await skuWhere("type_id = 'bundle' AND stock_status = 'IN_STOCK' AND qty >= 5 AND visibility > 1")
    const details = await graphqlPost<{ products: { items: { items: { uid: string; title: string; options: { uid: string; label: string }[] }[] }[] } }>(
      `query { products(filter: { sku: { eq: "${bundleSku}" } }) { items { ... on BundleProduct { items { uid title options { uid label } } } } } }`,
    )
    const options = details.data!.products.items[0]!.items
    const entered = options.map((o) => ({ uid: o.uid, value: String(Number(atob(o.options[0]!.uid))) }))
    const query = `mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
      cart { itemsV2 { items { __typename quantity product { sku } ... on BundleCartItem { bundle_options { uid label values { uid label quantity } } } } } }
      user_errors { code message } } }`
    type Added = { addProductsToCart: { cart: { itemsV2: { items: { __typename: string; product: { sku: string }; bundle_options: { label: string; values: { uid: string }[] }[] }[] } }; user_errors: UserError[] } }
    const id = await newCart()
    const first = await graphqlPost<Added>(query, { id, items: [{ sku: bundleSku, quantity: 1, entered_options: entered }] })
    expect(first.data!.addProductsToCart.user_errors).toEqual([])
    const [line] = first.data!.addProductsToCart.cart.itemsV2.items
    expect(line).toMatchObject({ __typename: 'BundleCartItem', product: { sku: bundleSku } })
    expect(line!.bundle_options.map((o) => o.label)).toEqual(options.map((o) => o.title))
    expect(line!.bundle_options.map((o) => o.values[0]!.uid)).toEqual(options.map((o) => o.options[0]!.uid))
    // The same choice by selection uids lands on the same line.
    const again = await graphqlPost<Added>(query, { id, items: [{ sku: bundleSku, quantity: 1, selected_options: options.map((o) => o.options[0]!.uid) }] })
    expect(again.data!.addProductsToCart.cart.itemsV2.items).toHaveLength(1)
    const unknown = await graphqlPost<Added>(query, { id, items: [{ sku: bundleSku, quantity: 1, selected_options: [btoa('999999')] }] })
    expect(unknown.data!.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: 'You need to choose options for your item.' }])
  })

  it('marks a cart of only virtual items as virtual', async () => {
    const id = await newCart()
    const { cart } = await add(id, [{ sku: await skuWhere("type_id = 'virtual'"), quantity: 1 }])
    expect(cart.is_virtual).toBe(true)
    expect(cart.itemsV2.items[0]!.__typename).toBe('VirtualCartItem')
  })
})

describe('cart e-mail and coupons', () => {
  const applyCoupon = (id: string, code: string) =>
    graphqlPost<{ applyCouponToCart: { cart: Cart & { applied_coupons: { code: string }[] | null; prices: Cart['prices'] & { discounts: { label: string; amount: { value: number } }[] } } } }>(
      `mutation A($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } ${CART_FIELDS.replace('applied_taxes', 'discounts { label amount { value } } applied_taxes')} } } }`,
      { id, code },
    )

  it('sets a guest e-mail and refuses a malformed one', async () => {
    const id = await newCart()
    const set = (email: string) =>
      graphqlPost<{ setGuestEmailOnCart: { cart: { email: string } } }>(`mutation E($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`, { id, email })
    expect((await set('buyer@example.co.uk')).data?.setGuestEmailOnCart.cart.email).toBe('buyer@example.co.uk')
    expect((await set('not-an-address')).errors?.[0]).toMatchObject({ message: 'Invalid email format', extensions: { category: 'graphql-input' } })
  })

  it('takes a valid coupon’s percentage off every line and the total', async () => {
    const id = await newCart()
    const sku = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND special_price_pence IS NULL AND visibility > 1")
    const { cart } = await add(id, [{ sku, quantity: 2 }])
    const applied = await applyCoupon(id, 'save10')
    const after = applied.data!.applyCouponToCart.cart
    expect(after.applied_coupons).toEqual([{ code: 'SAVE10' }])
    const row = Math.round(cart.itemsV2.items[0]!.prices.row_total_including_tax.value * 100)
    const discount = Math.round(row * 0.1)
    expect(after.prices.discounts).toEqual([{ label: '10% off your order', amount: { value: discount / 100 } }])
    expect(after.prices.grand_total.value).toBe((row - discount) / 100)
    // The line names the coupon its discount comes from, as Magento's item discounts do.
    const line = await graphqlPost<{ cart: { itemsV2: { items: { prices: { discounts: unknown[] } }[] } } }>(
      'query L($id: String!) { cart(cart_id: $id) { itemsV2 { items { prices { discounts { label amount { value } coupon { code } } } } } } }',
      { id },
    )
    expect(line.data?.cart.itemsV2.items[0]!.prices.discounts).toEqual([{ label: '10% off your order', amount: { value: discount / 100 }, coupon: { code: 'SAVE10' } }])
    const removed = await graphqlPost<{ removeCouponFromCart: { cart: { applied_coupons: unknown; prices: { grand_total: { value: number } } } } }>(
      `mutation R($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupons { code } prices { grand_total { value } } } } }`,
      { id },
    )
    expect(removed.data?.removeCouponFromCart.cart).toEqual({ applied_coupons: null, prices: { grand_total: { value: row / 100 } } })
  })

  it('refuses an unknown, expired, future or disabled coupon in Magento’s words', async () => {
    const id = await newCart()
    await add(id, [{ sku: await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1"), quantity: 1 }])
    for (const code of ['NOPE', 'SUMMER25', 'NEWYEAR2028', 'OLDCODE']) {
      const result = await applyCoupon(id, code)
      expect(result.errors?.[0], code).toMatchObject({ message: `The coupon code "${code}" is not valid.`, extensions: { category: 'graphql-no-such-entity' } })
    }
  })

  it('needs products in the cart before a coupon', async () => {
    const result = await applyCoupon(await newCart(), 'SAVE10')
    expect(result.errors?.[0]?.message).toBe('The cart does not contain products.')
  })
})

describe('buy together and save', () => {
  it('adds the main product and its companion at 20% off the companion', async () => {
    const id = await newCart()
    const pair = (await env.DB.prepare(
      `SELECT m.sku AS main, c.sku AS companion FROM product_links l JOIN products m ON m.id = l.product_id JOIN products c ON c.id = l.linked_product_id
       WHERE l.link_type = 'buy_together' AND m.stock_status = 'IN_STOCK' AND m.qty > 2 AND c.stock_status = 'IN_STOCK' AND c.qty > 2 ORDER BY l.product_id LIMIT 1`,
    ).first<{ main: string; companion: string }>())!
    const result = await graphqlPost<{ buyTogetherAndSave: boolean }>(
      'mutation B($id: String!, $main: String!, $extra: String!) { buyTogetherAndSave(cart_id: $id, main_product_sku: $main, additional_product_sku: $extra) }',
      { id, main: pair.main, extra: pair.companion },
    )
    expect(result.data?.buyTogetherAndSave).toBe(true)
    const cart = (await graphqlPost<{ cart: { itemsV2: { items: { product: { sku: string }; prices: { row_total_including_tax: { value: number }; total_item_discount: { value: number }; discounts: { label: string }[] } }[] }; prices: { grand_total: { value: number }; discounts: { label: string; amount: { value: number } }[] } } }>(
      `query C($id: String!) { cart(cart_id: $id) { itemsV2 { items { product { sku } prices { row_total_including_tax { value } total_item_discount { value } discounts { label } } } } prices { grand_total { value } discounts { label amount { value } } } } }`,
      { id },
    )).data!.cart
    const [main, companion] = cart.itemsV2.items
    expect([main!.product.sku, companion!.product.sku]).toEqual([pair.main, pair.companion])
    const companionPence = Math.round(companion!.prices.row_total_including_tax.value * 100)
    expect(Math.round(companion!.prices.total_item_discount.value * 100)).toBe(Math.round(companionPence * 0.2))
    expect(main!.prices.total_item_discount.value).toBe(0)
    expect(cart.prices.discounts).toEqual([{ label: 'Buy together and save', amount: { value: Math.round(companionPence * 0.2) / 100 } }])
  })

  it('refuses products that are not offered together', async () => {
    const id = await newCart()
    const [a, b] = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND id NOT IN (SELECT product_id FROM product_links WHERE link_type = 'buy_together') ORDER BY id LIMIT 2").all<{ sku: string }>()).results
    const result = await graphqlPost('mutation B($id: String!, $main: String!, $extra: String!) { buyTogetherAndSave(cart_id: $id, main_product_sku: $main, additional_product_sku: $extra) }', {
      id,
      main: a!.sku,
      extra: b!.sku,
    })
    expect(result.errors?.[0]?.message).toBe(`"${b!.sku}" is not offered together with "${a!.sku}".`)
  })
})

describe('concurrent writes to one cart', () => {
  it('loses no quantity when 20 requests add the same item at once', async () => {
    const id = await newCart()
    const sku = await skuWhere("type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty >= 40 AND (max_sale_qty IS NULL OR max_sale_qty >= 40) AND visibility > 1")
    const results = await Promise.all(Array.from({ length: 20 }, () => add(id, [{ sku, quantity: 1 }])))
    expect(results.every((r) => r.user_errors.length === 0)).toBe(true)
    const { data } = await readCart(id)
    expect(data?.cart.itemsV2.items).toHaveLength(1)
    expect(data?.cart.total_quantity).toBe(20)
  })

  it('never lets parallel adds overshoot the stock', async () => {
    const id = await newCart()
    const { sku, qty } = (await env.DB.prepare(
      "SELECT sku, qty FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty BETWEEN 2 AND 8 AND (max_sale_qty IS NULL OR max_sale_qty >= qty) ORDER BY id LIMIT 1",
    ).first<{ sku: string; qty: number }>())!
    const results = await Promise.all(Array.from({ length: qty + 5 }, () => add(id, [{ sku, quantity: 1 }])))
    const refused = results.filter((r) => r.user_errors.some((e) => e.code === 'INSUFFICIENT_STOCK')).length
    expect(refused).toBe(5)
    expect((await readCart(id)).data?.cart.total_quantity).toBe(qty)
  })
})
