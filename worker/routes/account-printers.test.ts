/** The account's saved printers (issue 17): the list with links to the cartridges, and remove. */
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
