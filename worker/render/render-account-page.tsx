/**
 * @module
 * Renders one of the signed-in customer's account pages (`client/pages/account-page.tsx`): personal,
 * so never stored and never indexed; titled with the page's heading.
 */
import type { Context } from 'hono'
import { accountHeading, AccountPage, type AccountScreen } from '../../client/pages/account-page'
import type { MessageKey } from '../../shared/messages/translate'
import type { AppEnv } from '../env'
import { renderPersonalPage } from './render-personal-page'

export type AccountRenderOptions = {
  /** 400 when a form is shown again with its messages. */
  status?: number
  /** The back end's refusal of a form on the page. */
  formError?: MessageKey | undefined
}

export function renderAccountPage(c: Context<AppEnv>, screen: AccountScreen, options: AccountRenderOptions = {}): Promise<Response> {
  const { store, t } = c.var
  return renderPersonalPage(c, <AccountPage store={store} t={t} screen={screen} formError={options.formError} />, accountHeading(t, screen), options)
}
