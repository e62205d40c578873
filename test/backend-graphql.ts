/**
 * The embedded back end's GraphQL endpoint called directly, without the worker in front, for tests of
 * what it refuses on its own (as a Magento would).
 */
import { env } from 'cloudflare:test'
import { handleGraphQLRequest, type GraphQLEndpointOptions } from '../backend'
import shopExtensionsSDL from '../shared/graphql/shop-extensions.graphqls'

export function backendGraphQL(body: string, headers: Record<string, string> = {}, options: Pick<GraphQLEndpointOptions, 'captcha'> = {}): Promise<Response> {
  const request = new Request('https://backend.test/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })
  return handleGraphQLRequest(request, { db: env.DB, extensionSDL: shopExtensionsSDL, development: false, keepAlive: null, ...options })
}
