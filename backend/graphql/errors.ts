/**
 * @module
 * GraphQL errors in Magento's shape: a message and `extensions.category`. The storefront treats
 * both back ends alike, for example logging the shopper out on `graphql-authorization`.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql'

export type ErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'internal'

export class MagentoError extends GraphQLError {
  constructor(message: string, readonly category: ErrorCategory, extensions: Record<string, string> = {}) {
    super(message, { extensions: { category, ...extensions } })
    this.name = 'MagentoError'
  }
}

export const inputError = (message: string) => new MagentoError(message, 'graphql-input')
export const noSuchEntity = (message: string) => new MagentoError(message, 'graphql-no-such-entity')

/** What a client sees of an error: Magento's shape, and never an internal error's own text. */
export function formatError(error: GraphQLError, options: { development: boolean }): GraphQLFormattedError {
  const formatted = error.toJSON()
  const original = error.originalError
  if (!original || original instanceof GraphQLError) {
    // A validation or syntax error (no original) or one of ours: its text is meant for clients.
    const category = (formatted.extensions?.category as ErrorCategory | undefined) ?? 'graphql'
    return { ...formatted, extensions: { ...formatted.extensions, category } }
  }
  return {
    message: 'Internal server error',
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { category: 'internal', ...(options.development ? { debugMessage: `${original.name}: ${original.message}` } : {}) },
  }
}
