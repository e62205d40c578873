import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'

let sku: string

const bookmarkOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('db_bookmark='))
    ?.split(';')[0]!
    .slice('db_bookmark='.length) ?? null

const addToBasket = (cookie = '') =>
  SELF.fetch(`${ORIGIN}/checkout/cart/add`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
    body: `sku=${encodeURIComponent(sku)}&quantity=1`,
  })

beforeAll(async () => {
  await seedCatalogue()
  const found = await graphqlData<{ products: { items: { sku: string; __typename: string; stock_status: string }[] } }>(
    '{ products(filter: { category_url_path: { eq: "ink-cartridges" } }, pageSize: 50) { items { __typename sku stock_status } } }',
  )
  sku = found.products.items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK')!.sku
})

describe('the database session of a shopper who writes (D1 read replication)', () => {
  it('remembers where a write left the database, for the requests that follow it', async () => {
    const response = await addToBasket()
    expect(response.status).toBe(303)
    const bookmark = bookmarkOf(response)
    expect(bookmark).toMatch(/^[0-9a-f][0-9a-f-]+$/)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('db_bookmark='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)

    // The basket that follows reads at that bookmark and shows the line just added.
    const cart = response.headers.getSetCookie().find((c) => c.startsWith('cart'))!.split(';')[0]!
    const basket = await SELF.fetch(`${ORIGIN}/cart`, { headers: { Cookie: `${cart}; db_bookmark=${bookmark}` } })
    expect(basket.status).toBe(200)
    expect(await basket.text()).toContain(sku)
  })

  it('sets nothing on a page that only reads', async () => {
    const page = await SELF.fetch(`${ORIGIN}/ink-cartridges.html`)
    expect(page.status).toBe(200)
    expect(bookmarkOf(page)).toBeNull()
  })

  it('ignores a bookmark that is not one, and still answers', async () => {
    const page = await SELF.fetch(`${ORIGIN}/ink-cartridges.html`, { headers: { Cookie: 'db_bookmark=<script>' } })
    expect(page.status).toBe(200)
    const write = await addToBasket('db_bookmark=zz%00')
    expect(write.status).toBe(303)
  })
})
