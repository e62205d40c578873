/**
 * @module
 * Streams a page: React 19 `renderToReadableStream` inside the one document shell, with the CSP
 * nonce on every script React writes and the request's abort signal. People get the head at once
 * and slow sections as they resolve; crawlers get the complete HTML (`allReady`).
 */
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { PageFrame } from '../../client/components/page-frame'
import { storeFromPath } from '../../shared/rules/store-from-path'
import type { AppEnv } from '../env'
import { storeAlternates } from '../seo/alternates'
import { isCrawler } from '../seo/is-crawler'
import { loadAssetManifest } from './asset-manifest'
import { Document } from './document'
import { FLASH_MESSAGE, type FlashMessage } from '../../shared/constants/cookies'
import type { MessageKey } from '../../shared/messages/translate'
import { clearFlashMessage } from '../cookies/session-cookies'
import { loadShellContent } from '../loaders/shell-content'

export type PageMeta = {
  title: string
  description?: string
  /** Path inside the site, made absolute against the request's origin. */
  canonicalPath?: string
  robots?: 'noindex'
  jsonLd?: readonly object[]
  /** A one-off notice shown above the page (carried by the `message` cookie). */
  notice?: string | undefined
}

export type RenderOptions = { status?: number; headers?: Record<string, string> }

const FLASH_TEXT: Record<FlashMessage, MessageKey> = {
  [FLASH_MESSAGE.sessionEnded]: 'notice.sessionEnded',
  [FLASH_MESSAGE.signedOut]: 'notice.signedOut',
  [FLASH_MESSAGE.accountConfirmed]: 'notice.accountConfirmed',
  [FLASH_MESSAGE.confirmationFailed]: 'notice.confirmationFailed',
}

/** A notice the previous response left in the `message` cookie, shown once and then cleared. */
function flashNotice(c: Context<AppEnv>): string | undefined {
  const message = c.var.session?.message
  if (!message) return undefined
  clearFlashMessage(c)
  return c.var.t(FLASH_TEXT[message])
}

export async function renderPage(c: Context<AppEnv>, body: ReactNode, meta: PageMeta, options: RenderOptions = {}): Promise<Response> {
  const { config, store, t, requestId } = c.var
  const notice = meta.notice ?? flashNotice(c)
  // Error pages may be rendering because the back end is down; they go without its content.
  const shell = c.var.cache ? await loadShellContent(c) : {}
  const nonce = c.get('secureHeadersNonce')
  const assets = await loadAssetManifest(c.env.ASSETS, { everyTime: config.ENVIRONMENT === 'development' })
  const origin = new URL(c.req.url).origin
  const stream = await renderToReadableStream(
    <Document
      lang={store.htmlLang}
      title={meta.title}
      description={meta.description}
      canonicalUrl={meta.canonicalPath === undefined ? undefined : new URL(meta.canonicalPath, origin).href}
      robots={meta.robots}
      alternates={meta.canonicalPath === undefined ? undefined : storeAlternates(storeFromPath(meta.canonicalPath).path, origin)}
      jsonLd={meta.jsonLd}
      assets={assets}
      nonce={nonce}
      tagManagerId={config.TAG_MANAGER_ID}
    >
      <PageFrame store={store} t={t} year={new Date().getUTCFullYear()} notice={notice} shell={shell} chatScriptUrl={config.CHAT_SCRIPT_URL}>
        {body}
      </PageFrame>
    </Document>,
    {
      nonce,
      signal: c.req.raw.signal,
      // Errors after the shell was sent (inside a Suspense boundary) are retried on the client;
      // the log keeps them.
      onError(error: unknown) {
        if (!c.req.raw.signal.aborted) console.error(`[${requestId}] render error`, error)
      },
    },
  )
  if (isCrawler(c.req.header('user-agent'))) await stream.allReady
  return new Response(stream, {
    status: options.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...options.headers, ...(notice ? { 'Cache-Control': 'no-store' } : {}) },
  })
}
