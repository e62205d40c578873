import { env, SELF } from 'cloudflare:test'
import { getIntrospectionQuery } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { backendGraphQL } from '../../test/backend-graphql'
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

/** Fragments that each spread the next twice: about 1.5 KB that expands to 2^levels fields. */
function multiplyingFragments(levels: number, leaf = 'storeConfig { store_code }'): string {
  const definitions = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ${leaf} ...F${i + 1} ...F${i + 1} }`)
  return ['query { ...F0 }', ...definitions, `fragment F${levels} on Query { ${leaf} }`].join('\n')
}

describe('documents built to exhaust the back end', () => {
  // Each finishes at once by construction: a measure that walked every path would not finish at all.
  const direct = async (query: string) => {
    const response = await backendGraphQL(JSON.stringify({ query }))
    return { status: response.status, body: (await response.json()) as GraphQLBody }
  }

  it('refuses fragments that multiply each other, measured once each', async () => {
    for (const answer of [await post({ query: multiplyingFragments(30) }), await direct(multiplyingFragments(30))]) {
      expect(answer.status).toBe(200)
      expect(answer.body.data).toBeUndefined()
      expect(answer.body.errors?.[0]?.message).toMatch(/^Max query complexity should be 300 but got \d+\.$/)
      expect(answer.body.errors?.[0]?.extensions?.category).toBe('graphql')
    }
  })

  it('counts __typename towards a ceiling, so fragments of nothing else cannot multiply either', async () => {
    const { body } = await direct(multiplyingFragments(30, '__typename'))
    expect(body.errors?.[0]).toMatchObject({ message: 'The query expands to more than 2000 fields.', extensions: { category: 'graphql' } })
  })

  it('refuses a fragment cycle and a long chain of fragments before graphql-js follows them', async () => {
    const cycle = multiplyingFragments(30, '__typename').replace(/fragment F30 on Query \{ __typename \}$/, 'fragment F30 on Query { ...F0 }')
    expect((await direct(cycle)).body.errors?.[0]?.message).toMatch(/^Cannot spread fragment "F\d+" within itself\.$/)
    const chain = ['query { ...F0 }', ...Array.from({ length: 2_000 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} }`), 'fragment F2000 on Query { __typename }'].join('\n')
    expect((await direct(chain)).body.errors?.[0]?.message).toBe('Fragments may nest at most 50 deep.')
  })

  it('measures a fragment by the definition graphql-js uses, the last of its name', async () => {
    const shadowed = multiplyingFragments(30).replace('query { ...F0 }', 'query { ...F0 } fragment F0 on Query { storeConfig { store_code } }')
    expect((await direct(shadowed)).body.errors?.[0]?.message).toMatch(/^Max query complexity should be 300 but got \d+\.$/)
  })

  it('bounds introspection by its nested lists, as graphql-js 17 does, and still answers the standard query', async () => {
    const { body } = await direct('{ __type(name: "Query") { fields { type { fields { type { fields { name } } } } } } }')
    expect(body.errors?.[0]).toMatchObject({ message: 'Maximum introspection depth exceeded', extensions: { category: 'graphql' } })
    const standard = await direct(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }))
    expect(standard.body.errors).toBeUndefined()
    expect(standard.body.data).toHaveProperty('__schema.queryType.name', 'Query')
  })

  it('answers documents nested thousands deep with 400 in Magento’s shape, not a crash', async () => {
    const documents = [
      `{ storeConfig ${'{ a '.repeat(10_000)}${'}'.repeat(10_000)} }`,
      `{ products(filter: ${'{ a: '.repeat(10_000)}1${'}'.repeat(10_000)}) { total_count } }`,
      `{ products(search: ${'['.repeat(30_000)}"hp"${']'.repeat(30_000)}) { total_count } }`,
    ]
    for (const query of documents) {
      const { status, body } = await direct(query)
      expect(status).toBe(400)
      expect(body).toEqual({ errors: [{ message: 'The query is nested too deeply.', extensions: { category: 'graphql' } }] })
    }
  })
})
