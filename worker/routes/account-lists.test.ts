/** The account's lists (issue 17): saved printers, the reviews the customer wrote, and the wish list. */
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs, graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { categoryIdFromUid } from '../../shared/rules/category-uid'

const ORIGIN = 'https://shop.test'
const get = (path: string, token: string | null) => SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { Cookie: token ? `customer=${token}` : '' } })
const post = (path: string, token: string, body: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: `customer=${token}` }, body })

let model: { id: number; name: string; url_path: string }

beforeAll(async () => {
  await seedCatalogue()
  const found = await graphqlData<{ categories: { items: { uid: string; name: string; url_path: string; printer_message: string | null }[] } }>(
    '{ categories(filters: { name: { match: "OfficeJet" } }, pageSize: 50) { items { uid name url_path printer_message } } }',
  )
  const printer = found.categories.items.find((item) => item.printer_message)!
  model = { id: categoryIdFromUid(printer.uid)!, name: printer.name, url_path: printer.url_path }
})

describe('my saved printers', () => {
  it('lists the saved printers with their cartridges, and removes one', async () => {
    const token = await signedInCustomer('printers.page@example.co.uk')
    expect(await (await get('/customer/my-printers', token)).text()).toContain('You have not saved a printer yet.')
    await graphqlAs(token, 'mutation S($id: Int!) { addMyPrinter(category_id: $id, customer_email: "printers.page@example.co.uk", is_active: true) }', { id: model.id })
    const html = await (await get('/customer/my-printers', token)).text()
    expect(html).toContain(`href="/${model.url_path}.html"`)
    expect(html).toContain(`data-my-printer="${model.id}"`)

    const removed = await post('/customer/my-printers/remove', token, `printer=${model.id}`)
    expect(removed.headers.get('location')).toBe('/customer/my-printers')
    expect(removed.headers.getSetCookie().some((cookie) => cookie.startsWith('message=printer-removed;'))).toBe(true)
    expect(await (await get('/customer/my-printers', token)).text()).toContain('You have not saved a printer yet.')
  })

  it('leaves another customer’s list alone and sends guests home', async () => {
    const owner = await signedInCustomer('printers.owner@example.co.uk')
    await graphqlAs(owner, 'mutation S($id: Int!) { addMyPrinter(category_id: $id, customer_email: "printers.owner@example.co.uk", is_active: true) }', { id: model.id })
    const other = await signedInCustomer('printers.other@example.co.uk')
    const answer = await post('/customer/my-printers/remove', other, `printer=${model.id}`)
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('message='))).toBe(false)
    expect(await (await get('/customer/my-printers', owner)).text()).toContain(`data-my-printer="${model.id}"`)
    expect((await get('/customer/my-printers', null)).headers.get('location')).toBe('/')
  })
})

describe('my reviews', () => {
  it('lists the reviews the customer wrote, with the product and ratings', async () => {
    const token = await signedInCustomer('reviews.page@example.co.uk')
    expect(await (await get('/customer/my-reviews', token)).text()).toContain('You have not written a review yet.')
    const sku = (await graphqlData<{ products: { items: { sku: string }[] } }>('{ products(search: "toner", pageSize: 1) { items { sku } } }')).products.items[0]!.sku
    const ratings = (await graphqlData<{ productReviewRatingsMetadata: { items: { id: string; values: { value_id: string }[] }[] } }>('{ productReviewRatingsMetadata { items { id values { value_id } } } }')).productReviewRatingsMetadata.items
    const written = await graphqlAs(token, 'mutation R($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }', {
      input: { sku, nickname: 'Grace', summary: 'Sharp text every time', text: 'No streaks after a thousand pages.', ratings: ratings.map((r) => ({ id: r.id, value_id: r.values.at(-1)!.value_id })) },
    })
    expect(written.errors).toBeUndefined()
    const html = await (await get('/customer/my-reviews', token)).text()
    expect(html).toContain('Sharp text every time')
    expect(html).toContain('No streaks after a thousand pages.')
    expect(html).toMatch(/out of 5/)
    expect((await get('/customer/my-reviews?p=9', token)).status).toBe(404)
    expect((await get('/customer/my-reviews', null)).headers.get('location')).toBe('/')
  })
})

