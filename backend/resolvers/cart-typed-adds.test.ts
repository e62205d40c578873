import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

type Line = { __typename: string; quantity: number; product: { sku: string }; configured_variant?: { sku: string }; bundle_options?: { uid: string; values: { id: number }[] }[] }
type Added = { cart: { total_quantity: number; itemsV2: { items: Line[] } } }

const LINES = `cart { total_quantity itemsV2 { items { __typename quantity product { sku }
  ... on ConfigurableCartItem { configured_variant { sku } } ... on BundleCartItem { bundle_options { uid values { id } } } } } }`

async function newCart(): Promise<string> {
  return (await graphqlPost<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }')).data!.createGuestCart.cart.id
}
/** Calls one of the type-specific add mutations with its own input type. */
function addVia(mutation: string, inputType: string, cartId: string, items: unknown[]) {
  return graphqlPost<Record<string, Added>>(`mutation A($input: ${inputType}) { ${mutation}(input: $input) { ${LINES} } }`, { input: { cart_id: cartId, cart_items: items } })
}
const row = async <T>(sql: string) => (await env.DB.prepare(sql).first<T>())!
const inStock = "stock_status = 'IN_STOCK' AND qty >= 10 AND visibility > 1"

beforeAll(() => seedCatalogue())

describe('the type-specific add mutations', () => {
  it('adds simple, virtual and downloadable products, merging with the line already in the cart', async () => {
    const id = await newCart()
    const simple = await row<{ sku: string }>(`SELECT sku FROM products WHERE type_id = 'simple' AND ${inStock} ORDER BY id LIMIT 1`)
    await addVia('addSimpleProductsToCart', 'AddSimpleProductsToCartInput', id, [{ data: { sku: simple.sku, quantity: 1 } }])
    const again = await addVia('addSimpleProductsToCart', 'AddSimpleProductsToCartInput', id, [{ data: { sku: simple.sku, quantity: 2 } }])
    expect(again.errors).toBeUndefined()
    expect(again.data!.addSimpleProductsToCart!.cart.itemsV2.items).toEqual([expect.objectContaining({ __typename: 'SimpleCartItem', quantity: 3, product: { sku: simple.sku } })])
    // Magento's `CartItems.page_info`, as clients that page through a cart read it.
    const paged = await graphqlPost<{ cart: { itemsV2: { page_info: { current_page: number; total_pages: number } } } }>('query C($id: String!) { cart(cart_id: $id) { itemsV2 { page_info { current_page total_pages } } } }', { id })
    expect(paged.data!.cart.itemsV2.page_info).toEqual({ current_page: 1, total_pages: 1 })

    for (const [type, mutation, input, typename] of [
      ['virtual', 'addVirtualProductsToCart', 'AddVirtualProductsToCartInput', 'VirtualCartItem'],
      ['downloadable', 'addDownloadableProductsToCart', 'AddDownloadableProductsToCartInput', 'DownloadableCartItem'],
    ] as const) {
      const { sku } = await row<{ sku: string }>(`SELECT sku FROM products WHERE type_id = '${type}' AND stock_status = 'IN_STOCK' AND qty >= 1 ORDER BY id LIMIT 1`)
      const cartId = await newCart()
      const result = await addVia(mutation, input, cartId, [{ data: { sku, quantity: 1 } }])
      expect(result.errors, type).toBeUndefined()
      expect(result.data![mutation]!.cart.itemsV2.items.map((l) => [l.__typename, l.product.sku])).toEqual([[typename, sku]])
    }
  })

  it('throws Magento’s errors for an unknown SKU, short stock and a bad quantity, adding nothing', async () => {
    const id = await newCart()
    const good = await row<{ sku: string }>(`SELECT sku FROM products WHERE type_id = 'simple' AND ${inStock} ORDER BY id LIMIT 1`)
    const low = await row<{ sku: string; qty: number }>("SELECT sku, qty FROM products WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND qty BETWEEN 1 AND 5 ORDER BY id LIMIT 1")
    const gone = await row<{ sku: string }>("SELECT sku FROM products WHERE type_id = 'simple' AND stock_status = 'OUT_OF_STOCK' ORDER BY id LIMIT 1")
    const add = (items: unknown[]) => addVia('addSimpleProductsToCart', 'AddSimpleProductsToCartInput', id, items)

    const unknown = await add([{ data: { sku: good.sku, quantity: 1 } }, { data: { sku: 'NO-SUCH-SKU', quantity: 1 } }])
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Could not find a product with SKU "NO-SUCH-SKU"', extensions: { category: 'graphql-no-such-entity' } })
    // Short stock is found before anything is written, so the good item before it is not added either.
    const short = await add([{ data: { sku: good.sku, quantity: 1 } }, { data: { sku: low.sku, quantity: low.qty } }, { data: { sku: low.sku, quantity: 1 } }])
    expect(short.errors?.[0]).toMatchObject({ message: `Could not add the product with SKU ${low.sku} to the shopping cart: The requested qty is not available`, extensions: { category: 'graphql-input' } })
    const unavailable = await add([{ data: { sku: gone.sku, quantity: 1 } }])
    expect(unavailable.errors?.[0]?.message).toBe(`Could not add the product with SKU ${gone.sku} to the shopping cart: Product that you are trying to add is not available.`)
    expect((await add([{ data: { sku: good.sku, quantity: 0 } }])).errors?.[0]?.message).toBe('Please enter a number greater than 0 in this field.')
    expect((await add([])).errors?.[0]?.message).toBe('Required parameter "cart_items" is missing')

    const cart = await graphqlPost<{ cart: { total_quantity: number } }>('query C($id: String!) { cart(cart_id: $id) { total_quantity } }', { id })
    expect(cart.data?.cart.total_quantity).toBe(0)
    const noCart = await addVia('addSimpleProductsToCart', 'AddSimpleProductsToCartInput', 'N'.repeat(32), [{ data: { sku: good.sku, quantity: 1 } }])
    expect(noCart.errors?.[0]?.message).toBe(`Could not find a cart with ID "${'N'.repeat(32)}"`)
  })

  it('adds a configurable product’s variant named by parent_sku and data.sku', async () => {
    const link = await row<{ parent: string; variant: string }>(
      `SELECT p.sku AS parent, v.sku AS variant FROM product_links l JOIN products p ON p.id = l.product_id JOIN products v ON v.id = l.linked_product_id
       WHERE l.link_type = 'variant' AND p.type_id = 'configurable' AND v.status = 1 AND v.stock_status = 'IN_STOCK' AND v.qty >= 2 ORDER BY l.product_id, l.linked_product_id LIMIT 1`,
    )
    const id = await newCart()
    const result = await addVia('addConfigurableProductsToCart', 'AddConfigurableProductsToCartInput', id, [{ parent_sku: link.parent, data: { sku: link.variant, quantity: 2 } }])
    expect(result.errors).toBeUndefined()
    expect(result.data!.addConfigurableProductsToCart!.cart.itemsV2.items).toEqual([
      expect.objectContaining({ __typename: 'ConfigurableCartItem', quantity: 2, product: { sku: link.parent }, configured_variant: { sku: link.variant } }),
    ])
    const wrongParent = await addVia('addConfigurableProductsToCart', 'AddConfigurableProductsToCartInput', id, [{ parent_sku: 'NO-SUCH-PARENT', data: { sku: link.variant, quantity: 1 } }])
    expect(wrongParent.errors?.[0]?.message).toBe('Could not find a product with SKU "NO-SUCH-PARENT"')
    const noOptions = await addVia('addConfigurableProductsToCart', 'AddConfigurableProductsToCartInput', id, [{ data: { sku: link.parent, quantity: 1 } }])
    expect(noOptions.errors?.[0]?.message).toBe(`Could not add the product with SKU ${link.parent} to the shopping cart: You need to choose options for your item.`)
  })

  it('adds a bundle with the selections named in bundle_options', async () => {
    const bundleSku = (await row<{ sku: string }>("SELECT sku FROM products WHERE type_id = 'bundle' AND stock_status = 'IN_STOCK' AND qty >= 5 AND visibility > 1 ORDER BY id LIMIT 1")).sku
    const details = await graphqlPost<{ products: { items: { items: { option_id: number; uid: string; options: { id: number }[] }[] }[] } }>(
      `query { products(filter: { sku: { eq: "${bundleSku}" } }) { items { ... on BundleProduct { items { option_id uid options { id } } } } } }`,
    )
    const options = details.data!.products.items[0]!.items
    // The last selection of every option, so no default choice could pass for it.
    const chosen = options.map((o) => ({ id: o.option_id, quantity: 1, value: [String(o.options.at(-1)!.id)] }))
    const id = await newCart()
    const result = await addVia('addBundleProductsToCart', 'AddBundleProductsToCartInput', id, [{ data: { sku: bundleSku, quantity: 1 }, bundle_options: chosen }])
    expect(result.errors).toBeUndefined()
    const [line] = result.data!.addBundleProductsToCart!.cart.itemsV2.items
    expect(line).toMatchObject({ __typename: 'BundleCartItem', product: { sku: bundleSku } })
    expect(line!.bundle_options!.map((o) => [o.uid, o.values.map((v) => v.id)])).toEqual(options.map((o, i) => [o.uid, [Number(chosen[i]!.value[0])]]))
    const unknown = await addVia('addBundleProductsToCart', 'AddBundleProductsToCartInput', id, [{ data: { sku: bundleSku, quantity: 1 }, bundle_options: [{ id: options[0]!.option_id, quantity: 1, value: ['999999'] }] }])
    expect(unknown.errors?.[0]?.message).toBe(`Could not add the product with SKU ${bundleSku} to the shopping cart: You need to choose options for your item.`)
  })
})
