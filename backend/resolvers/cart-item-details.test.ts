import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData, graphqlPost, type GraphQLResult } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ok = <T>(result: GraphQLResult<T>): T => {
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '))
  return result.data as T
}

const skuWhere = async (where: string) => (await env.DB.prepare(`SELECT sku FROM products WHERE ${where} ORDER BY id LIMIT 1`).first<{ sku: string }>())!.sku

async function cartWith(items: { sku: string; quantity: number }[]): Promise<string> {
  const id = ok(await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')).createGuestCart.cart.id
  const added = ok(
    await graphqlPost<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }',
      { id, items },
    ),
  )
  expect(added.addProductsToCart.user_errors).toEqual([])
  return id
}

const readCart = async <T>(id: string, fields: string) => ok(await graphqlPost<{ cart: T }>(`query C($id: String!) { cart(cart_id: $id) { ${fields} } }`, { id })).cart

beforeAll(() => seedCatalogue())

describe('cart item details', () => {
  it('gives a downloadable line every link of its product, and no samples', async () => {
    const sku = await skuWhere("type_id = 'downloadable' AND status = 1 AND stock_status = 'IN_STOCK'")
    const id = await cartWith([{ sku, quantity: 1 }])
    type Link = { uid: string; title: string; price: number }
    const cart = await readCart<{ itemsV2: { items: { __typename: string; links: Link[]; samples: unknown[]; customizable_options: unknown[] }[] } }>(
      id,
      'itemsV2 { items { __typename ... on DownloadableCartItem { links { uid title price } samples { title } customizable_options { label } } } }',
    )
    const product = (
      await graphqlData<{ products: { items: { downloadable_product_links: Link[] }[] } }>(
        `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on DownloadableProduct { downloadable_product_links { uid title price } } } } }`,
        { sku },
      )
    ).products.items[0]!
    const line = cart.itemsV2.items[0]!
    expect(line.__typename).toBe('DownloadableCartItem')
    expect(product.downloadable_product_links.length).toBeGreaterThan(0)
    expect(line.links).toEqual(product.downloadable_product_links)
    expect(line.samples).toEqual([])
    expect(line.customizable_options).toEqual([])
  })

  it('answers Magento’s empty values for custom options, gift messages and fixed product tax', async () => {
    const sku = await skuWhere("type_id = 'simple' AND status = 1 AND visibility > 1 AND stock_status = 'IN_STOCK' AND qty > 5")
    const id = await cartWith([{ sku, quantity: 2 }])
    const cart = await readCart<{ gift_message: unknown; itemsV2: { items: Record<string, unknown>[] } }>(
      id,
      'gift_message { to } itemsV2 { items { __typename prices { fixed_product_taxes { label } } ... on SimpleCartItem { customizable_options { label } gift_message { to from message } } } }',
    )
    expect(cart.gift_message).toBeNull()
    expect(cart.itemsV2.items[0]).toEqual({
      __typename: 'SimpleCartItem',
      customizable_options: [],
      prices: { fixed_product_taxes: [] },
      gift_message: { to: '', from: '', message: '' },
    })
  })

  it('lists each line’s quantity on the shipping address', async () => {
    const skus = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND status = 1 AND visibility > 1 AND stock_status = 'IN_STOCK' AND qty > 5 ORDER BY id LIMIT 2").all<{ sku: string }>()).results
    const id = await cartWith([
      { sku: skus[0]!.sku, quantity: 3 },
      { sku: skus[1]!.sku, quantity: 1 },
    ])
    ok(
      await graphqlPost(
        `mutation S($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
          firstname: "Ada", lastname: "Lovelace", street: ["12 Analytical Row"], city: "London", postcode: "NW1 6XE", country_code: "GB", telephone: "020 7946 0000" } }] }) { cart { id } } }`,
        { id },
      ),
    )
    const cart = await readCart<{ itemsV2: { items: { id: string; quantity: number }[] }; shipping_addresses: { cart_items: { cart_item_id: number; quantity: number }[] }[] }>(
      id,
      'itemsV2 { items { id quantity } } shipping_addresses { cart_items { cart_item_id quantity } }',
    )
    expect(cart.shipping_addresses[0]!.cart_items).toEqual(cart.itemsV2.items.map((i) => ({ cart_item_id: Number(i.id), quantity: i.quantity })))
    expect(cart.shipping_addresses[0]!.cart_items.map((i) => i.quantity)).toEqual([3, 1])
  })

  it('tells clients fixed product tax is off in every zone, and that wrapping would show with VAT', async () => {
    const config = (await graphqlData<{ storeConfig: Record<string, string> }>(
      '{ storeConfig { product_fixed_product_tax_display_setting category_fixed_product_tax_display_setting sales_fixed_product_tax_display_setting shopping_cart_display_tax_gift_wrapping } }',
    )).storeConfig
    expect(config).toEqual({
      product_fixed_product_tax_display_setting: 'FPT_DISABLED',
      category_fixed_product_tax_display_setting: 'FPT_DISABLED',
      sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
      shopping_cart_display_tax_gift_wrapping: 'DISPLAY_INCLUDING_TAX',
    })
  })

  it('declares Magento’s custom option types, and products answer none', async () => {
    const data = await graphqlData<{ __type: { possibleTypes: { name: string }[] }; products: { items: { options: unknown[] }[] } }>(
      `{ __type(name: "CustomizableOptionInterface") { possibleTypes { name } } products(search: "ink", pageSize: 3) { items { ... on CustomizableProductInterface { options { uid } } } } }`,
    )
    expect(data.__type.possibleTypes.map((t) => t.name).sort()).toEqual(
      ['Area', 'Checkbox', 'Date', 'DropDown', 'Field', 'File', 'Multiple', 'Radio'].map((k) => `Customizable${k}Option`),
    )
    expect(data.products.items.every((p) => Array.isArray(p.options) && p.options.length === 0)).toBe(true)
  })
})
