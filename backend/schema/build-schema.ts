/**
 * @module
 * The executable schema: Magento's subset plus the shop's extension SDL, merged by Magento's rules,
 * with the resolvers attached. Built once per isolate.
 */
import { buildASTSchema, isInterfaceType, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql'
import { resolvers } from '../resolvers'
import magentoSubset from './magento-subset.graphqls'
import { mergeSDL } from './merge-sdl'
import { magentoModuleSDL } from './modules'

function attachResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, { __resolveType, fields = {} }] of Object.entries(resolvers)) {
    const type = schema.getType(typeName)
    if (!type) throw new Error(`resolvers: no type ${typeName} in the schema`)
    if (isInterfaceType(type)) {
      if (__resolveType) type.resolveType = __resolveType as never
      // Interface field resolvers go to every implementation that has no resolver of its own.
      for (const implementation of schema.getPossibleTypes(type)) {
        const own = resolvers[implementation.name]?.fields ?? {}
        for (const [field, resolve] of Object.entries(fields)) {
          const target = implementation.getFields()[field]
          if (target && !(field in own)) target.resolve = resolve as GraphQLFieldResolver<unknown, unknown>
        }
      }
    } else if (isObjectType(type)) {
      for (const [field, resolve] of Object.entries(fields)) {
        const target = type.getFields()[field]
        if (!target) throw new Error(`resolvers: no field ${typeName}.${field} in the schema`)
        target.resolve = resolve as GraphQLFieldResolver<unknown, unknown>
      }
    }
  }
  return schema
}

const built = new Map<string, GraphQLSchema>()

/** The executable schema for an extension SDL (cached: the texts never change within an isolate). */
export function backendSchema(extensionSDL: string): GraphQLSchema {
  let schema = built.get(extensionSDL)
  if (!schema) {
    schema = attachResolvers(buildASTSchema(mergeSDL(magentoSubset, ...magentoModuleSDL, extensionSDL)))
    built.set(extensionSDL, schema)
  }
  return schema
}

/** The merged SDL documents, for the compatibility check. */
export function backendSDLDocument(extensionSDL: string) {
  return mergeSDL(magentoSubset, ...magentoModuleSDL, extensionSDL)
}
