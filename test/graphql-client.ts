/**
 * A tiny GraphQL caller for workerd tests: through the real worker (SELF.fetch), GET like a browser
 * read. Reads ask to revalidate, so tests of the back end never see the edge cache's copy.
 */
import { SELF } from 'cloudflare:test'

/**
 * Each call comes from a client address of its own, as calls from many shoppers would: the worker's
 * per-client abuse limits (worker/security/rate-limit.ts) then stay out of tests of the back end's
 * own rules, such as Magento's per-account lockout. Tests of the limits send their own address.
 */
const anotherClient = () => ({ 'CF-Connecting-IP': `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}` })

export type GraphQLResult<T> = { data?: T | null; errors?: { message: string; path?: (string | number)[]; extensions?: { category?: string } }[] }

export async function graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, store?: string): Promise<GraphQLResult<T>> {
  const url = new URL('https://shop.test/graphql')
  url.searchParams.set('query', query)
  if (variables) url.searchParams.set('variables', JSON.stringify(variables))
  const response = await SELF.fetch(url, { headers: { 'Cache-Control': 'no-cache', ...anotherClient(), ...(store ? { Store: store } : {}) } })
  if (response.status !== 200) throw new Error(`GraphQL answered HTTP ${response.status}: ${await response.text()}`)
  return (await response.json()) as GraphQLResult<T>
}

/** The data of a query that must not fail. */
export async function graphqlData<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, store?: string): Promise<T> {
  const result = await graphql<T>(query, variables, store)
  if (result.errors?.length) throw new Error(`GraphQL errors: ${result.errors.map((e) => e.message).join('; ')}`)
  return result.data as T
}

/** A GraphQL write, as browsers send them: POST with a JSON body. */
export async function graphqlPost<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, store?: string): Promise<GraphQLResult<T>> {
  const response = await SELF.fetch('https://shop.test/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...anotherClient(), ...(store ? { Store: store } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  if (response.status !== 200) throw new Error(`GraphQL answered HTTP ${response.status}: ${await response.text()}`)
  return (await response.json()) as GraphQLResult<T>
}

/** A GraphQL write with a customer's bearer token, in the store view `store` (the default one when not given). */
export async function graphqlAs<T = Record<string, unknown>>(token: string | null, query: string, variables?: Record<string, unknown>, store?: string): Promise<GraphQLResult<T>> {
  const response = await SELF.fetch('https://shop.test/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...anotherClient(), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(store ? { Store: store } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()) as GraphQLResult<T>
}
