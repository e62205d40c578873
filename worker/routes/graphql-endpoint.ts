/**
 * @module
 * `/graphql`: the browser's only GraphQL endpoint and the door for Magento-compatible clients.
 * Forwards to the request's back end through the same fetch the page loaders use.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { sameOriginWrite } from '../guards/same-origin-write'

export const graphqlEndpointRoutes = new Hono<AppEnv>()
  .use('/graphql', sameOriginWrite())
  .all('/graphql', (c) => c.var.graphql.forward(c.req.raw))
