/**
 * @module
 * The browser's only GraphQL endpoint, /graphql, also open to Magento-compatible clients (DESIGN
 * "How a request flows"). Reads come as GET, writes as POST. The worker decides what goes to the
 * back end: the customer's token only for operations that need the customer, the `Store` header,
 * and nothing else of the browser's request (no cookies, no host). It also decides what comes back:
 * which answers may be cached, and when a session has ended (SPEC §8).
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env'
import { AUTHORIZATION_CATEGORY } from '../graphql/errors'
import { paramsFromBody, paramsFromUrl, type GraphQLParams } from '../graphql/http-params'
import { analyseDocument, captchaTokens, needsCustomer, type OperationSummary } from '../graphql/operation-analysis'
import { announceSessionEnded, VARY_STORE } from '../graphql/response-headers'
import { CACHE_SHORT, NO_STORE } from '../cache/strategies'
import { storeCodeFor } from '../graphql/store-choice'
import { isOutOfTime, retryAfterOf } from '../graphql/upstream-failure'
import { sameOriginWrite } from '../guards/same-origin-write'
import { cachedRead, EDGE_CACHE_HEADER, storeRead } from '../cache/edge-response-cache'
import { waitUntil } from '../runtime/wait-until'
import { CAPTCHA_CATEGORY, CAPTCHA_FAILED_MESSAGE, verifyCaptcha } from '../security/captcha'
import { countFor, waitFor } from '../security/client-limits'
import {
  CONFIRMATION_RESENDS,
  CONTACT_MESSAGES,
  COUPON_FAILURES,
  GUEST_CANCEL_REQUESTS,
  GUEST_ORDER_LOOKUPS,
  NEWSLETTER_SIGNUPS,
  PASSWORD_RESET_REQUESTS,
  REGISTRATIONS,
  REVIEWS,
  SIGN_IN_FAILURES,
  STOCK_ALERTS,
  type AttemptLimit,
} from '../security/rate-limit'

/** Storefront documents are a few KB; anything near this is abuse, refused before it is read. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024

const GRAPHQL_PATH = '/graphql'
const JSON_TYPE = 'application/json; charset=utf-8'
const UNAVAILABLE = 'The shop is unavailable at the moment. Please try again later.'
const TOO_MANY_ATTEMPTS = 'Too many attempts from this address. Please wait a few minutes and try again.'

/** Statuses a GraphQL back end uses; anything else (a proxy's 520, a redirect) becomes a 502. */
const PASSED_STATUSES = [200, 400, 401, 403, 404, 405, 413, 429, 500, 503] as const satisfies readonly ContentfulStatusCode[]

type ErrorCategory = 'graphql' | 'graphql-input' | 'internal' | 'graphql-too-many-attempts' | typeof CAPTCHA_CATEGORY

/**
 * The root fields the per-client abuse limits guard, as on the pages and the named-operation API
 * (`rate-limit.ts` says which attempts count: every one, or those the back end refuses).
 */
const LIMITED_FIELDS: ReadonlyMap<string, AttemptLimit> = new Map([
  ['generateCustomerToken', SIGN_IN_FAILURES],
  ['requestPasswordResetEmail', PASSWORD_RESET_REQUESTS],
  ['createCustomer', REGISTRATIONS],
  ['createCustomerV2', REGISTRATIONS],
  ['contactUs', CONTACT_MESSAGES],
  ['requestStockNotification', STOCK_ALERTS],
  ['subscribeEmailToNewsletter', NEWSLETTER_SIGNUPS],
  ['createProductReview', REVIEWS],
  ['applyCouponToCart', COUPON_FAILURES],
  ['applyCouponsToCart', COUPON_FAILURES],
  ['guestOrder', GUEST_ORDER_LOOKUPS],
  ['guestOrderByToken', GUEST_ORDER_LOOKUPS],
  ['resendConfirmationEmail', CONFIRMATION_RESENDS],
  ['requestGuestOrderCancel', GUEST_CANCEL_REQUESTS],
])

/** The limits a document's root fields meet (the guest order lookup is a query). */
function limitsOf(summary: OperationSummary | null): AttemptLimit[] {
  if (!summary) return []
  return [...new Set(summary.rootFields.flatMap((field) => LIMITED_FIELDS.get(field.name.value) ?? []))]
}

/** An error the worker answers itself, in Magento's shape so clients need to read only one. */
function refuse(c: Context, message: string, category: ErrorCategory, status: ContentfulStatusCode, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify({ errors: [{ message, extensions: { category } }] }), status, {
    'Content-Type': JSON_TYPE,
    'Cache-Control': NO_STORE,
    ...headers,
  })
}

type AnswerFacts = { hasErrors: boolean; authorizationError: boolean }

/** What the worker needs to know of the back end's answer; null when it is not a GraphQL result. */
function inspectAnswer(text: string): AnswerFacts | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  // A GraphQL result has data or errors (or both); JSON with neither is something else's answer.
  if (!('data' in body) && !('errors' in body)) return null
  const errors = (body as { errors?: unknown }).errors
  if (!Array.isArray(errors) || errors.length === 0) return { hasErrors: false, authorizationError: false }
  const authorizationError = errors.some((error: unknown) => {
    const extensions = typeof error === 'object' && error !== null ? (error as { extensions?: unknown }).extensions : undefined
    return typeof extensions === 'object' && extensions !== null && (extensions as { category?: unknown }).category === AUTHORIZATION_CATEGORY
  })
  return { hasErrors: true, authorizationError }
}

