/**
 * @module
 * A listing card's or the product page's add-to-basket form, sent in the background when scripts
 * run (issue "Catalogue pages" item 10; SPEC §4 "Add to cart"): the worker finds or makes the cart,
 * the badge takes the new count, the after-add-to-cart modal opens (View basket, Continue) and
 * `add_to_cart` goes to the data layer. A refusal shows the catalogue's text for its code (SPEC §4
 * cart stock error codes). Without scripts, or before this module has loaded, the form posts and
 * lands on the basket. The product page's offers (`product-offer-forms.ts`) end the same way.
 */
import type { CartUserInputErrorType } from '../../shared/graphql/generated'
import type { StoreView } from '../../shared/constants/stores'
import { chosenOptionValues } from '../../shared/rules/option-fields'
import { storeFromPath } from '../../shared/rules/store-from-path'
import { readPageTexts } from '../islands/read-page-texts'
import { track } from '../platform/analytics'
import { AUTHORIZATION_CATEGORY } from '../runtime/api'
import { addToCart, setCartTotalQuantity } from '../stores/cart'
import { CART_REFUSAL_TEXTS, CART_TEXTS_ATTRIBUTE } from './cart-refusal-texts'
import { notify } from '../stores/notifications'
import { openModal } from '../stores/ui'

/** What a card's form carries in `data-product`. */
export type CardProduct = { sku: string; name: string; url: string; imageUrl: string | null; priceIncl: number; listName: string }

/** A product that went into the basket, and how many. */
export type AddedLine = { product: CardProduct; quantity: number }

const FORM = 'form[data-add-to-cart]'

export function readJson<T>(raw: string | undefined | null): T | null {
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}


/** The form's quantity field, at least 1. */
export function formQuantity(form: HTMLFormElement): number {
  return Math.max(1, Number(new FormData(form).get('quantity')) || 1)
}

/** Runs `work` with the form marked busy and its button disabled, so a double click sends once. */
export async function whileBusy<T>(form: HTMLFormElement, work: () => Promise<T>): Promise<T> {
  const button = form.querySelector('button')
  button?.setAttribute('disabled', '')
  form.setAttribute('aria-busy', 'true')
  try {
    return await work()
  } finally {
    button?.removeAttribute('disabled')
    form.removeAttribute('aria-busy')
  }
}

/** After a successful add: the badge's new count, the after-add-to-cart modal for what went in, and `add_to_cart`. */
export function showAdded(totalQuantity: number, lines: readonly [AddedLine, ...AddedLine[]], currency: StoreView['currency']): void {
  setCartTotalQuantity(totalQuantity)
  const [first, ...also] = lines
  const modalLine = ({ product, quantity }: AddedLine) => ({ product: { sku: product.sku, name: product.name, url: product.url, imageUrl: product.imageUrl }, quantity })
  openModal({ kind: 'afterAddToCart', props: { ...modalLine(first), ...(also.length > 0 ? { also: also.map(modalLine) } : {}) } })
  track('add_to_cart', { currency, items: lines.map(({ product, quantity }) => ({ sku: product.sku, name: product.name, pricePence: product.priceIncl, quantity })) })
}

/**
 * A refusal in the page's words for its code (SPEC §4 cart stock error codes) as a danger
 * notification; the words come from the page (`data-cart-texts`): no catalogue ships to the browser.
 */
export async function showRefusal(doc: Document, code: CartUserInputErrorType): Promise<void> {
  const texts = await readPageTexts(doc.querySelector(`script[${CART_TEXTS_ATTRIBUTE}]`))
  const message = texts?.[CART_REFUSAL_TEXTS[code]]
  if (message) notify({ type: 'danger', message })
}

/** What the form asks for: the product, quantity, and the product page's choices or a grouped product's children. */
function request(form: HTMLFormElement, product: CardProduct): { sku: string; quantity: number; selectedOptions?: string[]; children?: string[] } {
  const fields = new FormData(form)
  const selectedOptions = chosenOptionValues(fields.entries())
  const children = fields.getAll('child').filter((value): value is string => typeof value === 'string' && value !== '')
  return {
    sku: product.sku,
    quantity: formQuantity(form),
    ...(selectedOptions.length > 0 ? { selectedOptions } : {}),
    ...(children.length > 0 ? { children } : {}),
  }
}

async function add(form: HTMLFormElement, product: CardProduct, doc: Document, currency: StoreView['currency']): Promise<void> {
  const variables = request(form, product)
  const result = await whileBusy(form, () => addToCart(variables))
  if (result.ok && result.data.added) return showAdded(result.data.totalQuantity, [{ product, quantity: variables.quantity }], currency)
  // An ended session is handled by the API layer (SPEC §4); anything else is shown.
  if (!result.ok && result.category === AUTHORIZATION_CATEGORY) return
  await showRefusal(doc, result.ok && !result.data.added ? result.data.error.code : 'UNDEFINED')
}

/**
 * Sends forms matching `selector` through `send` instead of posting them, document-wide (forms come
 * and go with soft navigation); a form already busy is not sent again. Returns the function that stops.
 */
export function listenForForms(doc: Document, selector: string, send: (form: HTMLFormElement, currency: StoreView['currency']) => Promise<void> | null): () => void {
  const currency = storeFromPath(location.pathname).store.currency
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(selector)) return
    if (form.getAttribute('aria-busy') === 'true') return event.preventDefault()
    const sending = send(form, currency)
    if (sending) {
      event.preventDefault()
      void sending
    }
  }
  doc.addEventListener('submit', onSubmit)
  return () => doc.removeEventListener('submit', onSubmit)
}

/** Listens on the whole document (cards come and go with soft navigation); returns the function that stops. */
export function listenForAddToCart(doc: Document = document): () => void {
  return listenForForms(doc, FORM, (form, currency) => {
    const product = readJson<CardProduct>(form.dataset.product)
    return product ? add(form, product, doc, currency) : null
  })
}
