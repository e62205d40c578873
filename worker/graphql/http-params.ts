/**
 * @module
 * A GraphQL HTTP request's parameters as Magento reads them: GET with `query`, `variables` (JSON)
 * and `operationName` in the query string, POST with the same three in a JSON body. Reading never
 * throws: a malformed request is a message for a 400, not a 500.
 */

export type GraphQLParams = {
  query: string
  variables: Record<string, unknown> | null
  operationName: string | null
}

export type ParamsResult = { ok: true; params: GraphQLParams } | { ok: false; message: string }

type JsonObjectResult = { ok: true; value: Record<string, unknown> | null } | { ok: false; message: string }

function jsonObject(text: string | null, what: string): JsonObjectResult {
  if (text === null || text === '') return { ok: true, value: null }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, message: `${what} must be valid JSON.` }
  }
  if (value === null) return { ok: true, value: null }
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: `${what} must be a JSON object.` }
  return { ok: true, value: value as Record<string, unknown> }
}

function checked(query: unknown, variables: unknown, operationName: unknown): ParamsResult {
  if (typeof query !== 'string' || query.trim() === '') return { ok: false, message: 'Request does not contain a query.' }
  if (variables !== null && variables !== undefined && (typeof variables !== 'object' || Array.isArray(variables))) {
    return { ok: false, message: 'variables must be a JSON object.' }
  }
  if (operationName !== null && operationName !== undefined && typeof operationName !== 'string') {
    return { ok: false, message: 'operationName must be a string.' }
  }
  return {
    ok: true,
    params: { query, variables: (variables ?? null) as Record<string, unknown> | null, operationName: operationName ?? null },
  }
}

export function paramsFromUrl(url: URL): ParamsResult {
  const variables = jsonObject(url.searchParams.get('variables'), 'variables')
  if (!variables.ok) return variables
  return checked(url.searchParams.get('query'), variables.value, url.searchParams.get('operationName'))
}

export function paramsFromBody(text: string): ParamsResult {
  const body = jsonObject(text, 'The request body')
  if (!body.ok) return body
  const { query, variables, operationName } = body.value ?? {}
  return checked(query, variables, operationName)
}
