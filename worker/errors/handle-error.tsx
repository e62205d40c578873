/**
 * @module
 * The one place thrown errors become responses (SPEC §2, §8): 404 gives the not-found page, other
 * known statuses the generic error page, anything else a logged 500. No stack trace or error
 * message reaches a shopper outside development.
 */
import type { MessageParams } from '../../shared/messages/interpolate'
import type { MessageKey } from '../../shared/messages/translate'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { DEFAULT_STORE } from '../../shared/constants/stores'
import { storePath } from '../../shared/rules/store-from-path'
import { ErrorPage } from '../../client/pages/error-page'
import { NotFoundPage } from '../../client/pages/not-found-page'
import type { AppEnv } from '../env'
import { renderPage } from '../render/render-page'
import { HttpError } from './http-error'
import { fallbackErrorHtml } from './plain-pages'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { clearSessionCookies, setFlashMessage } from '../cookies/session-cookies'
import { SessionEnded } from '../graphql/errors'
import { NO_STORE_HEADERS, personal } from '../cache/strategies'

export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  const { store, t } = c.var
  return renderPage(c, <NotFoundPage store={store} t={t} />, { title: t('notFound.title'), robots: 'noindex' }, {
    status: 404,
    headers: NO_STORE_HEADERS,
  })
}

export function renderErrorPage(c: Context<AppEnv>, status: number, reason?: MessageKey, options: { headers?: Record<string, string>; reasonParams?: MessageParams | undefined } = {}): Promise<Response> {
  const { store, t, requestId } = c.var
  const headers = options.headers ?? {}
  return renderPage(c, <ErrorPage store={store} t={t} status={status} requestId={requestId} reason={reason} reasonParams={options.reasonParams} />, {
    title: t('error.title'),
    robots: 'noindex',
  }, { status, headers: { ...NO_STORE_HEADERS, ...headers } })
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

/**
 * SPEC §8 "Authorization-category error": the customer is signed out (token and cart cookies
 * cleared; the customer's cart stays on the back end and returns at the next sign-in), told to sign
 * in again, and sent home.
 */
function endSession(c: Context<AppEnv>): Response {
  clearSessionCookies(c)
  setFlashMessage(c, FLASH_MESSAGE.sessionEnded)
  personal(c)
  return c.redirect(storePath(c.var.store ?? DEFAULT_STORE, '/'), 302)
}

export async function handleError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  if (error instanceof SessionEnded && c.req.method === 'GET') return endSession(c)
  // Hono's middleware (bearer auth on the purge endpoint) throws its refusal as a ready answer.
  if (error instanceof HTTPException && error.status < 500) return error.getResponse()
  const status = error instanceof HttpError ? error.status : 500
  const requestId = c.get('requestId') ?? 'unknown'
  if (status >= 500) console.error(`[${requestId}] ${c.req.method} ${new URL(c.req.url).pathname} failed`, error)
  try {
    if (!c.get('store') || !c.get('config')) throw new Error('the request context was not set up')
    return status === 404 ? await renderNotFound(c) : error instanceof HttpError ? await renderErrorPage(c, status, error.reason, { headers: error.headers, reasonParams: error.reasonParams }) : await renderErrorPage(c, status)
  } catch (renderFailure) {
    console.error(`[${requestId}] the error page failed`, renderFailure)
    const store = c.get('store') ?? DEFAULT_STORE
    const development = c.get('config')?.ENVIRONMENT === 'development'
    const html = fallbackErrorHtml(store.locale, store.htmlLang, {
      status,
      requestId,
      homePath: storePath(store, '/'),
      errors: development ? [describe(error), describe(renderFailure)] : [],
    })
    return c.html(html, status, { ...NO_STORE_HEADERS, ...(error instanceof HttpError ? error.headers : {}) })
  }
}
