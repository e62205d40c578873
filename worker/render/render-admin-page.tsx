/**
 * @module
 * Renders a staff-area page in its own document (`client/admin/admin-document.tsx`): none of the
 * shop's shell, islands or bundle, only the area's stylesheet and, on the editor, its script. The
 * page is small, so it is sent whole.
 */
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { AdminDocument } from '../../client/admin/admin-document'
import { NO_STORE } from '../cache/strategies'
import type { AppEnv } from '../env'
import { loadAssetManifest } from './asset-manifest'

export type AdminPageOptions = { title: string; status?: number; withScript?: boolean }

export async function renderAdminPage(c: Context<AppEnv>, body: ReactNode, options: AdminPageOptions): Promise<Response> {
  const { config, requestId } = c.var
  const assets = await loadAssetManifest(c.env.ASSETS, { everyTime: config.ENVIRONMENT === 'development' })
  const nonce = c.get('secureHeadersNonce')
  const stream = await renderToReadableStream(
    <AdminDocument title={options.title} assets={assets.admin} withScript={options.withScript ?? false} nonce={nonce}>
      {body}
    </AdminDocument>,
    {
      nonce,
      signal: c.req.raw.signal,
      onError(error: unknown) {
        if (!c.req.raw.signal.aborted) console.error(`[${requestId}] staff page render error`, error)
      },
    },
  )
  await stream.allReady
  return new Response(stream, {
    status: options.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE, 'X-Robots-Tag': 'noindex' },
  })
}
