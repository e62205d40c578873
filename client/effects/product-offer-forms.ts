/**
 * @module
 * The product page's offers sent in the background (issue "Product page" item 5): "Add both to
 * basket" through `buyTogetherAndSave` (SPEC §5) and the switch-and-save form through
 * `switchToAlternative` (SPEC §4 "Switch and save": the original's line goes down or out, the
 * after-add-to-cart modal shows the alternative). Like the add-to-basket form, each updates the
 * badge and opens the modal for what went in, or shows the first error as a danger notification.
 * Without scripts both forms post and land on the basket.
 */
import type { StoreView } from '../../shared/constants/stores'
import { AUTHORIZATION_CATEGORY } from '../runtime/api'
import { buyTogetherAndSave, switchToAlternative as switchInBasket } from '../stores/cart'
import { notify } from '../stores/notifications'
import { formQuantity, listenForForms, readJson, showAdded, showRefusal, whileBusy, type CardProduct } from './add-to-cart'

/** What the buy-together form carries in `data-offer`: the page's product and its companion at the offer price. */
export type BuyTogetherOffer = { product: CardProduct; companion: CardProduct }

/** The offer's own texts, from the page (`data-buy-together-texts`). */
export type BuyTogetherTexts = { failed: string; companionUnavailable: string }

const BUY_TOGETHER_FORM = 'form[data-buy-together-form]'
const SWITCH_FORM = 'form[data-switch-form]'

function field(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}

async function buyTogether(form: HTMLFormElement, offer: BuyTogetherOffer, currency: StoreView['currency']): Promise<void> {
  const texts = readJson<BuyTogetherTexts>(form.ownerDocument.querySelector('script[data-buy-together-texts]')?.textContent)
  const variables = { sku: offer.product.sku, companionSku: offer.companion.sku }
  const result = await whileBusy(form, () => buyTogetherAndSave(variables))
  if (result.ok && result.data.added) {
    const { companionAdded, totalQuantity } = result.data
    showAdded(totalQuantity, companionAdded ? [{ product: offer.product, quantity: 1 }, { product: offer.companion, quantity: 1 }] : [{ product: offer.product, quantity: 1 }], currency)
    if (!companionAdded && texts) notify({ type: 'warning', message: texts.companionUnavailable })
    return
  }
  if (!result.ok && result.category === AUTHORIZATION_CATEGORY) return
  if (texts) notify({ type: 'danger', message: texts.failed })
}

async function switchToAlternative(form: HTMLFormElement, alternative: CardProduct, currency: StoreView['currency']): Promise<void> {
  const quantity = formQuantity(form)
  const variables = { originalSku: field(form, 'original'), sku: alternative.sku, quantity }
  const result = await whileBusy(form, () => switchInBasket(variables))
  if (result.ok && result.data.added) return showAdded(result.data.totalQuantity, [{ product: alternative, quantity }], currency)
  if (!result.ok && result.category === AUTHORIZATION_CATEGORY) return
  await showRefusal(form.ownerDocument, result.ok && !result.data.added ? result.data.error.code : 'UNDEFINED')
}

/** Listens on the whole document, bound once; returns the function that stops. */
export function listenForProductOffers(doc: Document = document): () => void {
  const stopBuyTogether = listenForForms(doc, BUY_TOGETHER_FORM, (form, currency) => {
    const offer = readJson<BuyTogetherOffer>(form.dataset.offer)
    return offer ? buyTogether(form, offer, currency) : null
  })
  const stopSwitch = listenForForms(doc, SWITCH_FORM, (form, currency) => {
    const alternative = readJson<CardProduct>(form.dataset.product)
    return alternative && field(form, 'original') ? switchToAlternative(form, alternative, currency) : null
  })
  return () => {
    stopBuyTogether()
    stopSwitch()
  }
}
