/** The account's lists (issue 17): saved printers (with their cartridges, and remove) and the reviews the customer wrote. */
import { SELF } from 'cloudflare:test'
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
