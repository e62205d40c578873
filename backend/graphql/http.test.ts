import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertStatements } from '../db/seed-sql'

type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { category?: string } }[] }

const endpoint = 'https://shop.test/graphql'
const get = async (query: string, variables?: object, headers?: HeadersInit) => {
  const url = new URL(endpoint)
  url.searchParams.set('query', query)
  if (variables) url.searchParams.set('variables', JSON.stringify(variables))
  const response = await SELF.fetch(url, { headers })
  return { status: response.status, body: (await response.json()) as GraphQLBody }
}
const post = async (body: unknown, headers?: HeadersInit) => {
  const response = await SELF.fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as GraphQLBody }
}

beforeAll(async () => {
  const stores = [
    { store_code: 'default', store_id: 1, locale: 'en_GB', base_currency_code: 'GBP', display_currency_code: 'GBP', currency_rate: 1, config: { store_name: 'Default Store View', root_category_id: 207008, timezone: 'Europe/London' } },
    { store_code: 'de', store_id: 2, locale: 'de_DE', base_currency_code: 'GBP', display_currency_code: 'EUR', currency_rate: 1.17, config: { store_name: 'Deutsch', root_category_id: 207008, timezone: 'Europe/Berlin' } },
  ]
  for (const statement of insertStatements('store_configs', stores)) await env.DB.exec(statement)
})

describe('GraphQL endpoint', () => {
  it('answers a GET query, aliases and __typename included', async () => {
    const { status, body } = await get('{ config: storeConfig { __typename store_code store_name locale base_currency_code } }')
    expect(status).toBe(200)
    expect(body).toEqual({
      data: { config: { __typename: 'StoreConfig', store_code: 'default', store_name: 'Default Store View', locale: 'en_GB', base_currency_code: 'GBP' } },
    })
  })

  it('answers a POST query with variables and an operation name', async () => {
    const { body } = await post({
      query: 'query A { storeConfig { store_code } } query B($x: Boolean) { availableStores(useCurrentGroup: $x) { store_code } }',
      variables: { x: true },
      operationName: 'B',
    })
    expect(body.data).toEqual({ availableStores: [{ store_code: 'default' }, { store_code: 'de' }] })
  })

  it('chooses the store view from the Store header', async () => {
    const { body } = await get('{ storeConfig { store_code default_display_currency_code } }', undefined, { Store: 'de' })
    expect(body.data).toEqual({ storeConfig: { store_code: 'de', default_display_currency_code: 'EUR' } })
  })

  it('refuses an unknown store view in Magento’s words', async () => {
    const { body } = await get('{ storeConfig { store_code } }', undefined, { Store: 'xx' })
    expect(body.errors?.[0]).toEqual({ message: 'Requested store is not found', extensions: { category: 'graphql-no-such-entity' } })
  })

  it('reports an unknown field as a Magento-shaped validation error', async () => {
    const { status, body } = await get('{ storeConfig { no_such_field } }')
    expect(status).toBe(200)
    expect(body.errors?.[0]?.message).toBe('Cannot query field "no_such_field" on type "StoreConfig".')
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql')
  })

  it('reports a syntax error', async () => {
    const { body } = await get('{ storeConfig { ')
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error/)
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql')
  })

  it('rejects a wrong argument type and a non-integer page', async () => {
    const wrongType = await get('{ products(search: "hp", pageSize: "ten") { total_count } }')
    expect(wrongType.body.errors?.[0]?.message).toMatch(/Int cannot represent a non-integer value|Int cannot represent non-integer value/)
    const fraction = await get('query ($p: Int) { products(search: "hp", currentPage: $p) { total_count } }', { p: 1.5 })
    expect(fraction.body.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 1\.5/)
  })

  it('enforces Magento’s query depth limit', async () => {
    const deep = '{ categories { items { ' + 'children { '.repeat(20) + 'uid' + ' }'.repeat(20) + ' } } }'
    const { body } = await get(deep)
    expect(body.errors?.[0]?.message).toMatch(/^Max query depth should be 20 but got \d+\.$/)
  })

  it('enforces Magento’s alias limit', async () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ')
    const { body } = await get(`{ ${aliases} }`)
    expect(body.errors?.[0]?.message).toBe('Max Aliases in query should be 10 but got 11.')
  })

  it('answers introspection', async () => {
    const { body } = await get('{ __schema { queryType { name } } __type(name: "SimpleProduct") { fields { name } } }')
    const fields = ((body.data?.__type as { fields: { name: string }[] }).fields ?? []).map((f) => f.name)
    expect(body.data?.__schema).toEqual({ queryType: { name: 'Query' } })
    expect(fields).toEqual(expect.arrayContaining(['sku', 'price_range', 'yields', 'alternative_product', 'relative_url']))
  })

  it('answers malformed requests with 400 and a clear message', async () => {
    const badJson = await post('{ not json')
    expect(badJson.status).toBe(400)
    expect(badJson.body.errors?.[0]).toEqual({ message: 'The request body must be valid JSON.', extensions: { category: 'graphql-input' } })
    const noQuery = await post({ variables: {} })
    expect(noQuery.body.errors?.[0]?.message).toBe('Request does not contain a query.')
    const badVariables = await get('{ storeConfig { store_code } }', undefined)
    expect(badVariables.status).toBe(200)
    const url = new URL(endpoint)
    url.searchParams.set('query', '{ storeConfig { store_code } }')
    url.searchParams.set('variables', '[1]')
    const arrayVariables = await SELF.fetch(url)
    expect(arrayVariables.status).toBe(400)
  })

  it('refuses other methods', async () => {
    const response = await SELF.fetch(endpoint, { method: 'PUT', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST')
  })
})
