/**
 * @module
 * Renders a personal page (the account, sign-in and checkout families): never stored, never
 * indexed, titled with its heading; a 429 says when to try again (`Retry-After`).
 */
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { NO_STORE_HEADERS } from '../cache/strategies'
import type { AppEnv } from '../env'
import { documentTitle } from './document-title'
import { renderPage, type PageMeta } from './render-page'
import { retryHeader } from '../security/client-limits'

export type PersonalPageOptions = {
  /** 400 when a form is shown again with its messages; 429 when asked too often. */
  status?: number | undefined
  /** With a 429: when the client may try again. */
  retryAfterSeconds?: number | undefined
  /** More of the head (the checkout's steps allow only the shop's own scripts). */
  meta?: Partial<PageMeta> | undefined
}

export function renderPersonalPage(c: Context<AppEnv>, page: ReactNode, heading: string, options: PersonalPageOptions = {}): Promise<Response> {
  const headers = { ...NO_STORE_HEADERS, ...retryHeader(options.retryAfterSeconds) }
  return renderPage(c, page, { title: documentTitle(c.var.t, heading), robots: 'noindex', ...options.meta }, { status: options.status ?? 200, headers })
}
