// What the embedded back end serves of Magento 2.4.7's storefront API (issue "Magento fidelity"):
// the query and mutation root fields, by the module that declares them, and the fields of every
// object and interface type reachable from those root fields. Pure functions of two graphql-js
// schemas and the modules' SDL; `scripts/check-schema-compat.mjs` prints the report and holds it
// against the floor in `floor.json`.
import { getNamedType, isInterfaceType, isObjectType, isUnionType, parse } from 'graphql'

/** Root fields tied to a payment vendor or to admin impersonation: out of the storefront's scope. */
export const OUT_OF_SCOPE_ROOT_FIELDS = new Set([
  'Query.getPayflowLinkToken',
  'Query.getHostedProUrl',
  'Mutation.createPaypalExpressToken',
  'Mutation.createPayflowProToken',
  'Mutation.handlePayflowProResponse',
  'Mutation.generateCustomerTokenAsAdmin',
])

/** `Query.x` and `Mutation.y` declared in one module's SDL (its `type Query` / `type Mutation` blocks). */
export function moduleRootFields(sdl) {
  const fields = []
  for (const definition of parse(sdl).definitions) {
    const name = definition.name?.value
    if ((name === 'Query' || name === 'Mutation') && definition.fields) {
      for (const field of definition.fields) fields.push(`${name}.${field.name.value}`)
    }
  }
  return fields
}

function rootFieldsOf(schema) {
  const names = []
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (root) for (const field of Object.keys(root.getFields())) names.push(`${root.name}.${field}`)
  }
  return names
}

const hasField = (schema, typeName, fieldName) => {
  const type = schema.getType(typeName)
  return !!type && (isObjectType(type) || isInterfaceType(type)) && fieldName in type.getFields()
}

/** Object and interface types reachable from the given root fields through output fields (interfaces bring their implementations). */
export function reachableTypes(schema, rootFields) {
  const seen = new Set()
  const queue = []
  const visit = (type) => {
    const named = getNamedType(type)
    if (!named || seen.has(named.name)) return
    if (isUnionType(named)) {
      seen.add(named.name)
      named.getTypes().forEach(visit)
      return
    }
    if (!isObjectType(named) && !isInterfaceType(named)) return
    seen.add(named.name)
    queue.push(named)
    if (isInterfaceType(named)) schema.getPossibleTypes(named).forEach(visit)
  }
  for (const name of rootFields) {
    const [rootName, fieldName] = name.split('.')
    const field = schema.getType(rootName)?.getFields()[fieldName]
    if (field) visit(field.type)
  }
  while (queue.length) for (const field of Object.values(queue.shift().getFields())) visit(field.type)
  return [...seen].map((name) => schema.getType(name)).filter((type) => isObjectType(type) || isInterfaceType(type))
}

/**
 * The coverage of `ours` against `reference`: root fields in scope by module (served and missing),
 * and the fields of the reachable types (served and missing). `modules` maps a module's name to
 * its SDL; root fields no module declares (the shop's own) are not counted.
 */
export function schemaCoverage(reference, ours, modules) {
  const byModule = []
  const inScope = []
  for (const [module, sdl] of Object.entries(modules)) {
    const fields = moduleRootFields(sdl).filter((name) => !OUT_OF_SCOPE_ROOT_FIELDS.has(name))
    if (fields.length === 0) continue
    const missing = fields.filter((name) => !hasField(ours, ...name.split('.')))
    byModule.push({ module, total: fields.length, served: fields.length - missing.length, missing })
    inScope.push(...fields)
  }
  byModule.sort((a, b) => a.module.localeCompare(b.module))
  const types = reachableTypes(reference, inScope).sort((a, b) => a.name.localeCompare(b.name))
  const missingFields = []
  let totalFields = 0
  for (const type of types) {
    for (const field of Object.keys(type.getFields())) {
      totalFields += 1
      if (!hasField(ours, type.name, field)) missingFields.push(`${type.name}.${field}`)
    }
  }
  const servedRoot = byModule.reduce((sum, entry) => sum + entry.served, 0)
  return {
    rootFields: { total: inScope.length, served: servedRoot, missing: byModule.flatMap((entry) => entry.missing) },
    byModule,
    typeFields: { total: totalFields, served: totalFields - missingFields.length, missing: missingFields },
    ourRootFields: rootFieldsOf(ours).length,
  }
}

/** Percent to one decimal, rounded down so that a floor is never claimed before it is reached. */
export const percent = (served, total) => (total === 0 ? 100 : Math.floor((served * 1000) / total) / 10)

/** Where the coverage fell below the floor; empty when it holds. */
export function belowFloor(coverage, floor) {
  const failures = []
  if (coverage.rootFields.served < floor.rootFieldsServed) failures.push(`root fields served: ${coverage.rootFields.served}, the floor is ${floor.rootFieldsServed}`)
  const fieldsPercent = percent(coverage.typeFields.served, coverage.typeFields.total)
  if (fieldsPercent < floor.typeFieldsPercent) failures.push(`reachable fields served: ${fieldsPercent}%, the floor is ${floor.typeFieldsPercent}%`)
  return failures
}