describe('my wish list', () => {
  const wish = (token: string, sku: string) =>
    graphqlAs(token, 'mutation W($sku: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { items_count } } }', { sku })
  const items = async (token: string) =>
    (await graphqlAs<{ customer: { wishlists: { items_v2: { items: { id: string; product: { sku: string } }[] } }[] } }>(token, '{ customer { wishlists { items_v2 { items { id product { sku } } } } } }')).data!.customer.wishlists[0]!.items_v2.items

  it('moves an item to the basket, naming it, and removes another', async () => {
    const token = await signedInCustomer('wishlist.page@example.co.uk')
    expect(await (await get('/customer/my-wishlist', token)).text()).toContain('Your wish list is empty.')
    const found = await graphqlData<{ products: { items: { sku: string; name: string; __typename: string; stock_status: string }[] } }>('{ products(search: "ink", pageSize: 30) { items { sku name __typename stock_status } } }')
    const [first, second] = found.products.items.filter((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK')
    await wish(token, first!.sku)
    await wish(token, second!.sku)
    const list = await items(token)
    const html = await (await get('/customer/my-wishlist', token)).text()
    expect(html).toContain(`aria-label="Move ${first!.name} to the basket"`.replaceAll("'", '&#x27;'))

    const moved = await post('/customer/my-wishlist/move', token, `item=${list.find((i) => i.product.sku === first!.sku)!.id}`)
    const location = moved.headers.get('location')!
    expect(location).toBe(`/customer/my-wishlist?${new URLSearchParams({ added: first!.sku })}`)
    expect(await (await get(location, token)).text()).toContain(`You added ${first!.name} to your shopping cart.`.replaceAll("'", '&#x27;'))
    // The name is the basket line's: an address naming anything else shows no notice.
    for (const spoof of [second!.sku, 'Free-money', 'NO-SUCH-SKU']) {
      expect(await (await get(`/customer/my-wishlist?${new URLSearchParams({ added: spoof })}`, token)).text()).not.toContain('to your shopping cart.')
    }
    expect((await get(`/customer/my-wishlist?${new URLSearchParams({ added: 'You won <b>' })}`, token)).status).toBe(404)
    const cart = await graphqlAs<{ customerCart: { items: { product: { sku: string } }[] } }>(token, '{ customerCart { items { product { sku } } } }')
    expect(cart.data?.customerCart.items.map((item) => item.product.sku)).toEqual([first!.sku])
    expect((await items(token)).map((item) => item.product.sku)).toEqual([second!.sku])

    const removed = await post('/customer/my-wishlist/remove', token, `item=${list.find((i) => i.product.sku === second!.sku)!.id}`)
    expect(removed.headers.getSetCookie().some((cookie) => cookie.startsWith('message=wishlist-removed;'))).toBe(true)
    expect(await items(token)).toEqual([])
  })

  it('shows the “Wishlist error” notice when the product cannot go into the basket', async () => {
    const token = await signedInCustomer('wishlist.error@example.co.uk')
    const sku = (await graphqlData<{ products: { items: { sku: string; __typename: string; stock_status: string }[] } }>('{ products(search: "toner", pageSize: 30) { items { sku __typename stock_status } } }')).products.items.find(
      (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
    )!.sku
    await wish(token, sku)
    await env.DB.prepare("UPDATE products SET stock_status = 'OUT_OF_STOCK', qty = 0 WHERE sku = ?1").bind(sku).run()
    const [item] = await items(token)
    const moved = await post('/customer/my-wishlist/move', token, `item=${item!.id}`)
    const location = moved.headers.get('location')!
    expect(location).toMatch(/^\/customer\/my-wishlist\?failed=(NOT_SALABLE|INSUFFICIENT_STOCK)$/)
    const html = await (await get(location, token)).text()
    expect(html).toContain('Wishlist error')
    expect(await items(token)).toHaveLength(1)
  })

  it('shows the list as a grid or a list, switched by links, and keeps the layout through its forms (SPEC §2)', async () => {
    const token = await signedInCustomer('wishlist.layout@example.co.uk')
    const skus = (await graphqlData<{ products: { items: { sku: string; __typename: string }[] } }>('{ products(search: "ink", pageSize: 30) { items { sku __typename } } }')).products.items
      .filter((item) => item.__typename === 'SimpleProduct')
      .map((item) => item.sku)
    await wish(token, skus[0]!)
    await wish(token, skus[1]!)
    const layoutOf = (html: string) => /data-wishlist-layout="([a-z]+)"/.exec(html)?.[1]
    const current = (html: string) => /<a href="([^"]+)" aria-current="true"[^>]*><span class="sr-only">([^<]+)</.exec(html)?.slice(1, 3)

    const grid = await (await get('/customer/my-wishlist', token)).text()
    expect(layoutOf(grid)).toBe('grid')
    expect(current(grid)).toEqual(['/customer/my-wishlist', 'Grid'])
    expect(grid).toContain('<a href="/customer/my-wishlist?view=list"')
    expect(grid).toContain('aria-label="Show products as"')

    const list = await (await get('/customer/my-wishlist?view=list', token)).text()
    expect(layoutOf(list)).toBe('list')
    expect(current(list)).toEqual(['/customer/my-wishlist?view=list', 'List'])
    expect(list).toContain('<input type="hidden" name="view" value="list"/>')
    // An address with a layout the shop does not know is the grid, not an error.
    expect(layoutOf(await (await get('/customer/my-wishlist?view=table', token)).text())).toBe('grid')

    const [item] = await items(token)
    const removed = await post('/customer/my-wishlist/remove', token, `item=${item!.id}&view=list`)
    expect(removed.headers.get('location')).toBe('/customer/my-wishlist?view=list')
  })

  it('ignores another customer’s item and sends guests home', async () => {
    const owner = await signedInCustomer('wishlist.owner@example.co.uk')
    const sku = (await graphqlData<{ products: { items: { sku: string }[] } }>('{ products(search: "ink", pageSize: 1) { items { sku } } }')).products.items[0]!.sku
    await wish(owner, sku)
    const [theirs] = await items(owner)
    const other = await signedInCustomer('wishlist.other@example.co.uk')
    await post('/customer/my-wishlist/remove', other, `item=${theirs!.id}`)
    await post('/customer/my-wishlist/move', other, `item=${theirs!.id}`)
    expect(await items(owner)).toHaveLength(1)
    expect((await get('/customer/my-wishlist', null)).headers.get('location')).toBe('/')
  })
})
