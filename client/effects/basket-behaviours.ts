/**
 * @module
 * The basket page's comfort on top of its plain forms (SPEC §4): a line's quantity goes by itself
 * 1000 ms after the last change (one request per burst; Enter or Update sends it at once), the
 * remove button asks first in the remove-item modal, and every change shows the basket again in
 * place. The header badge follows the basket, and the data layer hears view_cart and
 * begin_checkout (remove_from_cart comes from the remove-item modal).
 */
import { CART_QUANTITY_DEBOUNCE_MS } from '../../shared/constants/timings'
import type { BasketAnalytics } from '../../shared/views/basket-view'
import { track } from '../platform/analytics'
import { refreshPage, submitSoftly } from '../runtime/soft-navigation'
import { CART_CHANGED_EVENT, setCartTotalQuantity } from '../stores/cart'

function readAnalytics(page: HTMLElement): BasketAnalytics | null {
  try {
    return JSON.parse(page.dataset.analytics ?? '') as BasketAnalytics
  } catch {
    return null
  }
}

const itemsOf = (basket: BasketAnalytics) => basket.items.map(({ sku, name, pricePence, quantity }) => ({ sku, name, pricePence, quantity }))

/** A whole number of at least 1, as the form itself accepts (SPEC §4 "only when greater than 0"). */
function wantedQuantity(input: HTMLInputElement): number | null {
  const quantity = Number(input.value)
  return Number.isInteger(quantity) && quantity >= 1 && input.checkValidity() ? quantity : null
}

/** Debounces one line's quantity form: a burst of changes sends one request with the last value. */
function bindQuantity(form: HTMLFormElement): () => void {
  const input = form.elements.namedItem('quantity')
  if (!(input instanceof HTMLInputElement)) return () => undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const onInput = () => {
    clearTimeout(timer)
    const quantity = wantedQuantity(input)
    if (quantity === null || String(quantity) === input.defaultValue) return
    timer = setTimeout(() => void submitSoftly(form), CART_QUANTITY_DEBOUNCE_MS)
  }
  // Sent at once by Enter or the Update button: the pending one would only repeat it.
  const onSubmit = () => clearTimeout(timer)
  input.addEventListener('input', onInput)
  form.addEventListener('submit', onSubmit)
  return () => {
    clearTimeout(timer)
    input.removeEventListener('input', onInput)
    form.removeEventListener('submit', onSubmit)
  }
}

export function bindBasketPage(page: HTMLElement): () => void {
  const basket = readAnalytics(page)
  const quantity = Number(page.dataset.totalQuantity)
  if (Number.isInteger(quantity)) setCartTotalQuantity(quantity)
  // Shown again in place after a change, the basket is not viewed anew.
  const shownAgain = page.closest<HTMLElement>('main')?.dataset.inPlace !== undefined
  if (basket && basket.items.length > 0 && !shownAgain) track('view_cart', { currency: basket.currency, valuePence: basket.valuePence, items: itemsOf(basket) })

  const unbinds = [...page.querySelectorAll<HTMLFormElement>('form[data-basket-quantity]')].map(bindQuantity)

  // remove_from_cart is sent by the remove-item modal, whichever list opened it.
  const onCartChanged = () => void refreshPage()
  const onClick = (event: MouseEvent) => {
    if (!basket || !(event.target instanceof Element) || !event.target.closest('[data-begin-checkout]')) return
    track('begin_checkout', { currency: basket.currency, valuePence: basket.valuePence, items: itemsOf(basket), ...(basket.coupon ? { coupon: basket.coupon } : {}) })
  }
  window.addEventListener(CART_CHANGED_EVENT, onCartChanged)
  page.addEventListener('click', onClick)
  return () => {
    for (const unbind of unbinds) unbind()
    window.removeEventListener(CART_CHANGED_EVENT, onCartChanged)
    page.removeEventListener('click', onClick)
  }
}
