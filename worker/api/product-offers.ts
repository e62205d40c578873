/**
 * @module
 * The product page's two offers sent in the background (issue "Product page" item 5): buy a product
 * with its companion (SPEC §5 "Buy together") and switch to the own-brand alternative (SPEC §4
 * "Switch and save"). Each runs the action its no-JS form runs (`worker/routes/product-forms.ts`),
 * keeps the cart id in its httpOnly cookie as `addProductsToCart` does, and answers the new basket
 * size or the first error.
 */
import { buyTogether } from '../actions/buy-together'
import { switchToAlternative as switchInBasket } from '../actions/switch-to-alternative'
import { setCartCookie } from '../cookies/session-cookies'
import { addToCartAnswer } from './add-to-cart'
import { runsAction } from './define-operation'

export const buyTogetherAndSave = runsAction('buyTogetherAndSave', {
  asCustomer: true,
  async run({ c, input, store }) {
    const result = await buyTogether(c.var.graphql, store, c.var.session.cartId, input.sku, input.companionSku)
    if (result.cartId && result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
    return result.ok
      ? { added: true, companionAdded: result.companionAdded, totalQuantity: result.totalQuantity }
      : { added: false, error: { code: 'UNDEFINED', message: result.message } }
  },
})

export const switchToAlternative = runsAction('switchToAlternative', {
  asCustomer: true,
  async run({ c, input, store }) {
    const result = await switchInBasket(c.var.graphql, store, c.var.session.cartId, { originalSku: input.originalSku, alternativeSku: input.sku, quantity: input.quantity })
    if (result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
    return addToCartAnswer(result)
  },
})
