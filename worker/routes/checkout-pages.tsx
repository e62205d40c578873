/**
 * @module
 * The checkout steps' pages (SPEC §2 /checkout; issue 16 point 4): each step rendered from the cart's
 * state with the order summary beside it, what a refused form typed and the messages for it, and the
 * data the scripts send to the data layer; and the thank-you page. The routes are in checkout-steps.tsx.
 */
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { BillingStep } from '../../client/components/checkout/billing-step'
import { CheckoutFrame, type CheckoutAnalytics, type CheckoutSummary } from '../../client/components/checkout/checkout-frame'
import { PaymentStep } from '../../client/components/checkout/payment-step'
import { ShippingStep } from '../../client/components/checkout/shipping-step'
import { ThankYouStep } from '../../client/components/checkout/thank-you-step'
import { UserAccountStep } from '../../client/components/checkout/user-account-step'
import { EMPTY_ADDRESS, type AddressErrors, type AddressValues } from '../../client/components/forms/address-fields'
import { CART_PATH } from '../../shared/constants/shop'
import type { CheckoutStep } from '../../shared/constants/shop-paths'
import type { MessageKey } from '../../shared/messages/translate'
import type { OrderStep } from '../../shared/rules/checkout-step'
import { storePath } from '../../shared/rules/store-from-path'
import { NO_STORE_HEADERS } from '../cache/strategies'
import { readPlacedOrder } from '../cookies/placed-order'
import type { AppEnv } from '../env'
import type { AddressView, CheckoutView } from '../loaders/checkout-state'
import { loadPlacedOrder } from '../loaders/placed-order'
import { renderPage } from '../render/render-page'
import { documentTitle } from './document-title'

const STEP_TITLES: Record<CheckoutStep, MessageKey> = {
  'user-account': 'page.checkout.userAccount',
  shipping: 'page.checkout.shipping',
  billing: 'page.checkout.billing',
  payment: 'page.checkout.payment',
  'thank-you': 'page.checkout.thankYou',
}

type CheckoutContext = Context<AppEnv>

const summaryOf = (state: CheckoutView): CheckoutSummary => ({ totalQuantity: state.totalQuantity, grandTotalPence: state.grandTotalPence, basket: state.basket })

/** The data layer's view of the cart on a step (the scripts decide which event a step sends). */
function analyticsOf(c: CheckoutContext, state: CheckoutView): CheckoutAnalytics {
  const method = state.shippingMethods.find((m) => m.code === state.selectedShippingMethod)
  return {
    currency: c.var.store.currency,
    valuePence: state.grandTotalPence,
    coupon: state.basket.coupon,
    items: state.basket.lines.map((line) => ({ sku: line.sku, name: line.name, pricePence: line.unitPrice.incl, quantity: line.quantity })),
    shippingTier: method?.title ?? null,
    purchase: null,
  }
}

type StepOptions = { status?: number; formError?: MessageKey | undefined; analytics?: CheckoutAnalytics | undefined; thirdPartyScripts?: boolean }

function renderStep(c: CheckoutContext, step: CheckoutStep, summary: CheckoutSummary | null, body: ReactNode, options: StepOptions = {}) {
  const { store, t } = c.var
  const heading = t(STEP_TITLES[step])
  return renderPage(
    c,
    <CheckoutFrame store={store} t={t} step={step} heading={heading} summary={summary} formError={options.formError} analytics={options.analytics}>
      {body}
    </CheckoutFrame>,
    // The steps before the order are payment pages: only our own scripts (PCI DSS 4.0 6.4.3).
    { title: documentTitle(t, heading), robots: 'noindex', ...(options.thirdPartyScripts ? {} : { thirdPartyScripts: false as const }) },
    { status: options.status ?? 200, headers: NO_STORE_HEADERS },
  )
}

const sameAddress = (a: AddressView | null, b: AddressView | null) => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b)

const addressLabel = (a: AddressView) => [`${a.firstname} ${a.lastname}`, a.street1, a.street2, a.city, a.county, a.postcode].filter(Boolean).join(', ')

