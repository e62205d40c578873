import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlPost } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'
import { findStaffStock, setStaffStock } from './stock-setting'

const ORIGIN = 'https://shop.test'
const REQUEST = 'mutation R($email: String!, $id: Int!, $name: String!) { requestStockNotification(email: $email, productId: $id, categoryId: 0, categoryProduct: $name) }'

type Product = { id: number; sku: string; name: string }
let soldOut: Product

async function outOfStockSimpleProduct(offset: number): Promise<Product> {
  const row = await env.DB.prepare(
    "SELECT id, sku, name FROM products WHERE stock_status = 'OUT_OF_STOCK' AND status = 1 AND type_id = 'simple' ORDER BY id LIMIT 1 OFFSET ?1",
  )
    .bind(offset)
    .first<Product>()
  if (!row) throw new Error('the seed has no out-of-stock simple product')
  return row
}

const stockAlertsTo = async (email: string) =>
  (await env.DB.prepare("SELECT to_email, subject, body FROM outbox WHERE kind = 'stock_alert' AND to_email = ?1").bind(email).all<{ subject: string; body: string }>()).results

beforeAll(async () => {
  await seedCatalogue()
  soldOut = await outOfStockSimpleProduct(0)
})

describe('staff stock setting', () => {
  it('finds a product by SKU with its quantity, status and waiting requests', async () => {
    const found = await findStaffStock(env.DB, soldOut.sku.toLowerCase())
    expect(found).toMatchObject({ sku: soldOut.sku, name: soldOut.name, qty: 0, inStock: false, waitingAlerts: 0 })
    expect(found?.paths.length).toBeGreaterThan(0)
    expect(await findStaffStock(env.DB, 'NO-SUCH-SKU')).toBeNull()
  })

  it('puts a product back in stock and e-mails each shopper who asked, once, with a link to the product', async () => {
    for (const email of ['wait.one@example.co.uk', 'wait.two@example.co.uk']) {
      const asked = await graphqlPost<{ requestStockNotification: boolean }>(REQUEST, { email, id: soldOut.id, name: soldOut.name })
      expect(asked.errors).toBeUndefined()
    }
    expect((await findStaffStock(env.DB, soldOut.sku))?.waitingAlerts).toBe(2)

    const change = await setStaffStock(env.DB, soldOut.sku, 12, ORIGIN, '2026-11-23T09:00:00Z')
    expect(change).toMatchObject({ before: { qty: 0, inStock: false }, after: { qty: 12, inStock: true, onlyXLeft: null, waitingAlerts: 0 }, alertsSent: 2 })
    const mails = await stockAlertsTo('wait.one@example.co.uk')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`${soldOut.name} is back in stock`)
    expect(mails[0]!.body).toContain(`${ORIGIN}/${change!.after.paths[0]}`)
    expect(await stockAlertsTo('wait.two@example.co.uk')).toHaveLength(1)

    // Another change sends nothing again.
    expect((await setStaffStock(env.DB, soldOut.sku, 30, ORIGIN, '2026-11-23T10:00:00Z'))?.alertsSent).toBe(0)
    expect(await stockAlertsTo('wait.one@example.co.uk')).toHaveLength(1)
  })

  it('sends each e-mail once even when two saves arrive together', async () => {
    const product = await outOfStockSimpleProduct(1)
    await graphqlPost(REQUEST, { email: 'wait.race@example.co.uk', id: product.id, name: product.name })
    const [a, b] = await Promise.all([setStaffStock(env.DB, product.sku, 3, ORIGIN, '2026-11-23T11:00:00Z'), setStaffStock(env.DB, product.sku, 4, ORIGIN, '2026-11-23T11:00:00Z')])
    expect((a?.alertsSent ?? 0) + (b?.alertsSent ?? 0)).toBe(1)
    expect(await stockAlertsTo('wait.race@example.co.uk')).toHaveLength(1)
  })

  it('sends nothing while the product stays out of stock, and says how many are left at 5 or fewer', async () => {
    const product = await outOfStockSimpleProduct(2)
    await graphqlPost(REQUEST, { email: 'wait.zero@example.co.uk', id: product.id, name: product.name })
    expect((await setStaffStock(env.DB, product.sku, 0, ORIGIN, '2026-11-23T12:00:00Z'))?.alertsSent).toBe(0)
    expect(await stockAlertsTo('wait.zero@example.co.uk')).toHaveLength(0)
    const low = await setStaffStock(env.DB, product.sku, 2, ORIGIN, '2026-11-23T12:05:00Z')
    expect(low).toMatchObject({ after: { qty: 2, inStock: true, onlyXLeft: 2 }, alertsSent: 1 })
    const gone = await setStaffStock(env.DB, product.sku, 0, ORIGIN, '2026-11-23T12:10:00Z')
    expect(gone?.after).toMatchObject({ qty: 0, inStock: false, onlyXLeft: null })
  })

  it('keeps the category listing index in step with the new status', async () => {
    const listed = await env.DB.prepare('SELECT MIN(in_stock) AS lowest FROM category_listing WHERE product_id = ?1').bind(soldOut.id).first<{ lowest: number | null }>()
    expect(listed?.lowest).toBe(1)
  })
})
