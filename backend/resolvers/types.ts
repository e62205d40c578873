import type { GraphQLFieldResolver, GraphQLTypeResolver } from 'graphql'
import type { BackendContext } from '../context'
import type { CategoryRecord } from '../db/categories'
import type { ProductRecord } from '../db/products'

export type Resolver<TSource = unknown, TArgs = Record<string, unknown>> = GraphQLFieldResolver<TSource, BackendContext, TArgs>

/** Field resolvers per type name, plus `__resolveType` for interfaces. */
export type ResolverMap = Record<string, Record<string, Resolver<never, never> | GraphQLTypeResolver<never, BackendContext>>>

/** How a route lookup reached an entity (SPEC §2: redirects carry their code and target). */
export type RouteInfo = { relative_url: string; redirect_code: number }

/** A product as the resolvers pass it down: the record, how it was reached, what it replaces. */
export type ProductSource = ProductRecord & { route?: RouteInfo; original?: ProductRecord }

export type CategorySource = CategoryRecord & { route?: RouteInfo }
