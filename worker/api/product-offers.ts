/**
 * @module
 * The product page's two offers sent in the background (issue "Product page" item 5): buy a product
 * with its companion (SPEC §5 "Buy together") and switch to the own-brand alternative (SPEC §4
 * "Switch and save"). Each runs the action its no-JS form runs (`worker/routes/product-forms.tsx`),
 * keeps the cart id in its httpOnly cookie as `addProductsToCart` does, and answers the new basket
 * size or the first error.
 */
import { z } from 'zod'
import { ADD_PRODUCTS_TO_CART, BUY_TOGETHER_AND_SAVE } from '../../shared/graphql/documents/cart'
import type { BuyTogetherAnswer } from '../../client/stores/cart'
import { buyTogether } from '../actions/buy-together'
import { switchToAlternative as switchInBasket } from '../actions/switch-to-alternative'
import { setCartCookie } from '../cookies/session-cookies'
import { addToCartAnswer, addToCartAnswerFromData, skuInput } from './add-to-cart'
import { defineOperation } from './define-operation'

/** SPEC §5: "Buy together needs both the main sku and the additional sku": zod refuses an empty one (400). */
const buyTogetherInput = z.object({ sku: skuInput, companionSku: skuInput }).strict()

export const buyTogetherAndSave = defineOperation({
  document: BUY_TOGETHER_AND_SAVE,
  kind: 'mutation',
  asCustomer: true,
  variables: buyTogetherInput,
  // The action finds or makes the cart and reads the new size; the answer is ready here.
  async prepare({ c, input, store }) {
    const result = await buyTogether(c.var.graphql, store, c.var.session.cartId, input.sku, input.companionSku)
    if (result.cartId && result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
    const answer: BuyTogetherAnswer = result.ok
      ? { added: true, companionAdded: result.companionAdded, totalQuantity: result.totalQuantity }
      : { added: false, error: { code: 'UNDEFINED', message: result.message } }
    return { answer }
  },
  // Not reached (`prepare` always answers); the generic call's answer would lack the basket size.
  after: (data): BuyTogetherAnswer => ({ added: true, companionAdded: data.buyTogetherAndSave === true, totalQuantity: 0 }),
})

const switchInput = z.object({ originalSku: skuInput, sku: skuInput, quantity: z.number().int().min(1).max(10_000) }).strict()

export const switchToAlternative = defineOperation({
  document: ADD_PRODUCTS_TO_CART,
  kind: 'mutation',
  asCustomer: true,
  variables: switchInput,
  async prepare({ c, input, store }) {
    const result = await switchInBasket(c.var.graphql, store, c.var.session.cartId, { originalSku: input.originalSku, alternativeSku: input.sku, quantity: input.quantity })
    if (result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
    return { answer: addToCartAnswer(result) }
  },
  after: addToCartAnswerFromData,
})
