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

/** Names selected under the current field's `name` field (through any fragments), e.g. items' fields. */
export function selectedUnder(info: GraphQLResolveInfo, name: string): Set<string> {
  const names = new Set<string>()
  const collect = (set: SelectionSetNode | undefined, seen: Set<string>, inside: boolean): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (inside) names.add(selection.name.value)
        else if (selection.name.value === name) collect(selection.selectionSet, new Set(), true)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, seen, inside)
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value)
        collect(info.fragments[selection.name.value]?.selectionSet, seen, inside)
      }
    }
  }
  for (const node of info.fieldNodes) collect(node.selectionSet, new Set(), false)
  return names
}