// Each step's page from the cart's state, with what a refused form typed and the messages for it.
type Refused = { values?: AddressValues; errors?: AddressErrors; fieldError?: MessageKey; formError?: MessageKey; email?: string; poNumber?: string; poError?: MessageKey }

export function renderUserAccount(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const { store, t } = c.var
  return renderStep(c, 'user-account', summaryOf(state), <UserAccountStep store={store} t={t} email={refused.email ?? state.email ?? ''} error={refused.fieldError} />, {
    status,
    formError: refused.formError,
    analytics: analyticsOf(c, state),
  })
}

export function renderShipping(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const { store, t } = c.var
  return renderStep(
    c,
    'shipping',
    summaryOf(state),
    <ShippingStep
      store={store}
      t={t}
      address={refused.values ?? state.shippingAddress ?? EMPTY_ADDRESS}
      errors={refused.errors ?? {}}
      savedAddresses={state.customer?.addresses ?? []}
      methods={state.shippingAddress ? state.shippingMethods : null}
      selectedMethod={state.selectedShippingMethod}
      methodError={refused.fieldError}
    />,
    { status, formError: refused.formError, analytics: analyticsOf(c, state) },
  )
}

export function renderBilling(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const { store, t } = c.var
  const other = state.billingAddress !== null && !sameAddress(state.billingAddress, state.shippingAddress)
  return renderStep(
    c,
    'billing',
    summaryOf(state),
    <BillingStep
      store={store}
      t={t}
      shippingLabel={state.shippingAddress ? addressLabel(state.shippingAddress) : null}
      sameAsShipping={refused.values ? false : !other}
      address={refused.values ?? (other ? state.billingAddress! : EMPTY_ADDRESS)}
      errors={refused.errors ?? {}}
    />,
    { status, formError: refused.formError, analytics: analyticsOf(c, state) },
  )
}

export function renderPayment(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const { store, t } = c.var
  return renderStep(
    c,
    'payment',
    summaryOf(state),
    <PaymentStep
      store={store}
      t={t}
      cartId={state.cartId}
      methods={state.paymentMethods}
      selected={state.selectedPayment?.code ?? null}
      purchaseOrderNumber={refused.poNumber ?? state.selectedPayment?.purchaseOrderNumber ?? ''}
      error={refused.fieldError}
      poError={refused.poError}
    />,
    { status, formError: refused.formError, analytics: analyticsOf(c, state) },
  )
}

export const RENDER_STEP: Record<OrderStep, (c: CheckoutContext, state: CheckoutView) => Promise<Response>> = {
  'user-account': (c, state) => renderUserAccount(c, state),
  shipping: (c, state) => renderShipping(c, state),
  billing: (c, state) => renderBilling(c, state),
  payment: (c, state) => renderPayment(c, state),
}

export async function thankYou(c: CheckoutContext) {
  const placed = readPlacedOrder(c)
  if (!placed) return c.redirect(storePath(c.var.store, CART_PATH), 302)
  const { store, t } = c.var
  const order = await loadPlacedOrder(c.var.loaderContext, placed)
  const analytics: CheckoutAnalytics = {
    currency: store.currency,
    valuePence: placed.grandTotalPence,
    coupon: null,
    // The lines went with the cart: the order's, when it could be read back; else the scripts kept them from the payment step.
    items: (order?.lines ?? []).map((line) => ({ sku: line.sku, name: line.name, pricePence: line.unitPrice, quantity: line.quantity })),
    shippingTier: null,
    purchase: { transactionId: placed.orderNumber, taxPence: order?.tax ?? null, shippingPence: order?.shipping ?? null },
  }
  // Not a payment page: the tag manager loads here and hears the purchase and what the steps before kept (issue 25 point 5).
  return renderStep(c, 'thank-you', placed, <ThankYouStep store={store} t={t} orderNumber={placed.orderNumber} email={placed.email} guest={placed.guest} order={order} />, {
    analytics,
    thirdPartyScripts: true,
  })
}
