/**
 * @module
 * What the checkout's scripts add to its plain forms (which are sent in place by soft navigation):
 * GA4's checkout events on the data layer (issue 16 point 5, issue 25 point 5). The billing step
 * is the first page after a delivery method was chosen (add_shipping_info); sending the payment
 * form is add_payment_info; the thank-you page is the purchase. Each is sent once per order,
 * however often its page is shown (`checkout-once.ts`). The steps before the order load no tag
 * manager (PCI DSS 4.0 6.4.3), so their events are kept for the thank-you page, which loads it
 * (`platform/analytics-kept.ts`). The header's basket badge goes to 0 with the order.
 */
import type { CheckoutAnalytics } from '../components/checkout/checkout-frame'
import { track, type AnalyticsItem } from '../platform/analytics'
import { subscribe } from 'valtio/vanilla'
import { refreshPage } from '../runtime/soft-navigation'
import { setCartTotalQuantity } from '../stores/cart'
import { customer } from '../stores/customer'
import { firstTime, forgetSteps, purchaseKey, stepKey } from './checkout-once'

const ITEMS_KEY = 'checkout:items'

function readAnalytics(frame: HTMLElement): CheckoutAnalytics | null {
  try {
    return JSON.parse(frame.dataset.analytics ?? '') as CheckoutAnalytics
  } catch {
    return null
  }
}

/** Session storage may be off (private modes, policies): analytics then does without it. */
function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The lines kept from the payment step, for a thank-you page whose order could not be read back. */
function keptItems(): AnalyticsItem[] {
  try {
    return JSON.parse(session()?.getItem(ITEMS_KEY) ?? '[]') as AnalyticsItem[]
  } catch {
    return []
  }
}

function sendPurchase(data: CheckoutAnalytics, purchase: NonNullable<CheckoutAnalytics['purchase']>): void {
  if (!firstTime(purchaseKey(purchase.transactionId))) return
  track('purchase', {
    currency: data.currency,
    valuePence: data.valuePence,
    items: data.items.length > 0 ? data.items : keptItems(),
    transactionId: purchase.transactionId,
    ...(purchase.taxPence === null ? {} : { taxPence: purchase.taxPence }),
    ...(purchase.shippingPence === null ? {} : { shippingPence: purchase.shippingPence }),
    ...(data.coupon ? { coupon: data.coupon } : {}),
  })
  forgetSteps()
  session()?.removeItem(ITEMS_KEY)
}

export function bindCheckoutStep(frame: HTMLElement): () => void {
  const data = readAnalytics(frame)
  if (!data) return () => undefined
  const step = frame.dataset.checkoutStep
  const base = { currency: data.currency, valuePence: data.valuePence, items: data.items, ...(data.coupon ? { coupon: data.coupon } : {}) }

  if (step === 'billing' && data.shippingTier) {
    const shipping = { ...base, shippingTier: data.shippingTier }
    if (firstTime(stepKey('add_shipping_info', shipping))) track('add_shipping_info', shipping)
  }
  if (step === 'thank-you') setCartTotalQuantity(0)
  if (step === 'thank-you' && data.purchase) sendPurchase(data, data.purchase)
  // Signed in from the login modal: the worker now moves the customer past this step.
  if (step === 'user-account') return subscribe(customer, () => void (customer.signedIn && refreshPage()))
  if (step !== 'payment') return () => undefined

  session()?.setItem(ITEMS_KEY, JSON.stringify(data.items))
  const onSubmit = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.dataset.paymentForm === undefined) return
    const method = form.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value
    if (!method) return
    const payment = { ...base, paymentType: method }
    if (firstTime(stepKey('add_payment_info', payment))) track('add_payment_info', payment)
  }
  // Capturing: seen before soft navigation takes the submit over.
  frame.addEventListener('submit', onSubmit, true)
  return () => frame.removeEventListener('submit', onSubmit, true)
}
