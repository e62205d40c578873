/**
 * @module
 * Around the customer's pages (SPEC §2 /customer routes): Magento's account paths redirected to ours,
 * the confirmation link and sign-out. The sign-in, registration and password pages are in
 * account-entry.tsx; the account pages themselves in account-pages, -orders, -printers and
 * -wishlist. All personal: never stored.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { CONFIRM_ACCOUNT_PATH, LOGOUT_PATH, MAGENTO_ACCOUNT_PATHS, SIGN_IN_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { confirmAccount } from '../actions/confirm-account'
import { revokeCustomerToken } from '../actions/sign-out'
import { personal } from '../cache/strategies'
import { clearSessionCookies, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { renderEntryPage } from '../render/render-entry-page'
import { redirectInStore } from '../render/redirect-in-store'

/** The confirmation e-mail's link (SPEC §4). A link that does not fit is a failed confirmation, not a 404. */
const confirmationQuery = z.object({ email: z.email().max(254), key: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/) })

export const accountRoutes = new Hono<AppEnv>()

for (const [magentoPath, target] of Object.entries(MAGENTO_ACCOUNT_PATHS)) accountRoutes.get(magentoPath, (c) => redirectInStore(c, target, 301))

// Confirm, then sign in with a notice either way.
accountRoutes.get(CONFIRM_ACCOUNT_PATH, async (c) => {
  personal(c)
  const link = confirmationQuery.safeParse({ email: c.req.query('email'), key: c.req.query('key') })
  const confirmed = link.success && (await confirmAccount(c.var.graphql, link.data))
  setFlashMessage(c, confirmed ? FLASH_MESSAGE.accountConfirmed : FLASH_MESSAGE.confirmationFailed)
  return c.redirect(storePath(c.var.store, SIGN_IN_PATH), 302)
})

// SPEC §2 constant /customer/account/logout/. Opened by a link it changes nothing (a link on another
// site must not sign a shopper out): a signed-in shopper confirms with the page's form post; anyone
// else has nothing to sign out of and goes home.
accountRoutes.get(LOGOUT_PATH, async (c) => {
  if (c.var.session.customerToken) return renderEntryPage(c, { kind: 'sign-out' })
  return c.redirect(storePath(c.var.store, '/'), 302)
})

// The form post signs out and goes home (303, so a reload posts nothing), keeping nothing personal.
accountRoutes.post(LOGOUT_PATH, formLimit(1024), async (c) => {
  if (c.var.session.customerToken) {
    await revokeCustomerToken(c.var.graphql, c.var.requestId)
    setFlashMessage(c, FLASH_MESSAGE.signedOut)
  }
  clearSessionCookies(c)
  personal(c)
  return c.redirect(storePath(c.var.store, '/'), 303)
})
