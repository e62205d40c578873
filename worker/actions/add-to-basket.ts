/**
 * @module
 * SPEC §4 "Add to cart": lines into the shopper's cart, creating the cart first when there is none
 * (a product with its chosen options, or a grouped product's children, one line each), in the cart
 * `inShoppersCart` finds. Used by the plain forms and by the named operation their script calls.
 */
import type { ApiVariables } from '../../shared/api/contract'
import { ADD_PRODUCTS_TO_CART } from '../../shared/graphql/documents/cart'
import type { CartItemInput, CartUserInputErrorType } from '../../shared/graphql/generated'
import { UpstreamError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import { inShoppersCart } from './shoppers-cart'

export type AddToBasketResult =
  | { ok: true; cartId: string; totalQuantity: number }
  | { ok: false; cartId: string; code: CartUserInputErrorType; message: string }

/** The SPEC §4 codes the shop words; a newer Magento's other codes read as UNDEFINED. */
const KNOWN_CODES: ReadonlySet<string> = new Set<CartUserInputErrorType>(['INSUFFICIENT_STOCK', 'NOT_SALABLE', 'PRODUCT_NOT_FOUND'])
const knownCode = (code: CartUserInputErrorType): CartUserInputErrorType => (KNOWN_CODES.has(code) ? code : 'UNDEFINED')

/** A line to add: Magento's `CartItemInput` as far as the shop's forms fill it in. */
export type BasketLine = Pick<CartItemInput, 'sku' | 'quantity' | 'selected_options'>

/** What the product page's and the cards' forms ask for (the `addProductsToCart` input): one product with its choices, or a grouped product's children. */
export type AddRequest = ApiVariables<'addProductsToCart'>

/** SPEC §4: grouped "one line per child with the same quantity"; anything else one line with its options. */
export function basketLines(request: AddRequest): BasketLine[] {
  if (request.children?.length) return request.children.map((sku) => ({ sku, quantity: request.quantity }))
  return [{ sku: request.sku, quantity: request.quantity, ...(request.selectedOptions?.length ? { selected_options: [...request.selectedOptions] } : {}) }]
}

async function addTo(graphql: GraphQLTransport, store: string, cartId: string, lines: BasketLine[]): Promise<AddToBasketResult> {
  const data = await graphql.mutate(ADD_PRODUCTS_TO_CART, { cartId, cartItems: lines }, { asCustomer: true, store })
  const outcome = data.addProductsToCart
  const error = outcome?.user_errors.find((entry) => entry !== null)
  if (error) return { ok: false, cartId, code: knownCode(error.code), message: error.message }
  if (!outcome) throw new UpstreamError('addProductsToCart answered without a result')
  return { ok: true, cartId, totalQuantity: outcome.cart.total_quantity ?? 0 }
}

export function addToBasket(graphql: GraphQLTransport, store: string, rememberedCartId: string | null, request: AddRequest): Promise<AddToBasketResult> {
  const lines = basketLines(request)
  return inShoppersCart(graphql, store, rememberedCartId, (cartId) => addTo(graphql, store, cartId, lines))
}
