import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('saved printers', () => {
  it('saves printers for the signed-in customer, who alone can read them', async () => {
    const token = await signedInCustomer('printers@example.co.uk')
    const { id, name } = (await env.DB.prepare("SELECT id, name FROM categories WHERE kind = 'printer_model' ORDER BY id LIMIT 1").first<{ id: number; name: string }>())!
    const add = await graphqlAs<{ addMyPrinter: boolean }>(token, 'mutation A($id: Int!) { addMyPrinter(category_id: $id, customer_email: "printers@example.co.uk") }', { id })
    expect(add.data?.addMyPrinter).toBe(true)
    const list = await graphqlAs<{ myPrinters: { category_id: number; name: string; is_active: boolean; url: string }[] }>(token, '{ myPrinters(customer_email: "printers@example.co.uk") { category_id name is_active url } }')
    expect(list.data?.myPrinters).toEqual([{ category_id: id, name, is_active: true, url: expect.stringMatching(/\.html$/) }])
    const other = await signedInCustomer('peeker@example.co.uk')
    const peek = await graphqlAs(other, '{ myPrinters(customer_email: "printers@example.co.uk") { category_id } }')
    expect(peek.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })
})
