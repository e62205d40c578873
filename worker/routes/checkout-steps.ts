/**
 * @module
 * The checkout steps (SPEC §2 /checkout; issue 16 points 4 and 5), each a page of its own that works
 * without scripts: a step's form posts to the step's path, and a good post answers 303 to the next
 * step (so a reload never posts again); a refused one shows the step again, status 400, with what was
 * typed and a message per field. A step whose earlier steps are incomplete leads to the first of them.
 * Personal pages: never stored, never indexed, and no third-party script (PCI DSS 4.0 6.4.3). The
 * pages themselves are rendered in checkout-pages.tsx.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { CheckoutAnalytics } from '../../client/components/checkout/checkout-frame'
import { PURCHASE_ORDER_METHOD } from '../../client/components/checkout/payment-step'
import { CART_PATH } from '../../shared/constants/shop'
import { CART_SYNC_PATH, CHECKOUT_PATH, CHECKOUT_SHIPPING_METHOD_PATH, CHECKOUT_STEPS, checkoutStepPath, type CheckoutStep } from '../../shared/constants/shop-paths'
import { stepToShow, type OrderStep } from '../../shared/rules/checkout-step'
import { storePath } from '../../shared/rules/store-from-path'
import { readAddressForm, readEmailForm, text } from '../actions/checkout-forms'
import { placeOrder, setBillingAddress, setGuestEmail, setPaymentMethod, setShippingAddress, setShippingMethod } from '../actions/checkout-steps'
import { personal } from '../cache/strategies'
import { findPlacedOrder, rememberPlacedOrder } from '../cache/placed-orders'
import { readPlacedOrder, setPlacedOrder, type PlacedOrder } from '../cookies/placed-order'
import { clearCartCookie } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { guard } from '../guards/registry'
import { checkoutCartId, loadCheckoutState, type CheckoutView } from '../loaders/checkout-state'
import { formLimit } from '../middleware/form-limit'
import { loadPlacedOrder } from '../loaders/placed-order'
import { RENDER_STEP, renderBilling, renderCheckoutPage, renderPayment, renderShipping, renderUserAccount } from '../render/render-checkout-page'
import { validOrNotFound } from '../middleware/valid-or-not-found'

const stepParam = z.object({ step: z.enum(CHECKOUT_STEPS) })

// The largest form is the billing address: eight short fields and a box.
const sizeLimit = formLimit(8 * 1024)

type CheckoutContext = Context<AppEnv>

const toStep = (c: CheckoutContext, step: CheckoutStep, status: 302 | 303) => c.redirect(storePath(c.var.store, checkoutStepPath(step)), status)

/** The shopper's cart as the checkout sees it, or null when there is none with anything in it. */
async function currentCheckout(c: CheckoutContext): Promise<CheckoutView | null> {
  const cartId = await checkoutCartId(c.var.loaderContext, c.var.session.cartId)
  if (!cartId) return null
  const state = await loadCheckoutState(c.var.loaderContext, cartId)
  return state && state.totalQuantity > 0 ? state : null
}

/** SPEC §7 external checkout: the base URL's sync path with the customer token (when signed in) and the cart id. */
export function externalCheckoutUrl(base: string, cartId: string, customerToken: string | null): string {
  const segments = [...(customerToken ? ['token', customerToken] : []), 'cart', cartId].map(encodeURIComponent).join('/')
  return new URL(`${CART_SYNC_PATH}/${segments}`, base).href
}

/** The thank-you page: the order just placed (its number kept in a cookie), read back when it can be. */
async function thankYou(c: Context<AppEnv>) {
  const placed = readPlacedOrder(c)
  if (!placed) return c.redirect(storePath(c.var.store, CART_PATH), 302)
  const order = await loadPlacedOrder(c.var.loaderContext, placed)
  const analytics: CheckoutAnalytics = {
    currency: c.var.store.currency,
    valuePence: placed.grandTotalPence,
    coupon: null,
    // The lines went with the cart: the order's, when it could be read back; else the scripts kept them from the payment step.
    items: (order?.lines ?? []).map((line) => ({ sku: line.sku, name: line.name, pricePence: line.unitPrice, quantity: line.quantity })),
    shippingTier: null,
    purchase: { transactionId: placed.orderNumber, taxPence: order?.tax ?? null, shippingPence: order?.shipping ?? null },
  }
  return renderCheckoutPage(c, { kind: 'thank-you', orderNumber: placed.orderNumber, email: placed.email, guest: placed.guest, order }, placed, { analytics })
}

export const checkoutStepRoutes = new Hono<AppEnv>()

