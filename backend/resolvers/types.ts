import type { GraphQLFieldResolver } from 'graphql'
import type { BackendContext } from '../context'
import type { CategoryRecord } from '../db/categories'
import type { ProductRecord } from '../db/products'

export type Resolver<TSource = unknown, TArgs = Record<string, unknown>> = GraphQLFieldResolver<TSource, BackendContext, TArgs>

/**
 * Field resolvers per type name, plus `__resolveType` for interfaces. The `never` parameters accept
 * every concrete resolver as written (a function taking a `ProductSource` and `{ sku: string }`
 * fits), so a map needs no casts; graphql-js passes each the source and arguments its field declares.
 */
export type ResolverMap = Record<string, TypeResolvers>

export type TypeResolvers = {
  __resolveType?: (value: never) => string | undefined
  fields?: Record<string, Resolver<never, never>>
}

/** How a route lookup reached an entity (SPEC §2: redirects carry their code and target). */
export type RouteInfo = { relative_url: string; redirect_code: number }

/** A product as the resolvers pass it down: the record, how it was reached, what it replaces. */
export type ProductSource = ProductRecord & { route?: RouteInfo; original?: ProductRecord }

export type CategorySource = CategoryRecord & { route?: RouteInfo }
