/**
 * @module
 * /api/magento/:methodName: the named-operation API (SPEC §7 "POST /{integrationTag}/{methodName}").
 * The browser sends a method name and variables, never a document: reads by GET with
 * `?variables=<json>`, writes by POST with a JSON body `{ "variables": {...} }`. Answers are
 * `{ data }` or `{ errors: [{ message, category }] }`.
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { NAMED_OPERATIONS } from '../api/operations'
import type { NamedOperation, VariableIssue } from '../api/define-operation'
import { isApiName } from '../../shared/api/contract'
import type { AppEnv } from '../env'
import { AUTHORIZATION_CATEGORY, GraphQLCallError, SessionEnded, UpstreamError } from '../graphql/errors'
import { announceSessionEnded, VARY_STORE } from '../graphql/response-headers'
import { CACHE_SHORT, NO_STORE } from '../cache/strategies'
import { storeCodeFor, storeViewOf } from '../graphql/store-choice'
import { readSessionCookies } from '../cookies/session-cookies'
import { sameOriginWrite } from '../guards/same-origin-write'
import { CAPTCHA_CATEGORY, CAPTCHA_FAILED_MESSAGE, verifyCaptcha } from '../security/captcha'
import { TooManyAttempts } from '../security/client-limits'

/** Variables of a named operation are a few hundred bytes; the same ceiling as the /graphql endpoint. */
export const MAX_API_BODY_BYTES = 100 * 1024

const JSON_TYPE = 'application/json; charset=utf-8'
const UNAVAILABLE = 'The shop is unavailable at the moment. Please try again later.'

type ApiError = { message: string; category: string; issues?: VariableIssue[] }

function answer(c: Context, body: { data: unknown } | { errors: ApiError[] }, status: ContentfulStatusCode, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': JSON_TYPE, 'Cache-Control': NO_STORE, ...headers })
}

const fail = (c: Context, status: ContentfulStatusCode, error: ApiError, headers?: Record<string, string>) => answer(c, { errors: [error] }, status, headers)

/** A POST body holds only variables; a `query` there is refused rather than silently ignored. */
const postBody = z.object({ variables: z.record(z.string(), z.unknown()).optional() }).strict()

type RawVariables = { ok: true; value: unknown } | { ok: false; message: string }

async function rawVariables(c: Context<AppEnv>): Promise<RawVariables> {
  const text = c.req.method === 'GET' ? (c.req.query('variables') ?? '') : await c.req.text()
  if (text === '') return { ok: true, value: {} }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: c.req.method === 'GET' ? 'variables must be valid JSON.' : 'The request body must be valid JSON.' }
  }
  if (c.req.method === 'GET') return { ok: true, value: json }
  const body = postBody.safeParse(json)
  return body.success ? { ok: true, value: body.data.variables ?? {} } : { ok: false, message: 'The request body must be {"variables": {...}}.' }
}

/** Magento's error categories as HTTP statuses; the category itself travels in the body. */
function statusFor(category: string | undefined): ContentfulStatusCode {
  switch (category) {
    case AUTHORIZATION_CATEGORY:
    case 'graphql-authentication':
      return 401
    case 'graphql-no-such-entity':
      return 404
    default:
      return 400
  }
}

async function callOperation(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.param('methodName') ?? ''
  if (!isApiName(name)) return fail(c, 404, { message: `There is no method "${name.slice(0, 64)}".`, category: 'not-found' })
  const operation: NamedOperation = NAMED_OPERATIONS[name]
  // One method per operation: reads stay cacheable GETs, and a write can never be triggered by a link.
  const expected = operation.method
  if (c.req.method !== expected) {
    return fail(c, 405, { message: `${name} must be called with ${expected}.`, category: 'method-not-allowed' }, { Allow: expected })
  }

  const raw = await rawVariables(c)
  if (!raw.ok) return fail(c, 400, { message: raw.message, category: 'graphql-input' })
  const call = operation.accept(raw.value)
  if (!call.ok) return fail(c, 400, { message: 'The variables are not valid.', category: 'graphql-input', issues: call.issues })

  if (call.captcha) {
    const settings = { secret: c.var.config.CAPTCHA_SECRET, verifyUrl: c.var.config.CAPTCHA_VERIFY_URL }
    if (!(await verifyCaptcha(settings, { token: call.captcha.token, remoteIp: c.req.header('CF-Connecting-IP') }))) {
      return fail(c, 400, { message: CAPTCHA_FAILED_MESSAGE, category: CAPTCHA_CATEGORY })
    }
  }

  const store = storeCodeFor(c)
  // A German page's script calls /api/ without the /de prefix: its basket is the German one.
  const view = storeViewOf(store)
  if (view && view !== c.var.store) c.set('session', readSessionCookies(c, view))
  try {
    const data = await call.run(c, store)
    const cacheable = operation.method === 'GET' && !operation.asCustomer
    return answer(c, { data }, 200, { 'Cache-Control': cacheable ? CACHE_SHORT : NO_STORE, Vary: VARY_STORE })
  } catch (error) {
    if (error instanceof SessionEnded) {
      announceSessionEnded(c)
      return fail(c, 401, { message: error.message, category: AUTHORIZATION_CATEGORY })
    }
    if (error instanceof TooManyAttempts) {
      const message = 'Too many attempts from this address. Please wait a few minutes and try again.'
      return fail(c, 429, { message, category: 'too-many-attempts' }, { 'Retry-After': String(error.retryAfterSeconds) })
    }
    if (error instanceof GraphQLCallError) return fail(c, statusFor(error.category), { message: error.message, category: error.category ?? 'graphql' })
    console.error(`[${c.var.requestId}] /api/magento/${name} failed`, error)
    // The back end's own failure keeps its status: 502, 504 out of time, 503 busy with Retry-After.
    if (error instanceof UpstreamError) return fail(c, error.status, { message: UNAVAILABLE, category: 'internal' }, error.headers)
    return fail(c, 500, { message: UNAVAILABLE, category: 'internal' })
  }
}

export const magentoApiRoutes = new Hono<AppEnv>()
  // The app checks every write too; kept here so the routes are safe wherever they are mounted.
  .use('/:methodName', sameOriginWrite())
  .use(
    '/:methodName',
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: (c) => fail(c, 413, { message: `The request body is larger than ${MAX_API_BODY_BYTES / 1024} KB.`, category: 'graphql-input' }),
    }),
  )
  .all('/:methodName', callOperation)