/** SPEC §5, §7: every captcha-protected mutation in the document needs a token the provider accepts. */
async function captchaPasses(c: Context<AppEnv>, summary: OperationSummary, params: GraphQLParams): Promise<boolean> {
  const tokens = captchaTokens(summary, params.variables)
  if (tokens.length === 0) return true
  const settings = { secret: c.var.config.CAPTCHA_SECRET, verifyUrl: c.var.config.CAPTCHA_VERIFY_URL }
  // A provider token is single-use: the same one twice in a document is checked once.
  const verdicts = await Promise.all([...new Set(tokens)].map((token) => verifyCaptcha(settings, { token, remoteIp: c.req.header('CF-Connecting-IP') })))
  return verdicts.every(Boolean)
}

async function handleGraphQL(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method
  if (method !== 'GET' && method !== 'POST') return refuse(c, 'GraphQL accepts GET and POST requests only.', 'graphql-input', 405, { Allow: 'GET, POST' })

  const body = method === 'POST' ? await c.req.text() : null
  const read = body === null ? paramsFromUrl(new URL(c.req.url)) : paramsFromBody(body)
  if (!read.ok) return refuse(c, read.message, 'graphql-input', 400)
  const params = read.params

  // Unparseable documents go through anonymously; the back end reports the syntax error itself.
  // Documents too big or too deep to read are refused: unread, they would skip the checks below.
  const analysis = analyseDocument(params)
  if (!analysis.ok) return refuse(c, analysis.message, 'graphql', 400)
  const summary = analysis.summary
  // Checked here, not left to the back end, so the rule holds in front of a real Magento too.
  if (method === 'GET' && summary?.kind === 'mutation') {
    return refuse(c, 'Mutation requests allowed only for POST requests', 'graphql', 405, { Allow: 'POST' })
  }
  if (summary && !(await captchaPasses(c, summary, params))) return refuse(c, CAPTCHA_FAILED_MESSAGE, CAPTCHA_CATEGORY, 400)
  const limits = limitsOf(summary)
  for (const limit of limits) {
    const wait = await waitFor(c, limit)
    if (wait !== null) return refuse(c, TOO_MANY_ATTEMPTS, 'graphql-too-many-attempts', 429, { 'Retry-After': String(wait) })
  }
  for (const limit of limits) if (limit.counts === 'every') await countFor(c, limit)

  // A client's own Authorization (a Magento integration) is its business; the cookie then stays unused.
  const sentAuthorization = c.req.header('Authorization')
  const cookieToken = sentAuthorization === undefined && summary !== null && needsCustomer(summary) ? c.var.session.customerToken : null
  const authorization = sentAuthorization ?? (cookieToken ? `Bearer ${cookieToken}` : null)

  const store = storeCodeFor(c)
  // Anonymous public reads may come from (and go to) the data centre's cache.
  const publicRead = method === 'GET' && summary !== null && !needsCustomer(summary) && authorization === null
  // A client asking to revalidate (a hard reload, a test of the back end) skips the cached copy.
  const revalidate = /no-cache|no-store/i.test(c.req.header('Cache-Control') ?? '')
  if (publicRead && !revalidate) {
    const hit = await cachedRead(c.req.url, { storeCode: store, backend: c.var.backend.endpoint })
    if (hit) return hit
  }

  let answer: Response
  let text: string
  try {
    answer = await c.var.graphql.forward(new Request(c.req.url, { method, body }), { authorization, store })
    // Read here too: an answer that starts and then stalls runs out of the same budget.
    text = await answer.text()
  } catch (error) {
    console.error(`[${c.var.requestId}] GraphQL back end unreachable`, error)
    return refuse(c, UNAVAILABLE, 'internal', isOutOfTime(error) ? 504 : 502)
  }
  const facts = inspectAnswer(text)
  const status = PASSED_STATUSES.find((passed) => passed === answer.status)
  // A busy back end (Magento in maintenance, the embedded one's database) says when to come back.
  const busy: Record<string, string> = answer.status === 503 ? { 'Retry-After': retryAfterOf(answer) } : {}
  if (!facts || status === undefined) {
    console.error(`[${c.var.requestId}] GraphQL back end answered HTTP ${answer.status} without a GraphQL result`)
    return answer.status === 503 ? refuse(c, UNAVAILABLE, 'internal', 503, busy) : refuse(c, UNAVAILABLE, 'internal', 502)
  }

  if (cookieToken && facts.authorizationError) announceSessionEnded(c)
  if (facts.hasErrors) for (const limit of limits) if (limit.counts === 'refused') await countFor(c, limit)
  // Personal root fields stay uncached even without a token: a guest cart read by its id changes
  // with every add to cart, and its id is the only key to it.
  const cacheable = publicRead && !facts.hasErrors && status === 200
  const response = c.body(text, status, { 'Content-Type': JSON_TYPE, 'Cache-Control': cacheable ? CACHE_SHORT : NO_STORE, Vary: VARY_STORE, ...busy })
  if (cacheable) {
    response.headers.set(EDGE_CACHE_HEADER, 'MISS')
    waitUntil(c, storeRead(c.req.url, { storeCode: store, backend: c.var.backend.endpoint }, response.clone()))
  }
  return response
}

export const graphqlEndpointRoutes = new Hono<AppEnv>()
  // The app checks every write too; kept here so the routes are safe wherever they are mounted.
  .use(GRAPHQL_PATH, sameOriginWrite())
  .use(
    GRAPHQL_PATH,
    bodyLimit({
      maxSize: MAX_GRAPHQL_BODY_BYTES,
      onError: (c) => refuse(c, `The request body is larger than ${MAX_GRAPHQL_BODY_BYTES / 1024} KB.`, 'graphql-input', 413),
    }),
  )
  .all(GRAPHQL_PATH, handleGraphQL)
