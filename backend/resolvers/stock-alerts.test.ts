import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

beforeAll(() => seedCatalogue())

describe('back-in-stock requests', () => {
  const request = (variables: Record<string, unknown>) =>
    graphqlAs<{ requestStockNotification: boolean }>(null, 'mutation S($e: String!, $p: Int!, $c: Int!, $cp: String!) { requestStockNotification(email: $e, productId: $p, categoryId: $c, categoryProduct: $cp) }', variables)

  it('records a request for a product out of stock and confirms it by e-mail', async () => {
    const { id } = (await env.DB.prepare("SELECT id FROM products WHERE stock_status = 'OUT_OF_STOCK' AND status = 1 ORDER BY id LIMIT 1").first<{ id: number }>())!
    expect((await request({ e: 'waiting@example.co.uk', p: id, c: 207009, cp: 'ink-cartridges' })).data?.requestStockNotification).toBe(true)
    expect(await env.DB.prepare('SELECT email FROM stock_alerts WHERE product_id = ?1').bind(id).first()).toEqual({ email: 'waiting@example.co.uk' })
    expect((await request({ e: 'bad', p: id, c: 207009, cp: 'ink-cartridges' })).errors?.[0]?.message).toBe('Enter a valid email address.')
  })

  it('has nothing to promise for a product in stock', async () => {
    const { id } = (await env.DB.prepare("SELECT id FROM products WHERE stock_status = 'IN_STOCK' AND status = 1 ORDER BY id LIMIT 1").first<{ id: number }>())!
    expect((await request({ e: 'x@example.co.uk', p: id, c: 207009, cp: 'x' })).errors?.[0]?.message).toBe('This product is in stock.')
  })
})
