/**
 * @module
 * The `addProductsToCart` named operation: a card's or the product page's script adds a product by
 * sku and quantity, with its chosen options or a grouped product's children (SPEC §4), the cart created first when there is none. The cart id
 * stays in its httpOnly cookie; the browser learns the new basket size, or the first user error
 * (SPEC §5: "a non-empty user_errors list throws the first message").
 */
import { z } from 'zod'
import { ADD_PRODUCTS_TO_CART } from '../../shared/graphql/documents/cart'
import type { AddToCartAnswer } from '../../client/stores/cart'
import type { AddProductsToCartMutation } from '../../shared/graphql/generated'
import { addToBasket, type AddToBasketResult } from '../actions/add-to-basket'
import { setCartCookie } from '../cookies/session-cookies'
import { defineOperation } from './define-operation'

/** A SKU as Magento allows it (64 characters). */
export const skuInput = z.string().trim().min(1).max(64)
/** An option value's uid (base64 in Magento); a product page offers a few dozen at most. */
const optionUids = z.array(z.string().trim().min(1).max(128)).max(50)

/** A product and a quantity a basket line can hold, with the product page's choices (SPEC §4). */
export const addToCartInput = z
  .object({
    sku: skuInput,
    quantity: z.number().int().min(1).max(10_000),
    selectedOptions: optionUids.optional(),
    children: z.array(skuInput).max(50).optional(),
  })
  .strict()

/** The browser's view of an add: the new basket size or the first refusal, never the cart id. */
export function addToCartAnswer(result: AddToBasketResult): AddToCartAnswer {
  return result.ok ? { added: true, totalQuantity: result.totalQuantity } : { added: false, error: { code: result.code, message: result.message } }
}

/** The same view of the document's own answer, for operations whose exchange the action runs. */
export function addToCartAnswerFromData(data: AddProductsToCartMutation): AddToCartAnswer {
  const error = data.addProductsToCart?.user_errors.find((entry) => entry !== null)
  return error ? { added: false, error: { code: 'UNDEFINED', message: error.message } } : { added: true, totalQuantity: data.addProductsToCart?.cart.total_quantity ?? 0 }
}

export const addProductsToCart = defineOperation({
  document: ADD_PRODUCTS_TO_CART,
  kind: 'mutation',
  asCustomer: true,
  variables: addToCartInput,
  // The whole exchange (find or make the cart, add, retry once on a cart the back end forgot) is
  // the action's; the answer is ready before the generic call would run.
  async prepare({ c, input, store }) {
    const result = await addToBasket(c.var.graphql, store, c.var.session.cartId, input)
    if (result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
    return { answer: addToCartAnswer(result) }
  },
  after: addToCartAnswerFromData,
})