// SPEC §7: with the external checkout on, the sync path hands the cart over; else our own checkout.
checkoutStepRoutes.get(CART_SYNC_PATH, async (c) => {
  personal(c)
  const { EXTERNAL_CHECKOUT_ENABLED, EXTERNAL_CHECKOUT_URL } = c.var.config
  if (!EXTERNAL_CHECKOUT_ENABLED || !EXTERNAL_CHECKOUT_URL) return c.redirect(storePath(c.var.store, checkoutStepPath('user-account')), 302)
  const cartId = await checkoutCartId(c.var.loaderContext, c.var.session.cartId)
  if (!cartId) return c.redirect(storePath(c.var.store, CART_PATH), 302)
  return c.redirect(externalCheckoutUrl(EXTERNAL_CHECKOUT_URL, cartId, c.var.session.customerToken), 302)
})

checkoutStepRoutes.get(
  `${CHECKOUT_PATH}/:step`,
  guard('page-preload-resolver'),
  validOrNotFound('param', stepParam),
  async (c, next) => {
    personal(c)
    const step = c.req.valid('param').step
    if (step === 'thank-you') return next()
    if (c.var.config.EXTERNAL_CHECKOUT_ENABLED) return c.redirect(storePath(c.var.store, CART_SYNC_PATH), 302)
    // Back or a reload after the order: its cart is gone, so show the order rather than the empty basket.
    if (!c.var.session.cartId && readPlacedOrder(c)) return toStep(c, 'thank-you', 302)
    return guard('checkout')(c, next)
  },
  async (c) => {
    const asked = c.req.valid('param').step
    if (asked === 'thank-you') return thankYou(c)
    const state = await currentCheckout(c)
    if (!state) return c.redirect(storePath(c.var.store, CART_PATH), 302)
    // A signed-in customer orders under their own e-mail: nothing to ask on the first step.
    const due = stepToShow(asked === 'user-account' && state.customer ? 'shipping' : asked, state.progress)
    return due === asked ? RENDER_STEP[due](c, state) : toStep(c, due, 302)
  },
)

type FormBody = Record<string, unknown>

/**
 * Runs a step's post on the shopper's cart: an empty or missing cart goes to the basket (unless
 * `gone` knows better), an early post to the due step. `answered` may answer first, before the cart
 * is read.
 */
function stepPost(
  step: OrderStep,
  handle: (c: CheckoutContext, state: CheckoutView, body: FormBody) => Promise<Response>,
  extra: { answered?: (c: CheckoutContext, body: FormBody) => Response | null; gone?: (c: CheckoutContext, body: FormBody) => Promise<Response | null> } = {},
) {
  return async (c: CheckoutContext) => {
    personal(c)
    const body = await c.req.parseBody()
    const early = extra.answered?.(c, body)
    if (early) return early
    const state = await currentCheckout(c)
    if (!state) return (await extra.gone?.(c, body)) ?? c.redirect(storePath(c.var.store, CART_PATH), 303)
    const due = stepToShow(step, state.progress)
    if (due !== step) return toStep(c, due, 303)
    return handle(c, state, body)
  }
}

checkoutStepRoutes.post(
  checkoutStepPath('user-account'),
  sizeLimit,
  stepPost('user-account', async (c, state, body) => {
    if (state.customer) return toStep(c, 'shipping', 303)
    const form = readEmailForm(body)
    if (!form.ok) return renderUserAccount(c, state, { email: form.values.email, fieldError: form.errors.email }, 400)
    const saved = await setGuestEmail(c.var.graphql, state.cartId, form.values.email)
    return saved.ok ? toStep(c, 'shipping', 303) : renderUserAccount(c, state, { email: form.values.email, formError: saved.error }, 400)
  }),
)

const savedAddressId = z.coerce.number().int().positive()

checkoutStepRoutes.post(
  checkoutStepPath('shipping'),
  sizeLimit,
  stepPost('shipping', async (c, state, body) => {
    const saved = savedAddressId.safeParse(body.customer_address_id)
    // SPEC §5: a saved address goes by its id, and only a customer's own ids are offered.
    if (body.customer_address_id !== undefined && state.customer && saved.success && state.customer.addresses.some((a) => a.id === saved.data)) {
      const result = await setShippingAddress(c.var.graphql, state.cartId, { savedId: saved.data })
      return result.ok ? toStep(c, 'shipping', 303) : renderShipping(c, state, { formError: result.error }, 400)
    }
    const form = readAddressForm(body)
    if (!form.ok) return renderShipping(c, state, { values: form.values, errors: form.errors }, 400)
    const result = await setShippingAddress(c.var.graphql, state.cartId, { address: form.values })
    // Back to the same page, which now offers the delivery methods for the address.
    return result.ok ? toStep(c, 'shipping', 303) : renderShipping(c, state, { values: form.values, formError: result.error }, 400)
  }),
)

