/**
 * @module
 * Renders a page for a shopper without an account (`client/pages/account-entry-page.tsx`): sign-in,
 * registration, the password pages and the guest order lookup. Personal, so never stored or indexed.
 */
import type { Context } from 'hono'
import { AccountEntryPage, entryHeading, type EntryScreen } from '../../client/pages/account-entry-page'
import type { MessageKey } from '../../shared/messages/translate'
import type { AppEnv } from '../env'
import { renderPersonalPage, type PersonalPageOptions } from './render-personal-page'

export type EntryRenderOptions = PersonalPageOptions & {
  /** The back end's refusal of the whole form. */
  formError?: MessageKey | undefined
}

export function renderEntryPage(c: Context<AppEnv>, screen: EntryScreen, options: EntryRenderOptions = {}): Promise<Response> {
  const { store, t } = c.var
  return renderPersonalPage(c, <AccountEntryPage store={store} t={t} screen={screen} formError={options.formError} />, entryHeading(t, screen), options)
}
