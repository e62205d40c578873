/**
 * @module
 * Magento's production limits on a query, as a validation rule: depth at most 20, complexity (fields
 * with fragments expanded) at most 300, at most 10 aliases. Introspection is exempt from the
 * complexity count, as clients' schema queries exceed it by design; it has a bound of its own instead
 * (graphql-js 17's introspection depth rule), since the schema's types refer to each other and a few
 * nested `fields { type { fields … } } }` multiply the answer. Everything, introspection and
 * `__typename` included, counts towards a ceiling on the expanded document.
 *
 * The measure costs time linear in the document: each fragment is measured once and its measure
 * reused wherever it is spread, and counts stop growing at a ceiling. A document whose fragments each
 * spread the next one twice expands to 2^n fields, but is measured in n steps and refused.
 */
import {
  GraphQLError,
  Kind,
  type ASTNode,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

export const MAX_QUERY_DEPTH = 20
export const MAX_QUERY_COMPLEXITY = 300
export const MAX_ALIASES = 10
/** Fields of every kind, fragments expanded; the standard introspection query has about 250. */
export const MAX_EXPANDED_FIELDS = 2_000
/** Nested list fields of the introspection types, as graphql-js 17 counts them (3 is refused). */
const MAX_INTROSPECTION_LISTS = 3
const INTROSPECTION_LISTS: ReadonlySet<string> = new Set(['fields', 'interfaces', 'possibleTypes', 'inputFields'])
const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type'])
/** Fragment spreads inside fragments, on one path; real documents nest a handful. */
export const MAX_FRAGMENT_NESTING = 50

/** Counts stop here, so fragments that multiply each other cannot overflow them. */
const COUNT_CEILING = 1_000_000
const capped = (count: number) => Math.min(count, COUNT_CEILING)

type Measure = {
  /** Deepest path of fields. */
  depth: number
  /** Fields counted against the complexity limit, fragments expanded. */
  fields: number
  /** Every field, introspection and `__typename` included, fragments expanded. */
  expanded: number
  /** Most introspection list fields on one path (counted everywhere, checked under the roots). */
  lists: number
  /** The same, for the paths under `__schema` and `__type` only. */
  introspectionLists: number
  /** Most fragment spreads nested on one path. */
  nesting: number
}

const NOTHING: Measure = { depth: 0, fields: 0, expanded: 0, lists: 0, introspectionLists: 0, nesting: 0 }

/** Adds `inner` to `into`, `times` over (a fragment spread twice costs twice). */
function add(into: Measure, inner: Measure, times = 1): void {
  into.depth = Math.max(into.depth, inner.depth)
  into.fields = capped(into.fields + inner.fields * times)
  into.expanded = capped(into.expanded + inner.expanded * times)
  into.lists = Math.max(into.lists, inner.lists)
  into.introspectionLists = Math.max(into.introspectionLists, inner.introspectionLists)
  into.nesting = Math.max(into.nesting, inner.nesting)
}

/** A document the measure refuses outright: a fragment that spreads itself, or spreads nested too deep. */
class Unmeasurable extends Error {}

/**
 * Measures selection sets, each fragment once. Recursion follows fragment spreads no deeper than
 * MAX_FRAGMENT_NESTING, which also bounds graphql-js's rules and execution, recursive as they are.
 */
function measurer(fragments: ReadonlyMap<string, FragmentDefinitionNode>) {
  const measured = new Map<string, Measure>()
  const measuring = new Set<string>()

  function fragment(name: string, nesting: number): Measure {
    const known = measured.get(name)
    if (known) {
      if (nesting + known.nesting > MAX_FRAGMENT_NESTING) throw new Unmeasurable(`Fragments may nest at most ${MAX_FRAGMENT_NESTING} deep.`)
      return known
    }
    // An unknown fragment: graphql-js's own rules report it.
    const definition = fragments.get(name)
    if (!definition) return NOTHING
    if (measuring.has(name)) throw new Unmeasurable(`Cannot spread fragment "${name}" within itself.`)
    if (nesting > MAX_FRAGMENT_NESTING) throw new Unmeasurable(`Fragments may nest at most ${MAX_FRAGMENT_NESTING} deep.`)
    measuring.add(name)
    const result = selectionSet(definition.selectionSet, nesting)
    measuring.delete(name)
    measured.set(name, result)
    return result
  }

  /** `nesting`: how many fragment spreads lead to this selection set. */
  function selectionSet(set: SelectionSetNode, nesting: number): Measure {
    const result = { ...NOTHING }
    // A fragment spread twice in one selection set is measured once and counted twice.
    const spreads = new Map<string, number>()
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        spreads.set(selection.name.value, (spreads.get(selection.name.value) ?? 0) + 1)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(result, selectionSet(selection.selectionSet, nesting))
      } else if (selection.name.value === '__typename') {
        result.expanded = capped(result.expanded + 1)
      } else {
        const inner = selection.selectionSet ? selectionSet(selection.selectionSet, nesting) : NOTHING
        const lists = inner.lists + (INTROSPECTION_LISTS.has(selection.name.value) ? 1 : 0)
        const expanded = capped(1 + inner.expanded)
        const field: Measure = INTROSPECTION_ROOTS.has(selection.name.value)
          ? { ...inner, depth: inner.depth + 1, fields: 0, expanded, lists, introspectionLists: lists }
          : { ...inner, depth: inner.depth + 1, fields: capped(1 + inner.fields), expanded, lists }
        add(result, field)
      }
    }
    for (const [name, times] of spreads) {
      const spread = fragment(name, nesting + 1)
      add(result, { ...spread, nesting: spread.nesting + 1 }, times)
    }
    return result
  }

  return { selectionSet: (set: SelectionSetNode) => selectionSet(set, 0), fragment: (name: string) => fragment(name, 0) }
}

