// Fields of a later version's schema that Magento Open Source does not have: a document meant for
// 2.4.8 or 2.4.9 only is checked against Adobe Commerce's published schema, so this catches a
// Commerce-only field that would validate there and fail on an Open Source shop.
import { getNamedType, Kind, parse, Source, TypeInfo, visit, visitWithTypeInfo } from 'graphql'
import { inOpenSource } from './open-source.mjs'

/** `file:line:column: message` for every field of `text` outside Open Source. */
export function commerceOnlyFields(text, file, versionSchema, reference) {
  const document = parse(new Source(text, file))
  const typeInfo = new TypeInfo(versionSchema)
  const problems = []
  const report = (node, typeName, fieldName) => {
    const { line, column } = node.loc.source.locationOffset
    const at = node.loc.startToken
    problems.push(`${file}:${at.line + line - 1}:${at.column + (at.line === 1 ? column - 1 : 0)}: ${typeName}.${fieldName} is not in Magento Open Source`)
  }
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.FIELD](node) {
        const parent = typeInfo.getParentType()
        if (parent && !node.name.value.startsWith('__') && !inOpenSource(reference, parent, node.name.value)) report(node, parent.name, node.name.value)
      },
      [Kind.OBJECT](node) {
        const type = getNamedType(typeInfo.getInputType())
        if (!type) return
        for (const field of node.fields) if (!inOpenSource(reference, type, field.name.value)) report(field, type.name, field.name.value)
      },
    }),
  )
  return problems
}
