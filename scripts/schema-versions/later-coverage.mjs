// What the embedded back end serves of Magento Open Source 2.4.9's storefront API: the root fields
// Open Source has there (2.4.7's, less those it dropped, plus those it added since) and the
// Open Source fields of the types they reach, measured on Adobe's published 2.4.9 schema with its
// Commerce-only parts left out. `scripts/check-schema-compat.mjs` prints it beside 2.4.7's report.
import { isInterfaceType, isObjectType } from 'graphql'
import { OUT_OF_SCOPE_ROOT_FIELDS, reachableTypes } from '../schema-coverage/coverage.mjs'
import { inOpenSource, OPEN_SOURCE_ADDITIONS } from './open-source.mjs'

const hasField = (schema, typeName, fieldName) => {
  const type = schema.getType(typeName)
  return !!type && (isObjectType(type) || isInterfaceType(type)) && fieldName in type.getFields()
}

/** `newest`: the 2.4.9 schema; `reference`: Open Source 2.4.7's; `ours`: the back end's. */
export function laterVersionCoverage(newest, reference, ours) {
  const rootFields = []
  for (const root of [newest.getQueryType(), newest.getMutationType()]) {
    for (const name of Object.keys(root?.getFields() ?? {})) {
      const key = `${root.name}.${name}`
      if (!OUT_OF_SCOPE_ROOT_FIELDS.has(key) && inOpenSource(reference, root, name)) rootFields.push(key)
    }
  }
  const missingRoot = rootFields.filter((key) => !hasField(ours, ...key.split('.')))
  const added = [...OPEN_SOURCE_ADDITIONS].filter((key) => /^(Query|Mutation)\./.test(key))
  const missingFields = []
  let totalFields = 0
  for (const type of reachableTypes(newest, rootFields)) {
    // A type 2.4.7 lacks and Open Source did not add is Commerce's (gift cards), whatever interface it shares.
    if (!reference.getType(type.name) && !OPEN_SOURCE_ADDITIONS.has(`${type.name}.*`)) continue
    for (const field of Object.keys(type.getFields())) {
      if (!inOpenSource(reference, type, field)) continue
      totalFields += 1
      if (!hasField(ours, type.name, field)) missingFields.push(`${type.name}.${field}`)
    }
  }
  return {
    rootFields: { total: rootFields.length, served: rootFields.length - missingRoot.length, missing: missingRoot },
    addedRootFieldsMissing: added.filter((key) => !hasField(ours, ...key.split('.'))),
    typeFields: { total: totalFields, served: totalFields - missingFields.length, missing: missingFields.sort() },
  }
}
