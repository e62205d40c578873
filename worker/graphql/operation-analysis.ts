/**
 * @module
 * What the worker needs to know about a GraphQL document before it lets it through: the selected
 * operation's kind and root fields. From those follow whether the customer's token goes along
 * (DESIGN "Public reads must stay cacheable") and which captcha tokens must be checked first.
 */
import { getOperationAST, GraphQLError, Kind, Lexer, parse, Source, TokenKind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionNode, type SelectionSetNode, type ValueNode } from 'graphql'
import { MAX_DOCUMENT_NESTING, nestsDeeperThan } from './document-nesting'
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
export const MAX_TOKENS = 20_000

export type OperationSummary = {
  kind: OperationDefinitionNode['operation']
  operation: OperationDefinitionNode
  /** The selected operation's root fields, through fragments, aliases ignored. */
  rootFields: FieldNode[]
}

/**
 * The root fields of a selection set, through inline fragments and spreads, in document order. Each
 * fragment is entered once however often it is spread, and by a loop rather than recursion, so a
 * long chain of fragments costs neither time nor stack.
 */
function rootFields(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): FieldNode[] {
  const fields: FieldNode[] = []
  const entered = new Set<string>()
  const pending: SelectionNode[] = [...selectionSet.selections].reverse()
  for (let selection = pending.pop(); selection; selection = pending.pop()) {
    if (selection.kind === Kind.FIELD) fields.push(selection)
    else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(...[...selection.selectionSet.selections].reverse())
    else if (!entered.has(selection.name.value)) {
      entered.add(selection.name.value)
      const fragment = fragments.get(selection.name.value)
      if (fragment) pending.push(...[...fragment.selectionSet.selections].reverse())
    }
  }
  return fields
}

/**
 * What the worker makes of a document: the selected operation; or nothing, when it does not parse or
 * names no such operation (the back end then answers with its own error, and the worker treats the
 * request as anonymous); or a refusal, when it is too big or too deep to be read safely. A refused
 * document must not go on unread: the checks that follow (mutations only by POST, captcha) need it.
 */
export type DocumentAnalysis = { ok: true; summary: OperationSummary | null } | { ok: false; message: string }

export const TOO_DEEP_MESSAGE = `The query is nested more than ${MAX_DOCUMENT_NESTING} levels deep.`
export const TOO_LARGE_MESSAGE = `The query is too large: it has more than ${MAX_TOKENS} tokens.`

/** Whether the document has more tokens than the limit (false for one that does not lex: it will not parse either). */
function hasMoreTokensThan(query: string, limit: number): boolean {
  const lexer = new Lexer(new Source(query))
  let tokens = 0
  try {
    while (lexer.advance().kind !== TokenKind.EOF) if (++tokens > limit) return true
  } catch {
    return false
  }
  return false
}

export function analyseDocument(params: Pick<GraphQLParams, 'query' | 'operationName'>): DocumentAnalysis {
  // Nesting is bounded before parsing, as graphql-js parses by recursion.
  if (nestsDeeperThan(params.query, MAX_DOCUMENT_NESTING)) return { ok: false, message: TOO_DEEP_MESSAGE }
  let document: DocumentNode
  try {
    document = parse(params.query, { noLocation: true, maxTokens: MAX_TOKENS })
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error
    // graphql-js's own token limit reads as any other syntax error: only a failed parse pays for a
    // second pass that tells a document too large to read from one that is merely wrong.
    return hasMoreTokensThan(params.query, MAX_TOKENS) ? { ok: false, message: TOO_LARGE_MESSAGE } : { ok: true, summary: null }
  }
  const operation = getOperationAST(document, params.operationName ?? undefined)
  if (!operation) return { ok: true, summary: null }
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  return { ok: true, summary: { kind: operation.operation, operation, rootFields: rootFields(operation.selectionSet, fragments) } }
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
