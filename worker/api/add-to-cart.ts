/**
 * @module
 * The `addProductsToCart` named operation: a card's or the product page's script adds a product by
 * sku and quantity, with its chosen options or a grouped product's children (SPEC §4), the cart
 * created first when there is none. It runs the action the form post runs (`addToBasket`); the cart
 * id stays in its httpOnly cookie, and the browser learns the new basket size or the first user
 * error (SPEC §5: "a non-empty user_errors list throws the first message").
 */
import type { AddToCartAnswer } from '../../shared/api/answers'
import { addToBasket, type AddToBasketResult } from '../actions/add-to-basket'
import { setCartCookie } from '../cookies/session-cookies'
import { runsAction } from './define-operation'

/** The browser's view of an add: the new basket size or the first refusal, never the cart id. */
export function addToCartAnswer(result: AddToBasketResult): AddToCartAnswer {
  return result.ok ? { added: true, totalQuantity: result.totalQuantity } : { added: false, error: { code: result.code, message: result.message } }
}

export const addProductsToCart = runsAction('addProductsToCart', {
  asCustomer: true,
  async run({ c, input, store }) {
    const result = await addToBasket(c.var.graphql, store, c.var.session.cartId, input)
    if (result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
    return addToCartAnswer(result)
  },
})
