/**
 * @module
 * A listing card's add-to-basket form, sent in the background when scripts run (issue "Catalogue
 * pages" item 10; SPEC §4 "Add to cart"): the worker finds or makes the cart, the badge takes the
 * new count, the after-add-to-cart modal opens (View basket, Continue) and `add_to_cart` goes to the
 * data layer. A refusal shows the catalogue's text for its code (SPEC §4 cart stock error codes).
 * Without scripts, or before this module has loaded, the form posts and lands on the basket.
 */
import type { StoreView } from '../../shared/constants/stores'
import { storeFromPath } from '../../shared/rules/store-from-path'
import { track } from '../platform/analytics'
import { callApi } from '../runtime/api'
import { setCartTotalQuantity, type AddToCartAnswer, type CartErrorCode } from '../stores/cart'
import { notify } from '../stores/notifications'
import { openModal } from '../stores/ui'

/** What a card's form carries in `data-product`. */
export type CardProduct = { sku: string; name: string; url: string; imageUrl: string | null; priceIncl: number; listName: string }

/** The texts a refusal may show, one per code, from the page (`data-cart-texts`): no catalogue ships to the browser. */
export type AddToCartTexts = Record<CartErrorCode, string>

const FORM = 'form[data-add-to-cart]'

function readJson<T>(raw: string | undefined | null): T | null {
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

function texts(doc: Document): AddToCartTexts | null {
  return readJson<AddToCartTexts>(doc.querySelector('script[data-cart-texts]')?.textContent)
}

async function add(form: HTMLFormElement, product: CardProduct, doc: Document, currency: StoreView['currency']): Promise<void> {
  const quantity = Math.max(1, Number(new FormData(form).get('quantity')) || 1)
  const button = form.querySelector('button')
  button?.setAttribute('disabled', '')
  form.setAttribute('aria-busy', 'true')
  const result = await callApi<AddToCartAnswer>('addProductsToCart', { sku: product.sku, quantity }, 'POST')
  button?.removeAttribute('disabled')
  form.removeAttribute('aria-busy')
  if (result.ok && result.data.added) {
    setCartTotalQuantity(result.data.totalQuantity)
    openModal({ kind: 'afterAddToCart', props: { product: { sku: product.sku, name: product.name, url: product.url, imageUrl: product.imageUrl }, quantity } })
    track('add_to_cart', { currency, items: [{ sku: product.sku, name: product.name, pricePence: product.priceIncl, quantity }] })
    return
  }
  // An ended session is handled by the API layer (SPEC §4); anything else is shown.
  if (!result.ok && result.category === 'graphql-authorization') return
  const code: CartErrorCode = result.ok && !result.data.added ? result.data.error.code : 'UNDEFINED'
  const message = texts(doc)?.[code]
  if (message) notify({ type: 'danger', message })
}

/** Listens on the whole document (cards come and go with soft navigation); returns the function that stops. */
export function listenForAddToCart(doc: Document = document): () => void {
  const currency = storeFromPath(location.pathname).store.currency
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(FORM)) return
    const product = readJson<CardProduct>(form.dataset.product)
    if (!product) return
    event.preventDefault()
    if (form.getAttribute('aria-busy') === 'true') return
    void add(form, product, doc, currency)
  }
  doc.addEventListener('submit', onSubmit)
  return () => doc.removeEventListener('submit', onSubmit)
}
