/**
 * A Magento GraphQL client as the well-known storefronts behave (Apollo in PWA Studio, Alokai's
 * Magento integration): `__typename` added to every selection set, queries sent as GET, mutations
 * as POST with JSON, the customer's bearer token once signed in, and the store view in `Store`.
 * For workerd tests that play a shopper's visit through the worker's /graphql.
 */
import { SELF } from 'cloudflare:test'
import { Kind, parse, print, visit, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql'

export type ClientError = { message: string; extensions?: { category?: string; error_code?: string } }
export type ClientResult<T> = { data?: T | null; errors?: ClientError[] }

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }

/** The document with `__typename` in every selection set below the operation's root, as Apollo's cache asks. */
export function withTypenames(document: string): { text: string; kind: OperationDefinitionNode['operation'] } {
  const ast = parse(document)
  const operation = ast.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
  if (!operation) throw new Error('a document needs an operation')
  const roots = new Set<SelectionSetNode>(ast.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.selectionSet] : [])))
  const typed = visit(ast, {
    SelectionSet(node) {
      if (roots.has(node)) return undefined
      const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias)
      return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] }
    },
  })
  return { text: print(typed), kind: operation.operation }
}

export class MagentoClient {
  token: string | null = null

  constructor(private readonly store?: string) {}

  private headers(): Record<string, string> {
    return { ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}), ...(this.store ? { Store: this.store } : {}) }
  }

  /** Sends a query by GET or a mutation by POST; the HTTP status must be 200, as Magento answers. */
  async send<T>(document: string, variables: Record<string, unknown> = {}): Promise<ClientResult<T>> {
    const { text, kind } = withTypenames(document)
    let response: Response
    if (kind === 'query') {
      const url = new URL('https://shop.test/graphql')
      url.searchParams.set('query', text)
      url.searchParams.set('variables', JSON.stringify(variables))
      response = await SELF.fetch(url, { headers: this.headers() })
    } else {
      response = await SELF.fetch('https://shop.test/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...this.headers() },
        body: JSON.stringify({ query: text, variables }),
      })
    }
    if (response.status !== 200) throw new Error(`GraphQL answered HTTP ${response.status}: ${await response.text()}`)
    return (await response.json()) as ClientResult<T>
  }

  /** The data of an operation that must succeed. */
  async data<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.send<T>(document, variables)
    if (result.errors?.length) throw new Error(`GraphQL errors: ${result.errors.map((e) => e.message).join('; ')}`)
    return result.data as T
  }
}
