/**
 * @module
 * Renders a resolved page in the shell with the house title format and the right caching: pages
 * that depend on the visitor (account, basket, checkout, search) are never stored.
 */
import type { Context } from 'hono'
import { SHOP_NAME } from '../../shared/constants/shop'
import { storePath } from '../../shared/rules/store-from-path'
import { BasicPage, type PageKind } from '../../client/pages/basic-page'
import type { AppEnv } from '../env'
import { renderPage } from '../render/render-page'

export type PageOptions = {
  kind: PageKind
  /** The page's own name; the shop name is appended for the document title. */
  title: string
  heading?: string
  lead?: string
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
      title: t('page.titleSuffix', { title: options.title, shop: SHOP_NAME }),
      description: options.description ?? undefined,
      canonicalPath: options.personal || options.canonicalPath === undefined ? undefined : storePath(store, options.canonicalPath),
      robots: options.personal ? 'noindex' : undefined,
    },
    options.personal ? { headers: { 'Cache-Control': 'no-store' } } : {},
  )
}
