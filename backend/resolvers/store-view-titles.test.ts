/**
 * Titles and labels kept per store view (migrations 0018 to 0020 and the store views'
 * configuration): the German store view answers its own bundle option and download titles, VAT
 * title, discount and coupon labels, delivery and payment titles, rating titles and order status
 * labels; the English store view answers the defaults as before.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData, graphqlPost } from '../../test/graphql-client'
import { IN_STOCK_SIMPLE, ORDER_ADDRESS, productWhere } from '../../test/orders'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

/** A GraphQL write in a store view that must not fail. */
async function write<T>(store: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphqlPost<T>(query, variables, store)
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '))
  return result.data as T
}

type Labelled = { label: string }
type Placed = {
  placeOrder: {
    orderV2: { status: string; shipping_method: string; payment_methods: { name: string }[]; total: { taxes: { title: string }[]; discounts: Labelled[] }; items: { discounts: Labelled[] }[] }
  }
}
type CheckoutCart = {
  prices: { applied_taxes: Labelled[]; discounts: Labelled[] }
  itemsV2: { items: { prices: { discounts: Labelled[] } }[] }
  available_payment_methods: { code: string; title: string }[]
}

/** A guest's order of one product with coupon SAVE10 in the store view `store`: the cart as checked out, and the order placed. */
async function orderWithCoupon(store: string) {
  const { createGuestCart } = await write<{ createGuestCart: { cart: { id: string } } }>(store, 'mutation { createGuestCart { cart { id } } }', {})
  const id = createGuestCart.cart.id
  const { sku } = await productWhere(IN_STOCK_SIMPLE)
  await write(store, 'mutation A($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id, sku })
  await write(store, 'mutation C($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SAVE10" }) { cart { id } } }', { id })
  const shipping = await write<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string; carrier_title: string; method_title: string }[] }[] } } }>(
    store,
    'mutation S($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code carrier_title method_title } } } } }',
    { id, a: ORDER_ADDRESS },
  )
  const [method] = shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods
  await write(store, 'mutation B($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }', { id })
  await write(store, 'mutation M($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { id } } }', {
    id,
    c: method!.carrier_code,
    m: method!.method_code,
  })
  await write(store, 'mutation E($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "ada@example.de" }) { cart { id } } }', { id })
  const { setPaymentMethodOnCart } = await write<{ setPaymentMethodOnCart: { cart: CheckoutCart } }>(
    store,
    `mutation P($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart {
       prices { applied_taxes { label } discounts { label } } itemsV2 { items { prices { discounts { label } } } } available_payment_methods { code title } } } }`,
    { id },
  )
  const placed = await write<Placed>(
    store,
    `mutation O($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { status shipping_method payment_methods { name }
       total { taxes { title } discounts { label } } items { discounts { label } } } } }`,
    { id },
  )
  return { method: method!, cart: setPaymentMethodOnCart.cart, order: placed.placeOrder.orderV2 }
}

