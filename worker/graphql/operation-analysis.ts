/**
 * @module
 * What the worker needs to know about a GraphQL document before it lets it through: the selected
 * operation's kind and root fields. From those follow whether the customer's token goes along
 * (DESIGN "Public reads must stay cacheable") and which captcha tokens must be checked first.
 */
import { getOperationAST, Kind, parse, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql'
import type { GraphQLParams } from './http-params'

/**
 * Query root fields whose answer belongs to one visitor (Magento 2.4.7 plus the shop's extension):
 * they get the customer's token and are never cached. Carts are here too: a customer's cart is only
 * readable with the customer's token. Everything else, `isEmailAvailable` included, is public and
 * goes without the token so it stays cacheable.
 */
export const CUSTOMER_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'customer',
  'customerCart',
  'customerOrders',
  'customerPaymentTokens',
  'customerDownloadableProducts',
  'cart',
  'wishlist',
  'compareList',
  'getHostedProUrl',
  'getPayflowLinkToken',
  'myPrinters',
])

/** SPEC §5, §7: the mutations that carry a captcha token, checked by the worker before the back end. */
export const CAPTCHA_MUTATIONS: ReadonlySet<string> = new Set(['requestPasswordResetEmail', 'resetPassword'])
/** The argument the captcha token travels in (shop extension SDL). */
export const CAPTCHA_ARGUMENT = 'recaptchaToken'

/** Anything bigger is not a storefront document; the back end will refuse it too. */
const MAX_TOKENS = 20_000

export type OperationSummary = {
  kind: OperationDefinitionNode['operation']
  operation: OperationDefinitionNode
  /** The selected operation's root fields, through fragments, aliases ignored. */
  rootFields: FieldNode[]
}

function collectRootFields(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, seen: Set<string>, into: FieldNode[]): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.push(selection)
    else if (selection.kind === Kind.INLINE_FRAGMENT) collectRootFields(selection.selectionSet, fragments, seen, into)
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value)
      const fragment = fragments.get(selection.name.value)
      if (fragment) collectRootFields(fragment.selectionSet, fragments, seen, into)
    }
  }
}

/**
 * The selected operation, or null when the document does not parse or names no such operation (the
 * back end then answers with its own error, and the worker treats the request as anonymous).
 */
export function summarizeOperation(params: Pick<GraphQLParams, 'query' | 'operationName'>): OperationSummary | null {
  let document: DocumentNode
  try {
    document = parse(params.query, { noLocation: true, maxTokens: MAX_TOKENS })
  } catch {
    return null
  }
  const operation = getOperationAST(document, params.operationName ?? undefined)
  if (!operation) return null
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const rootFields: FieldNode[] = []
  collectRootFields(operation.selectionSet, fragments, new Set(), rootFields)
  return { kind: operation.operation, operation, rootFields }
}

/** Every mutation acts for the visitor; a query only when one of its root fields is personal. */
export function needsCustomer(summary: OperationSummary): boolean {
  return summary.kind !== 'query' || summary.rootFields.some((field) => CUSTOMER_QUERY_FIELDS.has(field.name.value))
}

function stringValue(node: ValueNode | undefined, summary: OperationSummary, variables: Record<string, unknown> | null): string | undefined {
  if (!node) return undefined
  if (node.kind === Kind.STRING) return node.value
  if (node.kind !== Kind.VARIABLE) return undefined
  const name = node.name.value
  if (variables && Object.hasOwn(variables, name)) {
    const value = variables[name]
    return typeof value === 'string' ? value : undefined
  }
  const fallback = summary.operation.variableDefinitions?.find((definition) => definition.variable.name.value === name)?.defaultValue
  return fallback?.kind === Kind.STRING ? fallback.value : undefined
}

/**
 * One entry per captcha-protected root field: its token, or undefined when none was given (which
 * fails the check, so leaving the argument out is no way around it).
 */
export function captchaTokens(summary: OperationSummary, variables: Record<string, unknown> | null): (string | undefined)[] {
  if (summary.kind !== 'mutation') return []
  return summary.rootFields
    .filter((field) => CAPTCHA_MUTATIONS.has(field.name.value))
    .map((field) => stringValue(field.arguments?.find((argument) => argument.name.value === CAPTCHA_ARGUMENT)?.value, summary, variables))
}
