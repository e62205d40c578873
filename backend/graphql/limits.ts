/**
 * @module
 * Magento's production limits on a query, as validation rules: depth at most 20, complexity (fields
 * with fragments expanded) at most 300, at most 10 aliases. Introspection is exempt from the
 * complexity count, as clients' schema queries exceed it by design.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

export const MAX_QUERY_DEPTH = 20
export const MAX_QUERY_COMPLEXITY = 300
export const MAX_ALIASES = 10

type Measure = { depth: number; fields: number }

/** Depth and field count of a selection, following fragment spreads (each fragment once per path). */
function measure(selectionSet: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, visiting: Set<string>): Measure {
  let depth = 0
  let fields = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue
      fields += 1
      if (selection.selectionSet) {
        const inner = measure(selection.selectionSet, fragments, visiting)
        depth = Math.max(depth, inner.depth + 1)
        fields += inner.fields
      } else depth = Math.max(depth, 1)
    } else {
      const nested =
        selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : fragments[selection.name.value]?.selectionSet
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null
      if (!nested || (name && visiting.has(name))) continue
      if (name) visiting.add(name)
      const inner = measure(nested, fragments, visiting)
      if (name) visiting.delete(name)
      depth = Math.max(depth, inner.depth)
      fields += inner.fields
    }
  }
  return { depth, fields }
}

export const queryLimits: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const fragments: Record<string, FragmentDefinitionNode> = {}
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
  }
  let aliases = 0
  return {
    Field(node) {
      if (node.alias) aliases += 1
    },
    Document: {
      leave(node) {
        if (aliases > MAX_ALIASES) {
          context.reportError(new GraphQLError(`Max Aliases in query should be ${MAX_ALIASES} but got ${aliases}.`, { nodes: [node] }))
        }
      },
    },
    OperationDefinition: {
      leave(node) {
        const { depth, fields } = measure(node.selectionSet, fragments, new Set())
        if (depth > MAX_QUERY_DEPTH) {
          context.reportError(new GraphQLError(`Max query depth should be ${MAX_QUERY_DEPTH} but got ${depth}.`, { nodes: [node] }))
        }
        if (fields > MAX_QUERY_COMPLEXITY) {
          context.reportError(new GraphQLError(`Max query complexity should be ${MAX_QUERY_COMPLEXITY} but got ${fields}.`, { nodes: [node] }))
        }
      },
    },
  }
}
