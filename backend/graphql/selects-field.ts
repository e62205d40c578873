import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql'

/** Whether the query selects `name` directly under the current field (through any fragments). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, seen)
      if (seen.has(selection.name.value)) return false
      seen.add(selection.name.value)
      return visit(info.fragments[selection.name.value]?.selectionSet, seen)
    })
  return info.fieldNodes.some((node) => visit(node.selectionSet, new Set()))
}
