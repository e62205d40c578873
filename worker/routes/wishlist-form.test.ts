import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
type Product = { sku: string; path: string }
type Answer = { signedIn: boolean; inList: boolean; itemsCount: number | null; error: string | null }

let simple: Product
let other: Product
let configurable: Product & { variant: string }
let grouped: Product

async function productOf(where: string): Promise<Product> {
  const row = (await env.DB.prepare(`SELECT sku, url_key FROM products p WHERE visibility = 4 AND status = 1 AND url_key IS NOT NULL AND ${where} ORDER BY id LIMIT 1`).first<{ sku: string; url_key: string }>())!
  return { sku: row.sku, path: `/${row.url_key}.html` }
}

function postForm(fields: Record<string, string>, token?: string) {
  return SELF.fetch(`${ORIGIN}/wishlist/index/add`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Cookie: `customer=${token}` } : {}) },
    body: new URLSearchParams(fields),
  })
}

async function api(name: string, variables: Record<string, unknown>, token?: string): Promise<{ status: number; data?: Answer }> {
  const cookie: Record<string, string> = token ? { Cookie: `customer=${token}` } : {}
  const response =
    name === 'wishlistProduct'
      ? await SELF.fetch(`${ORIGIN}/api/magento/${name}?variables=${encodeURIComponent(JSON.stringify(variables))}`, { headers: cookie })
      : await SELF.fetch(`${ORIGIN}/api/magento/${name}`, { method: 'POST', headers: { ...cookie, Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ variables }) })
  return { status: response.status, data: ((await response.json()) as { data?: Answer }).data }
}

const notice = (response: Response) => /^message=([^;]*)/.exec(response.headers.getSetCookie().find((c) => c.startsWith('message=')) ?? '')?.[1]

async function listed(token: string): Promise<{ sku: string; child: string | null }[]> {
  const result = await graphqlAs<{ customer: { wishlists: { items_v2: { items: { product: { sku: string }; configured_variant?: { sku: string } | null }[] } }[] } }>(
    token,
    '{ customer { wishlists { items_v2 { items { product { sku } ... on ConfigurableWishlistItem { configured_variant { sku } } } } } } }',
  )
  return result.data!.customer.wishlists[0]!.items_v2.items.map((item) => ({ sku: item.product.sku, child: item.configured_variant?.sku ?? null }))
}

beforeAll(async () => {
  await seedCatalogue()
  simple = await productOf("type_id = 'simple'")
  other = await productOf(`type_id = 'simple' AND sku <> '${simple.sku}'`)
  configurable = {
    ...(await productOf("type_id = 'configurable'")),
    variant: (await env.DB.prepare(
      "SELECT c.sku FROM product_links l JOIN products p ON p.id = l.product_id JOIN products c ON c.id = l.linked_product_id WHERE l.link_type = 'variant' AND p.type_id = 'configurable' AND p.visibility = 4 AND p.url_key IS NOT NULL ORDER BY p.id, l.position LIMIT 1",
    ).first<{ sku: string }>())!.sku,
  }
  grouped = await productOf("type_id = 'grouped'")
})

describe('the wish-list heart without JavaScript', () => {
  it('sends a guest to sign in, with a notice', async () => {
    const response = await postForm({ sku: simple.sku, path: simple.path })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/customer/account/login')
    expect(notice(response)).toBe('wishlist-sign-in')
    const page = await (await SELF.fetch(`${ORIGIN}/customer/account/login`, { headers: { Cookie: 'message=wishlist-sign-in' } })).text()
    expect(page).toContain('Please sign in to keep products in your wish list.')
  })

  it("adds the product to a customer's list once, however often it is sent, and goes back to it", async () => {
    const token = await signedInCustomer('heart.form@example.co.uk')
    for (let i = 0; i < 2; i++) {
      const response = await postForm({ sku: simple.sku, path: simple.path }, token)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(simple.path)
      expect(notice(response)).toBe('wishlist-added')
    }
    expect(await listed(token)).toEqual([{ sku: simple.sku, child: null }])
  })

  it('refuses a type the wish list cannot hold, an unknown product and a forged form, never with a 500', async () => {
    const token = await signedInCustomer('heart.refused@example.co.uk')
    const forms: Record<string, string>[] = [{ sku: grouped.sku, path: grouped.path }, { sku: 'NO-SUCH-SKU', path: simple.path }, { sku: '', path: simple.path }, { path: 'https://evil.example/' }]
    for (const fields of forms) {
      const response = await postForm(fields, token)
      expect(response.status, JSON.stringify(fields)).toBe(303)
      expect(notice(response), JSON.stringify(fields)).toBe('wishlist-failed')
      expect(response.headers.get('location')).toMatch(/^\/(?!\/)/)
    }
    expect(await listed(token)).toEqual([])
  })
})

