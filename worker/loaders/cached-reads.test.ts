import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../test/seed-catalogue'
import { createApp } from '../app'
import type { Env } from '../bindings'
import { loadCategoryTree, loadCmsBlocks, loadCmsPage, loadRoute, loadStoreConfig } from './cached-reads'

const BACK_END_DOWN: Partial<Env> = { MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' }

/** The real app with one extra route that runs every shared loader and answers what they found. */
const app = createApp({
  extraRoutes: (routes) =>
    routes.on('GET', ['/__test/cached-reads', '/de/__test/cached-reads'], async (c) => {
      const [tree, config, blocks, page, route] = await Promise.all([
        loadCategoryTree(c.var.loaderContext),
        loadStoreConfig(c.var.loaderContext),
        loadCmsBlocks(c.var.loaderContext, ['footer_company_payment', 'no_such_block']),
        loadCmsPage(c.var.loaderContext, 'no-such-page'),
        loadRoute(c.var.loaderContext, '/ink-cartridges.html/'),
      ])
      return c.json({
        topLevel: tree?.children?.map((child) => child?.name) ?? null,
        secondLevelOfInk: tree?.children?.find((child) => child?.url_path === 'ink-cartridges')?.children?.length ?? 0,
        storeCode: config?.store_code,
        currency: config?.base_currency_code,
        blocks: [...blocks.keys()],
        page,
        routeType: route?.type,
      })
    }),
})

async function call(path: string, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`https://shop.test${path}`), { ...env, ...overrides }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, body }
}

beforeAll(() => seedCatalogue())

describe('shared loaders', () => {
  it('read the category tree, store config, blocks, pages and routes from the back end', async () => {
    const { status, body } = await call('/__test/cached-reads')
    expect(status).toBe(200)
    const facts = JSON.parse(body) as Record<string, unknown>
    const names = await env.DB.prepare('SELECT name FROM categories WHERE parent_id = 207008 ORDER BY position, id').all<{ name: string }>()
    expect(facts.topLevel).toEqual(names.results.map((r) => r.name))
    expect(facts.secondLevelOfInk).toBeGreaterThan(0)
    expect(facts).toMatchObject({ storeCode: 'default', currency: 'GBP', blocks: ['footer_company_payment'], page: null, routeType: 'CATEGORY' })
  })

  it('keep every value in KV, so the same answers come while the back end is down', async () => {
    const warm = await call('/__test/cached-reads')
    const { keys } = await env.CACHE.list({ prefix: 'v1:' })
    const kinds = new Set(keys.map((k) => k.name.split(':')[1]))
    expect([...kinds].sort()).toEqual(['categoryTree', 'cmsBlocks', 'cmsPage', 'route', 'storeConfig'])
    const down = await call('/__test/cached-reads', BACK_END_DOWN)
    expect(down.status).toBe(200)
    expect(down.body).toBe(warm.body)
  })

  it('answer per store view', async () => {
    const german = JSON.parse((await call('/de/__test/cached-reads')).body) as { storeCode: string; currency: string }
    expect(german.storeCode).toBe('de')
  })
})
