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