export const queryLimits: ValidationRule = (context: ValidationContext): ASTVisitor => {
  // As graphql-js and execution read them: a later fragment of the same name wins (and is refused later).
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  const measure = measurer(fragments)
  let aliases = 0
  let unmeasurable = false
  const refuse = (error: unknown, node: ASTNode) => {
    if (!(error instanceof Unmeasurable)) throw error
    unmeasurable = true
    context.reportError(new GraphQLError(error.message, { nodes: [node] }))
  }
  return {
    Document: {
      enter(node) {
        // Every fragment, used or not, before graphql-js's rules follow their spreads.
        try {
          for (const name of fragments.keys()) measure.fragment(name)
        } catch (error) {
          refuse(error, node)
        }
      },
      leave(node) {
        if (aliases > MAX_ALIASES) {
          context.reportError(new GraphQLError(`Max Aliases in query should be ${MAX_ALIASES} but got ${aliases}.`, { nodes: [node] }))
        }
      },
    },
    Field(node) {
      if (node.alias) aliases += 1
    },
    OperationDefinition: {
      leave(node) {
        if (unmeasurable) return
        let measured: Measure
        try {
          measured = measure.selectionSet(node.selectionSet)
        } catch (error) {
          return refuse(error, node)
        }
        const { depth, fields, expanded, introspectionLists } = measured
        if (depth > MAX_QUERY_DEPTH) {
          context.reportError(new GraphQLError(`Max query depth should be ${MAX_QUERY_DEPTH} but got ${depth}.`, { nodes: [node] }))
        }
        if (fields > MAX_QUERY_COMPLEXITY) {
          context.reportError(new GraphQLError(`Max query complexity should be ${MAX_QUERY_COMPLEXITY} but got ${fields}.`, { nodes: [node] }))
        }
        if (introspectionLists >= MAX_INTROSPECTION_LISTS) {
          context.reportError(new GraphQLError('Maximum introspection depth exceeded', { nodes: [node] }))
        }
        if (expanded > MAX_EXPANDED_FIELDS) {
          context.reportError(new GraphQLError(`The query expands to more than ${MAX_EXPANDED_FIELDS} fields.`, { nodes: [node] }))
        }
      },
    },
  }
}
