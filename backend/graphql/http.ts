/**
 * @module
 * The reference back end's GraphQL endpoint, as Magento serves it: GET with `query`, `variables`
 * and `operationName`, or POST with a JSON body; the `Store` header chooses the store view; errors in
 * Magento's shape; Magento's query limits; mutations only by POST.
 */
import type { Database } from '../db/database'
import type { KeepAlive } from '../catalogue-index/held-index'
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type GraphQLFormattedError } from 'graphql'
import { tokenHash } from '../auth/tokens'
import { createContext, type CaptchaOptions } from '../context'
import { customerIdForToken } from '../db/customers'
import { findStoreConfig } from '../db/store-configs'
import { isDatabaseBusy } from '../db/database-busy'
import { backendSchema } from '../schema/build-schema'
import { checkedDocument, keepCheckedDocument } from './checked-documents'
import { formatError, MagentoError } from './errors'
import { queryLimits } from './limits'

export type GraphQLEndpointOptions = {
  db: Database
  extensionSDL: string
  development: boolean
  /** The clock, for tests; defaults to now. */
  now?: Date
  /** What the worker checks captchas on; absent: no checks (a Magento with reCAPTCHA off). */
  captcha?: CaptchaOptions
  /**
   * The request's `waitUntil`, under which work is shared with other requests (held-index.ts); null
   * where there is none, and each request then does that work for itself. Required, so that a caller
   * cannot forget it and silently stop sharing.
   */
  keepAlive: KeepAlive | null
}

const MAX_QUERY_LENGTH = 100_000
/** Far above any storefront document; graphql-js stops parsing here. */
const MAX_QUERY_TOKENS = 20_000
/** Costs time linear in the document, and bounds what graphql-js's other rules will walk. */
const BOUNDING_RULES = [queryLimits]
const DEFAULT_STORE_CODE = 'default'
/** Magento's defaults for a store with reCAPTCHA off (its default failure message included). */
const CAPTCHA_OFF: CaptchaOptions = { enabled: false, websiteKey: '', failureMessage: 'reCAPTCHA verification failed.', forms: [] }
const SHOP_TIME_ZONE = 'Europe/London'

type Params = { query: string; variables: Record<string, unknown> | null; operationName: string | null }

function json(body: { data?: unknown; errors?: readonly GraphQLFormattedError[] }, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}

const failure = (message: string, category: 'graphql' | 'graphql-input' | 'internal', status: number) =>
  json({ errors: [{ message, extensions: { category } }] }, status)

function readJsonObject(text: string | null, what: string): Record<string, unknown> | null {
  if (text === null || text === '') return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new MagentoError(`${what} must be valid JSON.`, 'graphql-input')
  }
  if (value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) throw new MagentoError(`${what} must be a JSON object.`, 'graphql-input')
  return value as Record<string, unknown>
}

async function readParams(request: Request): Promise<Params> {
  let raw: Record<string, unknown>
  if (request.method === 'GET') {
    const url = new URL(request.url)
    raw = {
      query: url.searchParams.get('query'),
      variables: readJsonObject(url.searchParams.get('variables'), 'variables'),
      operationName: url.searchParams.get('operationName'),
    }
  } else {
    raw = readJsonObject(await request.text(), 'The request body') ?? {}
  }
  const { query, variables = null, operationName = null } = raw
  if (typeof query !== 'string' || query.trim() === '') throw new MagentoError('Request does not contain a query.', 'graphql-input')
  if (query.length > MAX_QUERY_LENGTH) throw new MagentoError('The query is too long.', 'graphql-input')
  if (variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) throw new MagentoError('variables must be a JSON object.', 'graphql-input')
  if (operationName !== null && typeof operationName !== 'string') throw new MagentoError('operationName must be a string.', 'graphql-input')
  return { query, variables: variables as Record<string, unknown> | null, operationName }
}

