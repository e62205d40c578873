import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlData } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on CategoryTree { uid name url_path }
    ... on ProductInterface { sku name }
    ... on CmsPage { identifier title }
  }
}`
type Routed = { route: Record<string, unknown> | null }
const route = async (url: string) => (await graphqlData<Routed>(ROUTE, { url })).route

const rewrite = (where: string) =>
  env.DB.prepare(`SELECT request_path, entity_key, target_path, redirect_type FROM url_rewrites WHERE ${where} ORDER BY request_path LIMIT 1`).first<{
    request_path: string
    entity_key: string
    target_path: string
    redirect_type: number
  }>()

beforeAll(() => seedCatalogue())

describe('route(url)', () => {
  it('resolves a category URL in one lookup', async () => {
    const result = await route('/ink-cartridges.html')
    expect(result).toMatchObject({ __typename: 'CategoryTree', type: 'CATEGORY', redirect_code: 0, relative_url: 'ink-cartridges.html', url_path: 'ink-cartridges' })
  })

  it('resolves a product URL to its product type', async () => {
    const row = (await rewrite("entity_type = 'PRODUCT' AND redirect_type = 0"))!
    const result = await route(`/${row.request_path}`)
    expect(result).toMatchObject({ type: 'PRODUCT', redirect_code: 0, relative_url: row.request_path })
    expect(String(result?.__typename)).toMatch(/Product$/)
  })

  it('resolves content pages, the home page and a yearly statement', async () => {
    expect(await route('aboutus.html')).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'aboutus' })
    expect(await route('/')).toMatchObject({ __typename: 'CmsPage', identifier: 'home' })
    expect(await route('/slavery-2024')).toMatchObject({ __typename: 'CmsPage', identifier: 'slavery-2024' })
  })

  it('returns a permanent redirect with its code and target', async () => {
    const row = (await rewrite('redirect_type = 301'))!
    const result = await route(`/${row.request_path}`)
    expect(result).toMatchObject({ redirect_code: 301, relative_url: row.target_path })
  })

  it('returns a temporary redirect with its code and target', async () => {
    const row = (await rewrite('redirect_type = 302'))!
    expect(await route(row.request_path)).toMatchObject({ redirect_code: 302, relative_url: row.target_path })
  })

  it('ignores the query string and surrounding slashes', async () => {
    expect(await route('/ink-cartridges.html/?utm_source=x#top')).toMatchObject({ url_path: 'ink-cartridges' })
  })

  it('answers null for an unknown path', async () => {
    expect(await route('/no-such-page.html')).toBeNull()
    expect(await route('%E0%A4%A')).toBeNull()
  })

  it('also answers the deprecated urlResolver', async () => {
    const result = await graphqlData<{ urlResolver: Record<string, unknown> }>('{ urlResolver(url: "ink-cartridges.html") { id entity_uid relative_url redirectCode type } }')
    expect(result.urlResolver).toMatchObject({ type: 'CATEGORY', redirectCode: 0, relative_url: 'ink-cartridges.html' })
    expect(result.urlResolver.entity_uid).toBe(btoa(String(result.urlResolver.id)))
  })
})