describe('a cart and an order in each store view', () => {
  it('name the VAT, the coupon, delivery and payment in German in the German store view', async () => {
    const { method, cart, order } = await orderWithCoupon('de')
    expect(cart.prices.applied_taxes.map((t) => t.label)).toEqual(['MwSt.'])
    expect(cart.prices.discounts.map((d) => d.label)).toEqual(['10 % Rabatt auf Ihre Bestellung'])
    expect(cart.itemsV2.items[0]!.prices.discounts.map((d) => d.label)).toEqual(['10 % Rabatt auf Ihre Bestellung'])
    expect(cart.available_payment_methods.find((m) => m.code === 'checkmo')?.title).toBe('Scheck')
    // Free or standard delivery, by the goods' total.
    expect([['Kostenlose Lieferung', 'Kostenlose Lieferung am nächsten Werktag'], ['Standardlieferung', 'Lieferung am nächsten Werktag']]).toContainEqual([method.carrier_title, method.method_title])
    expect(order.status).toBe('Ausstehend')
    expect(order.shipping_method).toBe(`${method.carrier_title} - ${method.method_title}`)
    expect(order.payment_methods.map((m) => m.name)).toEqual(['Scheck'])
    expect(order.total.taxes.map((t) => t.title)).toEqual(['MwSt.'])
    expect(order.total.discounts.map((d) => d.label)).toEqual(['10 % Rabatt auf Ihre Bestellung'])
    // An item's share of the coupon carries Magento's phrase, in the store view's language.
    expect(order.items[0]!.discounts.map((d) => d.label)).toEqual(['Rabatt'])
  })

  it('keep the English names in the English store view', async () => {
    const { method, cart, order } = await orderWithCoupon('default')
    expect(cart.prices.applied_taxes.map((t) => t.label)).toEqual(['VAT'])
    expect(cart.prices.discounts.map((d) => d.label)).toEqual(['10% off your order'])
    expect(cart.available_payment_methods.find((m) => m.code === 'checkmo')?.title).toBe('Cheque')
    expect([['Free delivery', 'Free next-day delivery'], ['Standard delivery', 'Next-day delivery']]).toContainEqual([method.carrier_title, method.method_title])
    // No label of the store view's own for a pending order: Magento's default label for the status.
    expect(order.status).toBe('Pending')
    expect(order.total.taxes.map((t) => t.title)).toEqual(['VAT'])
    expect(order.items[0]!.discounts.map((d) => d.label)).toEqual(['Discount'])
  })
})

describe('product option titles in each store view', () => {
  type Bundle = { items: { option_id: number; title: string }[] }
  type Download = { downloadable_product_links: { title: string }[] }
  const product = async <T>(sku: string, fields: string, store: string) =>
    (await graphqlData<{ products: { items: T[] } }>(`query P($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ${fields} } } }`, { sku }, store)).products.items[0]!

  it('title a bundle’s options with the store view’s own title where it has one', async () => {
    const { sku } = (await env.DB.prepare("SELECT p.sku FROM products p JOIN bundle_options o ON o.product_id = p.id WHERE o.title = 'Black' AND p.status = 1 ORDER BY p.id LIMIT 1").first<{ sku: string }>())!
    const english = await product<Bundle>(sku, '... on BundleProduct { items { option_id title } }', 'default')
    const german = await product<Bundle>(sku, '... on BundleProduct { items { option_id title } }', 'de')
    expect(english.items.map((i) => i.title)).toContain('Black')
    expect(german.items.map((i) => i.title)).toContain('Schwarz')
    expect(german.items.map((i) => i.title)).not.toContain('Black')
    // Where German says it the same way, there is no German row and the default title answers.
    english.items.forEach((item, i) => (['Cyan', 'Magenta'].includes(item.title) ? expect(german.items[i]!.title).toBe(item.title) : undefined))
  })

  it('title a downloadable product’s links in the store view’s language', async () => {
    const fields = '... on DownloadableProduct { downloadable_product_links { title } }'
    expect((await product<Download>('SOFTWARE-LABEL-STUDIO', fields, 'de')).downloadable_product_links.map((l) => l.title)).toEqual([
      'Label Studio für Windows',
      'Label Studio für macOS',
      'Vorlagenpaket (800 Designs)',
    ])
    expect((await product<Download>('SOFTWARE-LABEL-STUDIO', fields, 'default')).downloadable_product_links.map((l) => l.title)).toEqual([
      'Label Studio for Windows',
      'Label Studio for macOS',
      'Template pack (800 designs)',
    ])
  })

  it('names the ratings a review gives in the store view’s language', async () => {
    const names = async (store: string) => (await graphqlData<{ productReviewRatingsMetadata: { items: { name: string }[] } }>('{ productReviewRatingsMetadata { items { name } } }', undefined, store)).productReviewRatingsMetadata.items.map((i) => i.name)
    expect(await names('de')).toEqual(['Qualität', 'Preis-Leistung', 'Preis'])
    expect(await names('default')).toEqual(['Quality', 'Value', 'Price'])
  })
})