/** One formatter per time zone: making one costs far more than formatting with it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>()

function todayIn(timeZone: string, now: Date): string {
  let formatter = dayFormatters.get(timeZone)
  // en-CA formats dates as YYYY-MM-DD.
  if (!formatter) dayFormatters.set(timeZone, (formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  return formatter.format(now)
}

/** How long a client is asked to wait when the database is busy: D1's busy spells are short. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 10

/**
 * The database busy or out of reach: the whole request is refused with 503 and `Retry-After` (as
 * Magento answers in maintenance), in Magento's error shape, so no client takes a half-made answer
 * or a failed write for a refusal of its input.
 */
function databaseBusy(): Response {
  const response = failure('The shop is busy at the moment. Please try again in a few seconds.', 'internal', 503)
  response.headers.set('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
  return response
}

export async function handleGraphQLRequest(request: Request, options: GraphQLEndpointOptions): Promise<Response> {
  try {
    return await answerRequest(request, options)
  } catch (error) {
    if (isDatabaseBusy(error)) return databaseBusy()
    throw error
  }
}

async function answerRequest(request: Request, options: GraphQLEndpointOptions): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    const response = failure('GraphQL accepts GET and POST requests only.', 'graphql-input', 405)
    response.headers.set('Allow', 'GET, POST')
    return response
  }
  let params: Params
  try {
    params = await readParams(request)
  } catch (error) {
    return failure(error instanceof MagentoError ? error.message : 'Unable to read the request.', 'graphql-input', 400)
  }

  const schema = backendSchema(options.extensionSDL)
  let document = checkedDocument(schema, params.query)
  if (!document) {
    try {
      document = parse(params.query, { maxTokens: MAX_QUERY_TOKENS })
    } catch (error) {
      if (error instanceof GraphQLError) return json({ errors: [formatError(error, options)] })
      // The parser recurses once per level: a document nested thousands deep overflows the stack.
      return failure('The query is nested too deeply.', 'graphql', 400)
    }
    // Magento's limits first and alone: some of graphql-js's rules (overlapping fields) cost more than
    // linear time on documents whose fragments multiply, and must never see one the limits refuse.
    const boundingErrors = validate(schema, document, BOUNDING_RULES)
    if (boundingErrors.length) return json({ errors: boundingErrors.map((e) => formatError(e, options)) })
    const validationErrors = validate(schema, document, specifiedRules)
    if (validationErrors.length) return json({ errors: validationErrors.map((e) => formatError(e, options)) })
    keepCheckedDocument(schema, params.query, document)
  }

  const operation = getOperationAST(document, params.operationName)
  if (operation?.operation === 'mutation' && request.method === 'GET') {
    return failure('Mutation requests allowed only for POST requests', 'graphql', 405)
  }

  const storeCode = request.headers.get('Store')?.trim() || DEFAULT_STORE_CODE
  const store = await findStoreConfig(options.db, storeCode)
  if (!store) return json({ errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-no-such-entity' } }] })

  const now = options.now ?? new Date()
  // A bearer token identifies the customer; an unknown or expired one leaves the request a guest's,
  // and customer operations then answer with Magento's authorization error.
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null
  const hash = bearer ? await tokenHash(bearer) : null
  const customerId = hash ? await customerIdForToken(options.db, hash, now.toISOString()) : null
  const context = createContext({
    customerId,
    tokenHash: customerId === null ? null : hash,
    db: options.db,
    store,
    origin: new URL(request.url).origin,
    today: todayIn(typeof store.config.timezone === 'string' ? store.config.timezone : SHOP_TIME_ZONE, now),
    development: options.development,
    captcha: options.captcha ?? CAPTCHA_OFF,
    keepAlive: options.keepAlive,
  })
  const result = await execute({ schema, document, variableValues: params.variables, operationName: params.operationName, contextValue: context })
  for (const error of result.errors ?? []) {
    if (error.originalError && !(error.originalError instanceof GraphQLError)) console.error('graphql resolver failed', error.path?.join('.'), error.originalError)
  }
  if (result.errors?.some((error) => isDatabaseBusy(error.originalError))) return databaseBusy()
  return json({
    ...(result.errors ? { errors: result.errors.map((e) => formatError(e, options)) } : {}),
    data: result.data ?? null,
  })
}
