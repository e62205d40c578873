/**
 * @module
 * Renders a checkout step's page (`client/pages/checkout-page.tsx`) from the cart's state
 * (`loadCheckoutState`), with what a refused form typed and the messages for it, and the data the
 * scripts send to the data layer. Personal, so never stored; the steps before the order are payment
 * pages, where only the shop's own scripts run.
 */
import type { Context } from 'hono'
import type { CheckoutAnalytics, CheckoutSummary } from '../../client/components/checkout/checkout-frame'
import { EMPTY_ADDRESS, type AddressErrors, type AddressValues } from '../../client/components/forms/address-fields'
import { checkoutHeading, CheckoutPage, type CheckoutScreen } from '../../client/pages/checkout-page'
import type { MessageKey } from '../../shared/messages/translate'
import type { OrderStep } from '../../shared/rules/checkout-step'
import type { AppEnv } from '../env'
import type { AddressView, CheckoutView } from '../loaders/checkout-state'
import { renderPersonalPage } from './render-personal-page'

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

type PageOptions = { status?: number; formError?: MessageKey | undefined; analytics?: CheckoutAnalytics | undefined }

export function renderCheckoutPage(c: CheckoutContext, screen: CheckoutScreen, summary: CheckoutSummary | null, options: PageOptions = {}) {
  const { store, t } = c.var
  // The steps before the order are payment pages: only our own scripts (PCI DSS 4.0 6.4.3). The
  // thank-you page is not: the tag manager loads there and hears the purchase.
  const ownScriptsOnly = screen.kind !== 'thank-you'
  const page = <CheckoutPage store={store} t={t} screen={screen} summary={summary} formError={options.formError} analytics={options.analytics} />
  return renderPersonalPage(c, page, checkoutHeading(t, screen.kind), { status: options.status, meta: ownScriptsOnly ? { thirdPartyScripts: false } : {} })
}

const sameAddress = (a: AddressView | null, b: AddressView | null) => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b)

const addressLabel = (a: AddressView) => [`${a.firstname} ${a.lastname}`, a.street1, a.street2, a.city, a.county, a.postcode].filter(Boolean).join(', ')

// Each step's page from the cart's state, with what a refused form typed and the messages for it.
type Refused = { values?: AddressValues; errors?: AddressErrors; fieldError?: MessageKey; formError?: MessageKey; email?: string; poNumber?: string; poError?: MessageKey }

const stepOptions = (c: CheckoutContext, state: CheckoutView, refused: Refused, status: number): PageOptions => ({ status, formError: refused.formError, analytics: analyticsOf(c, state) })

export function renderUserAccount(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const screen: CheckoutScreen = { kind: 'user-account', email: refused.email ?? state.email ?? '', error: refused.fieldError }
  return renderCheckoutPage(c, screen, summaryOf(state), stepOptions(c, state, refused, status))
}

export function renderShipping(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const screen: CheckoutScreen = {
    kind: 'shipping',
    address: refused.values ?? state.shippingAddress ?? EMPTY_ADDRESS,
    errors: refused.errors ?? {},
    savedAddresses: state.customer?.addresses ?? [],
    methods: state.shippingAddress ? state.shippingMethods : null,
    selectedMethod: state.selectedShippingMethod,
    methodError: refused.fieldError,
  }
  return renderCheckoutPage(c, screen, summaryOf(state), stepOptions(c, state, refused, status))
}

export function renderBilling(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const other = state.billingAddress !== null && !sameAddress(state.billingAddress, state.shippingAddress)
  const screen: CheckoutScreen = {
    kind: 'billing',
    shippingLabel: state.shippingAddress ? addressLabel(state.shippingAddress) : null,
    sameAsShipping: refused.values ? false : !other,
    address: refused.values ?? (other ? state.billingAddress! : EMPTY_ADDRESS),
    errors: refused.errors ?? {},
  }
  return renderCheckoutPage(c, screen, summaryOf(state), stepOptions(c, state, refused, status))
}

export function renderPayment(c: CheckoutContext, state: CheckoutView, refused: Refused = {}, status = 200) {
  const screen: CheckoutScreen = {
    kind: 'payment',
    cartId: state.cartId,
    methods: state.paymentMethods,
    selected: state.selectedPayment?.code ?? null,
    purchaseOrderNumber: refused.poNumber ?? state.selectedPayment?.purchaseOrderNumber ?? '',
    error: refused.fieldError,
    poError: refused.poError,
  }
  return renderCheckoutPage(c, screen, summaryOf(state), stepOptions(c, state, refused, status))
}

export const RENDER_STEP: Record<OrderStep, (c: CheckoutContext, state: CheckoutView) => Promise<Response>> = {
  'user-account': (c, state) => renderUserAccount(c, state),
  shipping: (c, state) => renderShipping(c, state),
  billing: (c, state) => renderBilling(c, state),
  payment: (c, state) => renderPayment(c, state),
}
