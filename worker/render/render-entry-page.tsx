/**
 * @module
 * Renders a page for a shopper without an account (`client/pages/account-entry-page.tsx`): sign-in,
 * registration, the password pages and the guest order lookup. Personal, so never stored or indexed.
 */
import type { Context } from 'hono'
import { AccountEntryPage, entryHeading, type EntryScreen } from '../../client/pages/account-entry-page'
import type { MessageKey } from '../../shared/messages/translate'
import { NO_STORE_HEADERS } from '../cache/strategies'
import type { AppEnv } from '../env'
import { documentTitle } from './document-title'
import { renderPage } from './render-page'

export type EntryRenderOptions = {
  /** 400 when a form is shown again with its messages; 429 when asked too often. */
  status?: number
  /** The back end's refusal of the whole form. */
  formError?: MessageKey | undefined
  /** With a 429: when the client may try again (`Retry-After`). */
  retryAfterSeconds?: number | undefined
}

export function renderEntryPage(c: Context<AppEnv>, screen: EntryScreen, options: EntryRenderOptions = {}): Promise<Response> {
  const { store, t } = c.var
  return renderPage(
    c,
    <AccountEntryPage store={store} t={t} screen={screen} formError={options.formError} />,
    { title: documentTitle(t, entryHeading(t, screen)), robots: 'noindex' },
    { status: options.status ?? 200, headers: options.retryAfterSeconds ? { ...NO_STORE_HEADERS, 'Retry-After': String(options.retryAfterSeconds) } : NO_STORE_HEADERS },
  )
}
