/**
 * @module
 * The one GraphQL transport every server-side loader uses (DESIGN "One GraphQL transport"): a
 * per-request urql client whose fetch reaches either the embedded back end in-process or the
 * upstream Magento. The `Store` header follows the locale; the customer's bearer token is added
 * only to calls that need the customer, so public reads stay cacheable.
 */
import { Client, fetchExchange, type AnyVariables, type CombinedError, type DocumentInput, type OperationResult } from '@urql/core'
import type { StoreView } from '../../shared/constants/stores'
import { AUTHORIZATION_CATEGORY, GraphQLCallError, SessionEnded, UpstreamError } from './errors'
import { upstreamFailure } from './upstream-failure'

/** How a GraphQL HTTP request reaches the back end. The composition root decides which. */
export type GraphQLFetch = (request: Request) => Promise<Response>

/** The back end a request's GraphQL reaches, and the URL its requests are addressed to. */
export type BackendChoice = {
  fetch: GraphQLFetch
  endpoint: string
  /** Where this request's writes left the embedded back end's database (a D1 bookmark), if it wrote. */
  bookmark?: () => string | null
}

/** SPEC §7: every call accepts a custom query (same result shape) and custom headers. */
export type CallOptions<Data, Variables extends AnyVariables> = {
  /** Send the customer's token: for customer, cart and wish-list operations only. */
  asCustomer?: boolean
  /**
   * A token to send instead of the cookie's: the one a sign-in has just issued, which the request's
   * cookie does not carry yet.
   */
  bearerToken?: string
  /** The store code for the `Store` header when it is not the request's store view (the store cookie). */
  store?: string
  customQuery?: DocumentInput<Data, Variables>
  customHeaders?: Record<string, string>
}

/** What a forwarded request carries besides its query string and body; nothing else goes through. */
export type ForwardOptions = {
  /** The `Authorization` header to send, or null for none. Default: the request's own. */
  authorization?: string | null
  /** The `Store` header. Default: the request's store view. */
  store?: string
}

export type GraphQLTransport = {
  query<Data, Variables extends AnyVariables>(document: DocumentInput<Data, Variables>, variables: Variables, options?: CallOptions<Data, Variables>): Promise<Data>
  mutate<Data, Variables extends AnyVariables>(document: DocumentInput<Data, Variables>, variables: Variables, options?: CallOptions<Data, Variables>): Promise<Data>
  /**
   * Sends a raw GraphQL HTTP request (from the /graphql endpoint) to the same back end: method, query
   * string and body kept, but a clean set of headers, so the shopper's cookies and host never leave.
   */
  forward(request: Request, options?: ForwardOptions): Promise<Response>
  /** True when this request carries a customer token. */
  readonly hasCustomer: boolean
}

export type TransportSettings = {
  fetch: GraphQLFetch
  /** The URL the request is addressed to (the upstream endpoint, or this worker's /graphql). */
  endpoint: string
  store: StoreView
  customerToken: string | null
}

/** Headers the caller may not override through custom headers. */
const RESERVED_HEADERS = new Set(['authorization', 'store', 'content-type', 'cookie', 'host'])

function firstCategory(error: CombinedError): string | undefined {
  const category = error.graphQLErrors[0]?.extensions?.category
  return typeof category === 'string' ? category : undefined
}

/** SPEC §8: the first GraphQL message is thrown (and logged by the error handler). */
function unwrap<Data>(result: OperationResult<Data>, sentToken: boolean): Data {
  const { error, data } = result
  if (error) {
    // A 503 with GraphQL errors is a busy back end (the embedded one's database), not an answer.
    if (error.networkError || error.graphQLErrors.length === 0 || (error.response as Response | undefined)?.status === 503) throw upstreamFailure(error)
    const category = firstCategory(error)
    if (category === AUTHORIZATION_CATEGORY && sentToken) throw new SessionEnded(error.graphQLErrors[0]!.message, { cause: error })
    throw new GraphQLCallError(error.graphQLErrors[0]!.message, category, { cause: error })
  }
  if (data === undefined || data === null) throw new UpstreamError('GraphQL back end returned no data')
  return data
}

export function createTransport(settings: TransportSettings): GraphQLTransport {
  // Made at the first call: a page answered from the page cache makes none.
  let client: Client | undefined
  const urql = () =>
    (client ??= new Client({
      url: settings.endpoint,
      // No client cache: each request gets a fresh client, and caching is KV's job.
      exchanges: [fetchExchange],
      requestPolicy: 'network-only',
      preferGetMethod: 'within-url-limit',
      fetch: (input, init) => settings.fetch(new Request(input, init)),
    }))

  const headersFor = <Data, Variables extends AnyVariables>(options: CallOptions<Data, Variables>, token: string | null): Record<string, string> => {
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(options.customHeaders ?? {})) if (!RESERVED_HEADERS.has(name.toLowerCase())) headers[name] = value
    headers.Store = options.store ?? settings.store.code
    if (token) headers.Authorization = `Bearer ${token}`
    return headers
  }

  const run = async <Data, Variables extends AnyVariables>(
    kind: 'query' | 'mutation',
    document: DocumentInput<Data, Variables>,
    variables: Variables,
    options: CallOptions<Data, Variables> = {},
  ): Promise<Data> => {
    const token = options.bearerToken ?? (options.asCustomer === true ? settings.customerToken : null)
    const context = { fetchOptions: { headers: headersFor(options, token) } }
    const chosen = options.customQuery ?? document
    const result = kind === 'query' ? await urql().query(chosen, variables, context).toPromise() : await urql().mutation(chosen, variables, context).toPromise()
    return unwrap(result, token !== null)
  }

  return {
    query: (document, variables, options) => run('query', document, variables, options),
    mutate: (document, variables, options) => run('mutation', document, variables, options),
    forward: async (request, options = {}) => {
      const target = new URL(settings.endpoint)
      target.search = new URL(request.url).search
      const withBody = request.method !== 'GET' && request.method !== 'HEAD'
      const headers = new Headers({ Accept: 'application/json', Store: options.store ?? settings.store.code })
      if (withBody) headers.set('Content-Type', 'application/json')
      const authorization = options.authorization === undefined ? request.headers.get('Authorization') : options.authorization
      if (authorization) headers.set('Authorization', authorization)
      return settings.fetch(new Request(target, { method: request.method, headers, body: withBody ? await request.arrayBuffer() : null }))
    },
    hasCustomer: settings.customerToken !== null,
  }
}
