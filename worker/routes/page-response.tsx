/**
 * @module
 * Renders a page family's screen in the shell with the house title format and the right caching:
 * pages that depend on the visitor (account, basket, checkout, search) are never stored. Until a
 * family's own issue gives it its full page component, its screen is the page frame below.
 */
import type { Context } from 'hono'
import { storePath } from '../../shared/rules/store-from-path'
import { BasicPage, type PageKind } from '../../client/pages/basic-page'
import { NO_STORE_HEADERS } from '../cache/strategies'
import type { AppEnv } from '../env'
import { renderPage } from '../render/render-page'
import { documentTitle } from './document-title'

export type PageOptions = {
  kind: PageKind
  /** The page's own name; the shop name is appended for the document title. */
  title: string
  heading?: string
  lead?: string | undefined
  description?: string | null
  /** Store-relative canonical path, for indexable pages. */
  canonicalPath?: string
  /** Personal or per-query pages: noindex and Cache-Control: no-store. */
  personal?: boolean
}

export function renderBasicPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const { store, t } = c.var
  return renderPage(
    c,
    <BasicPage store={store} t={t} kind={options.kind} heading={options.heading ?? options.title} lead={options.lead} />,
    {
      title: documentTitle(t, options.title),
      description: options.description ?? undefined,
      canonicalPath: options.personal || options.canonicalPath === undefined ? undefined : storePath(store, options.canonicalPath),
      robots: options.personal ? 'noindex' : undefined,
    },
    options.personal ? { headers: NO_STORE_HEADERS } : {},
  )
}

/** A redirect inside the request's store view that keeps the query string (SPEC §2 redirects). */
export function redirectInStore(c: Context<AppEnv>, path: string, status: 301 | 302 = 302): Response {
  return c.redirect(storePath(c.var.store, path) + new URL(c.req.url).search, status)
}
