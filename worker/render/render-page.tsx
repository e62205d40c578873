/**
 * @module
 * Streams a page: React 19 `renderToReadableStream` inside the one document shell, with the CSP
 * nonce on every script React writes and the request's abort signal. People get the head at once
 * and slow sections as they resolve; crawlers get the complete HTML (`allReady`).
 */
import type { Context } from 'hono'
import { isbot } from 'isbot'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { PageFrame } from '../../client/components/page-frame'
import type { AppEnv } from '../env'
import { loadAssetManifest } from './asset-manifest'
import { Document } from './document'

export type PageMeta = {
  title: string
  description?: string
  /** Path inside the site, made absolute against the request's origin. */
  canonicalPath?: string
  robots?: 'noindex'
  jsonLd?: readonly object[]
}

export type RenderOptions = { status?: number; headers?: Record<string, string> }

export async function renderPage(c: Context<AppEnv>, body: ReactNode, meta: PageMeta, options: RenderOptions = {}): Promise<Response> {
  const { config, store, t, requestId } = c.var
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
      jsonLd={meta.jsonLd}
      assets={assets}
      nonce={nonce}
    >
      <PageFrame store={store} t={t} year={new Date().getUTCFullYear()}>
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
  if (isbot(c.req.header('user-agent'))) await stream.allReady
  return new Response(stream, {
    status: options.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...options.headers },
  })
}
