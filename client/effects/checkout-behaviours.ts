/**
 * @module
 * What the checkout's scripts add to its plain forms (which are sent in place by soft navigation):
 * GA4's checkout events on the data layer (issue 16 point 5). The billing step is the first page
 * after a delivery method was chosen (add_shipping_info); sending the payment form is
 * add_payment_info; the thank-you page is the purchase, sent once per order however often it is
 * shown. The order's lines are kept from the payment step, as the cart is gone once it is placed;
 * the header's basket badge goes to 0 with it.
 */
import type { CheckoutAnalytics } from '../components/checkout/checkout-frame'
import { track, type AnalyticsItem } from '../platform/analytics'
import { subscribe } from 'valtio/vanilla'
import { refreshPage } from '../runtime/soft-navigation'
import { setCartTotalQuantity } from '../stores/cart'
import { customer } from '../stores/customer'

const ITEMS_KEY = 'checkout:items'
const purchasedKey = (transactionId: string) => `checkout:purchased:${transactionId}`

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

function keptItems(): AnalyticsItem[] {
  try {
    return JSON.parse(session()?.getItem(ITEMS_KEY) ?? '[]') as AnalyticsItem[]
  } catch {
    return []
  }
}

export function bindCheckoutStep(frame: HTMLElement): () => void {
  const data = readAnalytics(frame)
  if (!data) return () => undefined
  const step = frame.dataset.checkoutStep
  const shownAgain = frame.closest<HTMLElement>('main')?.dataset.inPlace !== undefined
  const base = { currency: data.currency, valuePence: data.valuePence, items: data.items, ...(data.coupon ? { coupon: data.coupon } : {}) }

  if (step === 'billing' && data.shippingTier && !shownAgain) track('add_shipping_info', { ...base, shippingTier: data.shippingTier })
  if (step === 'thank-you') setCartTotalQuantity(0)
  if (step === 'thank-you' && data.purchase) {
    const store = session()
    const key = purchasedKey(data.purchase.transactionId)
    if (!store?.getItem(key)) {
      track('purchase', { ...base, items: keptItems(), transactionId: data.purchase.transactionId })
      store?.setItem(key, '1')
      store?.removeItem(ITEMS_KEY)
    }
  }
  // Signed in from the login modal: the worker now moves the customer past this step.
  if (step === 'user-account') return subscribe(customer, () => void (customer.signedIn && refreshPage()))
  if (step !== 'payment') return () => undefined

  session()?.setItem(ITEMS_KEY, JSON.stringify(data.items))
  const onSubmit = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.dataset.paymentForm === undefined) return
    const method = form.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value
    if (method) track('add_payment_info', { ...base, paymentType: method })
  }
  // Capturing: seen before soft navigation takes the submit over.
  frame.addEventListener('submit', onSubmit, true)
  return () => frame.removeEventListener('submit', onSubmit, true)
}