describe('the wish-list named operations', () => {
  it('answer a guest "signed out" without touching the back end', async () => {
    expect(await api('wishlistProduct', { sku: simple.sku })).toEqual({ status: 200, data: { signedIn: false, inList: false, itemsCount: null, error: null } })
    expect((await api('addProductsToWishlist', { sku: simple.sku })).data).toMatchObject({ signedIn: false })
    expect((await api('removeProductsFromWishlist', { sku: simple.sku })).data).toMatchObject({ signedIn: false })
  })

  it('toggle a product in and out of the list (id 0), with the list’s count', async () => {
    const token = await signedInCustomer('heart.toggle@example.co.uk')
    expect((await api('wishlistProduct', { sku: simple.sku }, token)).data).toEqual({ signedIn: true, inList: false, itemsCount: 0, error: null })
    expect((await api('addProductsToWishlist', { sku: other.sku }, token)).data).toEqual({ signedIn: true, inList: true, itemsCount: 1, error: null })
    expect((await api('addProductsToWishlist', { sku: simple.sku }, token)).data).toEqual({ signedIn: true, inList: true, itemsCount: 2, error: null })
    // SPEC §4: adding what is already there is skipped.
    expect((await api('addProductsToWishlist', { sku: simple.sku }, token)).data).toEqual({ signedIn: true, inList: true, itemsCount: 2, error: null })
    expect((await api('wishlistProduct', { sku: simple.sku }, token)).data).toEqual({ signedIn: true, inList: true, itemsCount: 2, error: null })
    expect((await api('removeProductsFromWishlist', { sku: simple.sku }, token)).data).toEqual({ signedIn: true, inList: false, itemsCount: 1, error: null })
    expect(await listed(token)).toEqual([{ sku: other.sku, child: null }])
  })

  it('keep a configurable product’s chosen variant with its parent_sku, counted as the product', async () => {
    const token = await signedInCustomer('heart.variant@example.co.uk')
    expect((await api('addProductsToWishlist', { sku: configurable.sku, variantSku: configurable.variant }, token)).data).toEqual({ signedIn: true, inList: true, itemsCount: 1, error: null })
    expect(await listed(token)).toEqual([{ sku: configurable.sku, child: configurable.variant }])
    expect((await api('removeProductsFromWishlist', { sku: configurable.sku }, token)).data).toMatchObject({ inList: false, itemsCount: 0 })
  })

  it('refuse a type the list cannot hold and an unknown product, and bad variables', async () => {
    const token = await signedInCustomer('heart.types@example.co.uk')
    expect((await api('addProductsToWishlist', { sku: grouped.sku }, token)).data).toEqual({ signedIn: true, inList: false, itemsCount: null, error: 'unsupported' })
    expect((await api('addProductsToWishlist', { sku: 'NO-SUCH-SKU' }, token)).data).toEqual({ signedIn: true, inList: false, itemsCount: null, error: 'notFound' })
    expect((await api('addProductsToWishlist', { sku: simple.sku, wishlistId: '7' }, token)).status).toBe(400)
    expect((await api('wishlistProduct', {}, token)).status).toBe(400)
  })
})
