/**
 * @module
 * The customer's pages (SPEC §2 /customer routes): the account pages behind `is-authenticated`,
 * Magento's account paths redirected to ours, the confirmation link and sign-out (the sign-in,
 * registration and password pages are in account-entry.tsx). All personal: never stored.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import {
  ACCOUNT_PATH,
  CONFIRM_ACCOUNT_PATH,
  LOGOUT_PATH,
  MAGENTO_ACCOUNT_PATHS,
  SIGN_IN_PATH,
} from '../../shared/constants/shop-paths'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import { confirmAccount } from '../actions/confirm-account'
import { revokeCustomerToken } from '../actions/sign-out'
import { NO_STORE } from '../cache/strategies'
import { clearSessionCookies, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { guard } from '../guards/registry'
import { loadAccountPage } from '../loaders/account-page'
import { redirectInStore, renderBasicPage } from './page-response'
import { validOrNotFound } from './valid-or-not-found'

type AccountPage = { path: string; title: MessageKey; params?: z.ZodObject }

// The account pages still to be built (issue 17); the others are in account-pages.tsx.
const ACCOUNT_PAGES: readonly AccountPage[] = [
  { path: '/my-wishlist', title: 'page.account.wishlist' },
]

/** The confirmation e-mail's link (SPEC §4). A link that does not fit is a failed confirmation, not a 404. */
const confirmationQuery = z.object({ email: z.email().max(254), key: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/) })

export const accountRoutes = new Hono<AppEnv>()

for (const { path, title, params } of ACCOUNT_PAGES) {
  accountRoutes.get(
    `${ACCOUNT_PATH}${path}`,
    guard('is-authenticated'),
    guard('page-preload-resolver'),
    validOrNotFound('param', params ?? z.object({})),
    async (c) => {
      const page = await loadAccountPage(c.var.loaderContext)
      const heading = c.var.t(title, { number: c.req.param('orderId') ?? '' })
      const lead = page.critical.firstName ? c.var.t('page.account.greeting', { firstName: page.critical.firstName }) : undefined
      return renderBasicPage(c, { kind: 'account', title: heading, lead, personal: true })
    },
  )
}
for (const [magentoPath, target] of Object.entries(MAGENTO_ACCOUNT_PATHS)) accountRoutes.get(magentoPath, (c) => redirectInStore(c, target, 301))

// Confirm, then sign in with a notice either way.
accountRoutes.get(CONFIRM_ACCOUNT_PATH, async (c) => {
  c.header('Cache-Control', NO_STORE)
  const link = confirmationQuery.safeParse({ email: c.req.query('email'), key: c.req.query('key') })
  const confirmed = link.success && (await confirmAccount(c.var.graphql, link.data))
  setFlashMessage(c, confirmed ? FLASH_MESSAGE.accountConfirmed : FLASH_MESSAGE.confirmationFailed)
  return c.redirect(storePath(c.var.store, SIGN_IN_PATH), 302)
})

// SPEC §2 constant /customer/account/logout/: signs out and goes home, keeping nothing personal.
accountRoutes.get(LOGOUT_PATH, async (c) => {
  if (c.var.session.customerToken) {
    await revokeCustomerToken(c.var.graphql, c.var.requestId)
    setFlashMessage(c, FLASH_MESSAGE.signedOut)
  }
  clearSessionCookies(c)
  c.header('Cache-Control', NO_STORE)
  return c.redirect(storePath(c.var.store, '/'), 302)
})
