import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { signedInCustomer } from '../../test/customers'
import { seedCatalogue } from '../../test/seed-catalogue'

const ORIGIN = 'https://shop.test'
let model: { uid: string; name: string; url_path: string }
let section: { uid: string }

async function call(name: string, options: { token?: string; variables?: unknown; store?: string } = {}) {
  const post = name === 'addMyPrinter'
  const headers: Record<string, string> = { ...(options.token ? { Cookie: `customer=${options.token}` } : {}), ...(options.store ? { Store: options.store } : {}) }
  const response = post
    ? await SELF.fetch(`${ORIGIN}/api/magento/${name}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify({ variables: options.variables ?? {} }) })
    : await SELF.fetch(`${ORIGIN}/api/magento/${name}`, { headers })
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as { data?: unknown; errors?: unknown[] } }
}

beforeAll(async () => {
  await seedCatalogue()
  const found = await graphqlData<{ categories: { items: { uid: string; name: string; url_path: string; printer_message: string | null }[] } }>(
    '{ categories(filters: { name: { match: "OfficeJet" } }, pageSize: 50) { items { uid name url_path printer_message } } }',
  )
  model = found.categories.items.find((item) => item.printer_message)!
  section = (await graphqlData<{ categories: { items: { uid: string }[] } }>('{ categories(filters: { url_path: { eq: "ink-cartridges" } }) { items { uid } } }')).categories.items[0]!
})

describe('saved printers (myPrinters, addMyPrinter)', () => {
  it('are empty for a guest, without a back-end call that could fail', async () => {
    expect(await call('myPrinters')).toMatchObject({ status: 200, cacheControl: 'no-store', body: { data: { signedIn: false, printers: [] } } })
    expect((await call('addMyPrinter', { variables: { uid: model.uid } })).body).toEqual({ data: { saved: false } })
  })

  it('saves a printer model for the signed-in customer and lists it, in the shopper’s store view', async () => {
    const token = await signedInCustomer('printer.saver@example.com')
    expect((await call('myPrinters', { token })).body).toEqual({ data: { signedIn: true, printers: [] } })
    expect((await call('addMyPrinter', { token, variables: { uid: model.uid } })).body).toEqual({ data: { saved: true } })
    expect((await call('myPrinters', { token })).body).toEqual({ data: { signedIn: true, printers: [{ uid: model.uid, name: model.name, path: `/${model.url_path}.html` }] } })
    expect((await call('myPrinters', { token, store: 'de' })).body).toMatchObject({ data: { printers: [{ path: `/de/${model.url_path}.html` }] } })
    // Saving twice keeps one.
    await call('addMyPrinter', { token, variables: { uid: model.uid } })
    expect(((await call('myPrinters', { token })).body.data as { printers: unknown[] }).printers).toHaveLength(1)
  })

  it('refuses what is not a printer model, and variables it does not know', async () => {
    const token = await signedInCustomer('printer.refused@example.com')
    expect((await call('addMyPrinter', { token, variables: { uid: section.uid } })).status).toBe(404)
    expect((await call('addMyPrinter', { token, variables: { uid: 'not-a-uid!' } })).status).toBe(400)
    expect((await call('addMyPrinter', { token, variables: { uid: model.uid, email: 'someone@else.example' } })).status).toBe(400)
  })
})
