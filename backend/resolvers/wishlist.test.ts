import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ADD = `mutation A($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) {
  wishlist { id items_count items_v2 { items { __typename id quantity product { sku } ... on ConfigurableWishlistItem { configured_variant { sku } } } } }
  user_errors { code message } } }`
type Added = {
  addProductsToWishlist: {
    wishlist: { id: string; items_count: number; items_v2: { items: { __typename: string; id: string; product: { sku: string }; configured_variant?: { sku: string } }[] } }
    user_errors: { code: string; message: string }[]
  }
}

beforeAll(() => seedCatalogue())

describe('wish list', () => {
  it('adds products once each, with a configurable variant under its parent', async () => {
    const token = await signedInCustomer('wishes@example.co.uk')
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const variant = (await env.DB.prepare(
      "SELECT c.sku AS child, p.sku AS parent FROM product_links l JOIN products p ON p.id = l.product_id JOIN products c ON c.id = l.linked_product_id WHERE l.link_type = 'variant' ORDER BY l.product_id LIMIT 1",
    ).first<{ child: string; parent: string }>())!
    await graphqlAs<Added>(token, ADD, { items: [{ sku, quantity: 1 }] })
    const result = (await graphqlAs<Added>(token, ADD, { items: [{ sku, quantity: 1 }, { sku: variant.child, parent_sku: variant.parent, quantity: 1 }, { sku: 'NOPE', quantity: 1 }] })).data!.addProductsToWishlist
    expect(result.user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' }])
    expect(result.wishlist.items_count).toBe(2)
    const [simple, configurable] = result.wishlist.items_v2.items
    expect(simple).toMatchObject({ __typename: 'SimpleWishlistItem', product: { sku } })
    expect(configurable).toMatchObject({ __typename: 'ConfigurableWishlistItem', product: { sku: variant.parent }, configured_variant: { sku: variant.child } })

    const listed = await graphqlAs<{ customer: { wishlists: { items_count: number }[] } }>(token, '{ customer { wishlists { items_count } } }')
    expect(listed.data?.customer.wishlists).toEqual([{ items_count: 2 }])
    const removed = await graphqlAs<{ removeProductsFromWishlist: { wishlist: { items_count: number } } }>(
      token,
      'mutation R($ids: [ID!]!) { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: $ids) { wishlist { items_count } } }',
      { ids: [simple!.id] },
    )
    expect(removed.data?.removeProductsFromWishlist.wishlist.items_count).toBe(1)
  })

  it('keeps a bundle with the options entered for it', async () => {
    const token = await signedInCustomer('bundle-wish@example.co.uk')
    const bundleSku = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'bundle' AND visibility > 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!.sku
    const details = await graphqlAs<{ products: { items: { items: { uid: string; title: string; options: { uid: string }[] }[] }[] } }>(
      null,
      `query { products(filter: { sku: { eq: "${bundleSku}" } }) { items { ... on BundleProduct { items { uid title options { uid } } } } } }`,
    )
    const options = details.data!.products.items[0]!.items
    const entered = options.map((o) => ({ uid: o.uid, value: String(Number(atob(o.options[0]!.uid))) }))
    const result = await graphqlAs<{ addProductsToWishlist: { wishlist: { items_v2: { items: { __typename: string; bundle_options: { label: string; values: { uid: string }[] }[] }[] } }; user_errors: unknown[] } }>(
      token,
      `mutation A($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { items_v2 { items { __typename ... on BundleWishlistItem { bundle_options { label values { uid } } } } } } user_errors { code } } }`,
      { items: [{ sku: bundleSku, quantity: 1, entered_options: entered }] },
    )
    expect(result.data?.addProductsToWishlist.user_errors).toEqual([])
    const [item] = result.data!.addProductsToWishlist.wishlist.items_v2.items
    expect(item!.__typename).toBe('BundleWishlistItem')
    expect(item!.bundle_options.map((o) => o.values[0]!.uid)).toEqual(options.map((o) => o.options[0]!.uid))
  })

  it('belongs to its customer alone', async () => {
    const owner = await signedInCustomer('owner-wish@example.co.uk')
    const other = await signedInCustomer('other-wish@example.co.uk')
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const mine = (await graphqlAs<Added>(owner, ADD, { items: [{ sku, quantity: 1 }] })).data!.addProductsToWishlist.wishlist
    const theirs = await graphqlAs(other, `mutation R { removeProductsFromWishlist(wishlistId: "${mine.id}", wishlistItemsIds: ["${mine.items_v2.items[0]!.id}"]) { wishlist { id } } }`)
    expect(theirs.errors?.[0]?.message).toBe(`Could not find a wishlist with ID "${mine.id}"`)
    expect((await graphqlAs(null, ADD, { items: [{ sku, quantity: 1 }] })).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})

describe('wish list, the rest of Magento’s API', () => {
  const variantQuery = "SELECT c.sku AS child, p.sku AS parent FROM product_links l JOIN products p ON p.id = l.product_id JOIN products c ON c.id = l.linked_product_id WHERE l.link_type = 'variant' AND p.status = 1 AND c.status = 1 ORDER BY l.product_id LIMIT 1"

  it('shows the deprecated single list and its items, the chosen configurable options and downloadable links', async () => {
    const token = await signedInCustomer('legacy-wish@example.co.uk')
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const variant = (await env.DB.prepare(variantQuery).first<{ child: string; parent: string }>())!
    const download = (await env.DB.prepare("SELECT sku, extras FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.type_id = 'downloadable' ORDER BY p.id LIMIT 1").first<{ sku: string; extras: string }>())!
    const added = await graphqlAs<Added>(token, ADD, { items: [{ sku, quantity: 2 }, { sku: variant.child, parent_sku: variant.parent, quantity: 1 }, { sku: download.sku, quantity: 1 }] })
    expect(added.data?.addProductsToWishlist.user_errors).toEqual([])

    const legacy = await graphqlAs<{ wishlist: { items_count: number; name: null; sharing_code: string; items: { id: number; qty: number; product: { sku: string } }[] }; customer: { wishlist: { id: string; items: { qty: number }[] } } }>(
      token,
      '{ wishlist { items_count name sharing_code items { id qty product { sku } } } customer { wishlist { id items { qty } } } }',
    )
    expect(legacy.errors).toBeUndefined()
    expect(legacy.data?.wishlist).toMatchObject({ items_count: 3, name: null, sharing_code: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(legacy.data?.wishlist.items.map((i) => [i.qty, i.product.sku])).toEqual([[2, sku], [1, variant.parent], [1, download.sku]])
    expect(legacy.data?.customer.wishlist.items.map((i) => i.qty)).toEqual([2, 1, 1])

    const typed = await graphqlAs<{ customer: { wishlists: { items_v2: { items: { configurable_options?: { option_label: string; value_label: string }[]; links_v2?: { title: string }[]; samples?: unknown[] }[] } }[] } }>(
      token,
      '{ customer { wishlists { items_v2 { items { ... on ConfigurableWishlistItem { configurable_options { option_label value_label } } ... on DownloadableWishlistItem { links_v2 { title } samples { title } } } } } } }',
    )
    const [, configurable, downloadable] = typed.data!.customer.wishlists[0]!.items_v2.items
    const values = await env.DB.prepare(
      `SELECT o.label FROM products c JOIN product_attribute_values v ON v.product_id = c.id JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id
       JOIN configurable_attributes ca ON ca.attribute_code = v.attribute_code AND ca.product_id = (SELECT id FROM products WHERE sku = ?2) WHERE c.sku = ?1`,
    )
      .bind(variant.child, variant.parent)
      .all<{ label: string }>()
    expect(configurable!.configurable_options!.map((o) => o.value_label).sort()).toEqual(values.results.map((v) => v.label).sort())
    const links = (JSON.parse(download.extras) as { downloadable_product_links: { title: string }[] }).downloadable_product_links
    expect(downloadable!.links_v2!.map((l) => l.title)).toEqual(links.map((l) => l.title))
    expect(downloadable!.samples).toEqual([])
    expect((await graphqlAs(null, '{ wishlist { items_count } }')).errors?.[0]).toMatchObject({ message: 'The current user cannot perform operations on wishlist', extensions: { category: 'graphql-authorization' } })
  })

  it('updates quantities and notes, with Magento’s errors for the rest', async () => {
    const token = await signedInCustomer('update-wish@example.co.uk')
    const { sku } = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 ORDER BY id LIMIT 1").first<{ sku: string }>())!
    const item = (await graphqlAs<Added>(token, ADD, { items: [{ sku, quantity: 1 }] })).data!.addProductsToWishlist.wishlist.items_v2.items[0]!
    const UPDATE = `mutation U($items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: "0", wishlistItems: $items) {
      wishlist { items_v2 { items { id quantity description } } } user_errors { code message } } }`
    type Updated = { updateProductsInWishlist: { wishlist: { items_v2: { items: { id: string; quantity: number; description: string | null }[] } }; user_errors: { code: string; message: string }[] } }
    const updated = (await graphqlAs<Updated>(token, UPDATE, {
      items: [
        { wishlist_item_id: item.id, quantity: 4, description: 'For the office printer' },
        { wishlist_item_id: '999999', quantity: 1 },
        { wishlist_item_id: item.id, quantity: 0 },
      ],
    })).data!.updateProductsInWishlist
    expect(updated.wishlist.items_v2.items).toEqual([{ id: item.id, quantity: 4, description: 'For the office printer' }])
    expect(updated.user_errors).toEqual([
      { code: 'UNDEFINED', message: "We can't specify a wish list item." },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ])
    const other = await signedInCustomer('update-wish-other@example.co.uk')
    const theirs = (await graphqlAs<Updated>(other, UPDATE, { items: [{ wishlist_item_id: item.id, quantity: 9 }] })).data!.updateProductsInWishlist
    expect(theirs.user_errors).toEqual([{ code: 'UNDEFINED', message: "We can't specify a wish list item." }])
  })

  it('moves items to the cart, and the ones that went in leave the wish list', async () => {
    const token = await signedInCustomer('cart-wish@example.co.uk')
    const inStock = (await env.DB.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 AND stock_status = 'IN_STOCK' AND qty >= 10 ORDER BY id LIMIT 1").first<{ sku: string }>())!.sku
    const outOfStock = (await env.DB.prepare("SELECT id, sku FROM products WHERE type_id = 'simple' AND visibility = 4 AND status = 1 AND sku <> ?1 ORDER BY id DESC LIMIT 1").bind(inStock).first<{ id: number; sku: string }>())!
    const variant = (await env.DB.prepare(variantQuery).first<{ child: string; parent: string }>())!
    const list = (await graphqlAs<Added>(token, ADD, { items: [{ sku: inStock, quantity: 2 }, { sku: outOfStock.sku, quantity: 1 }, { sku: variant.child, parent_sku: variant.parent, quantity: 1 }] })).data!
      .addProductsToWishlist.wishlist
    // The product sells out after it was wished for.
    await env.DB.prepare("UPDATE products SET stock_status = 'OUT_OF_STOCK', qty = 0 WHERE id = ?1").bind(outOfStock.id).run()
    const [simple, soldOut, configurable] = list.items_v2.items

    const TO_CART = `mutation M($id: ID!, $items: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) {
      status wishlist { items_v2 { items { id } } } add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`
    type Moved = { addWishlistItemsToCart: { status: boolean; wishlist: { items_v2: { items: { id: string }[] } }; add_wishlist_items_to_cart_user_errors: { code: string; message: string; wishlistId: string; wishlistItemId: string }[] } }
    const unknown = await graphqlAs(token, TO_CART, { id: list.id, items: [simple!.id, '424242'] })
    expect(unknown.errors?.[0]?.message).toBe('The wishlist item ids "424242" were not found.')
    expect((await graphqlAs(token, TO_CART, { id: '0' })).errors?.[0]?.message).toBe('"wishlistId" value should be specified')
    expect((await graphqlAs(token, TO_CART, { id: '777777' })).errors?.[0]?.message).toBe('The wishlist was not found.')

    const moved = (await graphqlAs<Moved>(token, TO_CART, { id: list.id, items: [simple!.id, soldOut!.id] })).data!.addWishlistItemsToCart
    expect(moved.status).toBe(false)
    expect(moved.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', wishlistId: list.id, wishlistItemId: soldOut!.id },
    ])
    expect(moved.wishlist.items_v2.items.map((i) => i.id)).toEqual([soldOut!.id, configurable!.id])

    // With no ids, every item is tried: the configurable goes in as its chosen variant.
    const rest = (await graphqlAs<Moved>(token, TO_CART, { id: list.id })).data!.addWishlistItemsToCart
    expect(rest.wishlist.items_v2.items.map((i) => i.id)).toEqual([soldOut!.id])
    const cart = await graphqlAs<{ customerCart: { items: { quantity: number; product: { sku: string }; configured_variant?: { sku: string } }[] } }>(
      token,
      '{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }',
    )
    expect(cart.data?.customerCart.items).toEqual([
      { quantity: 2, product: { sku: inStock } },
      { quantity: 1, product: { sku: variant.parent }, configured_variant: { sku: variant.child } },
    ])
    expect((await graphqlAs(null, TO_CART, { id: list.id })).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})