checkoutStepRoutes.post(CHECKOUT_SHIPPING_METHOD_PATH, sizeLimit, async (c) => {
  personal(c)
  const body = await c.req.parseBody()
  const state = await currentCheckout(c)
  if (!state) return c.redirect(storePath(c.var.store, CART_PATH), 303)
  if (!state.progress.hasEmail) return toStep(c, 'user-account', 303)
  if (!state.shippingAddress) return toStep(c, 'shipping', 303)
  const chosen = text(body.method)
  if (!state.shippingMethods.some((method) => method.code === chosen)) return renderShipping(c, state, { fieldError: 'checkout.shipping.chooseMethod' }, 400)
  const [carrierCode, methodCode] = chosen.split(':') as [string, string]
  const result = await setShippingMethod(c.var.graphql, state.cartId, carrierCode, methodCode)
  return result.ok ? toStep(c, 'billing', 303) : renderShipping(c, state, { fieldError: result.error }, 400)
})

checkoutStepRoutes.post(
  checkoutStepPath('billing'),
  sizeLimit,
  stepPost('billing', async (c, state, body) => {
    if (body.same_as_shipping !== undefined && state.shippingAddress) {
      const result = await setBillingAddress(c.var.graphql, state.cartId, 'same-as-shipping')
      return result.ok ? toStep(c, 'payment', 303) : renderBilling(c, state, { formError: result.error }, 400)
    }
    const form = readAddressForm(body, 'billing_')
    if (!form.ok) return renderBilling(c, state, { values: form.values, errors: form.errors }, 400)
    const result = await setBillingAddress(c.var.graphql, state.cartId, { address: form.values })
    return result.ok ? toStep(c, 'payment', 303) : renderBilling(c, state, { values: form.values, formError: result.error }, 400)
  }),
)

/** Issue 16 point 5: the same cart posted again (a double click, a reload, Back) answers with the order it placed. */
function alreadyPlaced(c: CheckoutContext, body: FormBody): Response | null {
  const placed = readPlacedOrder(c)
  return placed && placed.cartId === text(body.cart) ? toStep(c, 'thank-you', 303) : null
}

/** The thank-you page for `placed`: remembered in this browser, and the ordered cart forgotten. */
function showPlaced(c: CheckoutContext, placed: PlacedOrder): Response {
  setPlacedOrder(c, placed)
  // The ordered cart is gone; the next add starts a new one.
  if (c.var.session.cartId) clearCartCookie(c)
  return toStep(c, 'thank-you', 303)
}

/**
 * A submission that lost the race to another one in flight (the browser shows only the last answer
 * of a double click): the order the other placed from this cart, rather than an error or an empty
 * basket.
 */
async function placedMeanwhile(c: CheckoutContext, cartId: string): Promise<Response | null> {
  const placed = await findPlacedOrder(c.var.config.CACHE, cartId)
  return placed ? showPlaced(c, placed) : null
}

checkoutStepRoutes.post(
  checkoutStepPath('payment'),
  sizeLimit,
  stepPost(
    'payment',
    async (c, state, body) => {
      const method = text(body.method)
      const poNumber = text(body.po_number)
      if (!state.paymentMethods.some((m) => m.code === method)) return renderPayment(c, state, { fieldError: 'checkout.payment.choose', poNumber }, 400)
      if (method === PURCHASE_ORDER_METHOD && !poNumber) return renderPayment(c, state, { poError: 'checkout.field.required', poNumber }, 400)
      const paid = await setPaymentMethod(c.var.graphql, state.cartId, method, method === PURCHASE_ORDER_METHOD ? poNumber : null)
      if (!paid.ok) return (await placedMeanwhile(c, state.cartId)) ?? renderPayment(c, state, { fieldError: paid.error, poNumber }, 400)
      const order = await placeOrder(c.var.graphql, state.cartId)
      if (!order.ok) return (await placedMeanwhile(c, state.cartId)) ?? renderPayment(c, state, { formError: order.error, poNumber }, 400)
      const placed: PlacedOrder = {
        cartId: state.cartId,
        orderNumber: order.orderNumber,
        email: state.email ?? '',
        totalQuantity: state.totalQuantity,
        grandTotalPence: state.grandTotalPence,
        currency: state.currency,
        guest: state.customer === null,
        token: order.token,
      }
      await rememberPlacedOrder(c.var.config.CACHE, placed)
      return showPlaced(c, placed)
    },
    { answered: alreadyPlaced, gone: (c, body) => placedMeanwhile(c, text(body.cart)) },
  ),
)
