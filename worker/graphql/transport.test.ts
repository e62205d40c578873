import { gql } from '@urql/core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../../shared/constants/stores'
import { GraphQLCallError, SessionEnded, UpstreamError } from './errors'
import { createTransport, type GraphQLFetch } from './transport'

const QUERY = gql<{ storeConfig: { store_code: string } }, Record<string, never>>`
  query TransportProbe {
    storeConfig {
      store_code
    }
  }
`
const OTHER = gql<{ storeConfig: { store_code: string } }, Record<string, never>>`
  query TransportProbeCustom {
    storeConfig {
      store_code
      store_name
    }
  }
`

type Seen = { method: string; url: string; headers: Headers; body: string }

/** A back end that records what reached it and answers with the given JSON and status. */
function recordingBackend(answer: unknown, status = 200): { fetch: GraphQLFetch; seen: Seen[] } {
  const seen: Seen[] = []
  return {
    seen,
    fetch: async (request) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() })
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } })
    },
  }
}

const ok = { data: { storeConfig: { store_code: 'default' } } }

describe('GraphQL transport', () => {
  it('sends the store view as the Store header and no token to public reads', async () => {
    const backend = recordingBackend(ok)
    const transport = createTransport({ fetch: backend.fetch, endpoint: 'https://shop.test/graphql', store: GERMAN_STORE, customerToken: 'secret-token-1234567890' })
    expect(await transport.query(QUERY, {})).toEqual(ok.data)
    expect(backend.seen[0]!.headers.get('Store')).toBe('de')
    expect(backend.seen[0]!.headers.get('Authorization')).toBeNull()
    // Reads go as GET, so a Magento behind a CDN can cache them.
    expect(backend.seen[0]!.method).toBe('GET')
    expect(new URL(backend.seen[0]!.url).searchParams.get('query')).toContain('TransportProbe')
  })

  it('adds the bearer token only to calls made as the customer', async () => {
    const backend = recordingBackend(ok)
    const transport = createTransport({ fetch: backend.fetch, endpoint: 'https://shop.test/graphql', store: DEFAULT_STORE, customerToken: 'secret-token-1234567890' })
    await transport.query(QUERY, {}, { asCustomer: true })
    expect(backend.seen[0]!.headers.get('Authorization')).toBe('Bearer secret-token-1234567890')
  })

  it('accepts a custom query and custom headers, but never lets them replace reserved headers', async () => {
    const backend = recordingBackend(ok)
    const transport = createTransport({ fetch: backend.fetch, endpoint: 'https://shop.test/graphql', store: DEFAULT_STORE, customerToken: null })
    await transport.query(QUERY, {}, { customQuery: OTHER, customHeaders: { 'X-Request-Source': 'storefront', Store: 'de', authorization: 'Bearer forged' } })
    const seen = backend.seen[0]!
    expect(new URL(seen.url).searchParams.get('query')).toContain('TransportProbeCustom')
    expect(seen.headers.get('X-Request-Source')).toBe('storefront')
    expect(seen.headers.get('Store')).toBe('default')
    expect(seen.headers.get('Authorization')).toBeNull()
  })

  it('throws the first GraphQL message, with its category', async () => {
    const backend = recordingBackend({ errors: [{ message: 'first', extensions: { category: 'graphql-input' } }, { message: 'second' }], data: null })
    const transport = createTransport({ fetch: backend.fetch, endpoint: 'https://shop.test/graphql', store: DEFAULT_STORE, customerToken: null })
    const error = await transport.query(QUERY, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GraphQLCallError)
    expect((error as GraphQLCallError).message).toBe('first')
    expect((error as GraphQLCallError).category).toBe('graphql-input')
  })

  it('turns an authorization error on a customer call into an ended session', async () => {
    const backend = recordingBackend({ errors: [{ message: 'The current customer isn\'t authorized.', extensions: { category: 'graphql-authorization' } }], data: null })
    const transport = createTransport({ fetch: backend.fetch, endpoint: 'https://shop.test/graphql', store: DEFAULT_STORE, customerToken: 'expired-token-1234567890' })
    await expect(transport.query(QUERY, {}, { asCustomer: true })).rejects.toBeInstanceOf(SessionEnded)
  })

  it('reports an unreachable or broken back end as an upstream error', async () => {
    const down = createTransport({ fetch: () => Promise.reject(new TypeError('connection refused')), endpoint: 'https://shop.test/graphql', store: DEFAULT_STORE, customerToken: null })
    await expect(down.query(QUERY, {})).rejects.toBeInstanceOf(UpstreamError)
    const html = createTransport({
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      endpoint: 'https://shop.test/graphql',
      store: DEFAULT_STORE,
      customerToken: null,
    })
    await expect(html.query(QUERY, {})).rejects.toBeInstanceOf(UpstreamError)
  })
})
