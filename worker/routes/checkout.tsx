/**
 * @module
 * The basket and checkout (SPEC §2 cart and checkout routes): personal pages, never stored. The
 * checkout steps before the order need a basket with something in it (`checkout` guard).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { CART_PATH } from '../../shared/constants/shop'
import { CART_SYNC_PATH, CHECKOUT_PATH, CHECKOUT_START_PATH, CHECKOUT_STEPS, type CheckoutStep } from '../../shared/constants/shop-paths'
import type { MessageKey } from '../../shared/messages/translate'
import { NO_STORE } from '../cache/strategies'
import type { AppEnv } from '../env'
import { guard } from '../guards/registry'
import { redirectInStore, renderBasicPage } from './page-response'
import { validOrNotFound } from './valid-or-not-found'

const STEP_TITLES: Record<CheckoutStep, MessageKey> = {
  'user-account': 'page.checkout.userAccount',
  shipping: 'page.checkout.shipping',
  billing: 'page.checkout.billing',
  payment: 'page.checkout.payment',
  'thank-you': 'page.checkout.thankYou',
}

const stepParam = z.object({ step: z.enum(CHECKOUT_STEPS) })

export const checkoutRoutes = new Hono<AppEnv>()

checkoutRoutes.get(CHECKOUT_PATH, (c) => redirectInStore(c, CHECKOUT_START_PATH))

checkoutRoutes.get(
  `${CHECKOUT_PATH}/:step`,
  guard('page-preload-resolver'),
  validOrNotFound('param', stepParam),
  // The order is gone from the basket once placed, so only the steps before it need a cart.
  async (c, next) => (c.req.valid('param').step === 'thank-you' ? next() : guard('checkout')(c, next)),
  (c) => renderBasicPage(c, { kind: 'checkout', title: c.var.t(STEP_TITLES[c.req.valid('param').step]), personal: true }),
)

checkoutRoutes.get(CART_PATH, (c) => renderBasicPage(c, { kind: 'cart', title: c.var.t('page.cart'), personal: true }))

// SPEC §7 external checkout: the sync path hands over to it when enabled, else to our checkout.
checkoutRoutes.get(CART_SYNC_PATH, (c) => {
  c.header('Cache-Control', NO_STORE)
  const external = c.var.config.EXTERNAL_CHECKOUT_ENABLED ? c.var.config.EXTERNAL_CHECKOUT_URL : undefined
  return external ? c.redirect(external, 302) : redirectInStore(c, CHECKOUT_START_PATH)
})
