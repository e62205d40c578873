/**
 * @module
 * The shopper's cart as the browser knows it. Built on valtio/vanilla so it can be tested without
 * React; only the browser fills it (islands render from props on the server), so a worker isolate
 * never carries one shopper's cart into another's page.
 */
import { proxy } from 'valtio/vanilla'
import type { ApiInput } from '../../shared/api/contract'
import { callApi, type ApiResult } from '../runtime/api'
import { trackedCall } from './tracked-call'

export type CartState = {
  id: string | null
  /** SPEC §2: the badge shows whenever the count is known (0 or more); null means not loaded. */
  totalQuantity: number | null
  status: 'idle' | 'loading' | 'saving'
  /** The last call's failure: its error category (`network`, Magento's category, ...). */
  error: string | null
}

const initialCart = (): CartState => ({ id: null, totalQuantity: null, status: 'idle', error: null })

export const cart = proxy<CartState>(initialCart())

/** Window event after a line was changed from a modal; pages and panels showing lines reload them. */
export const CART_CHANGED_EVENT = 'shop:cart-changed'

/** Replaces the known total quantity, as every cart response does (SPEC §3: missing means 0). */
export function setCartTotalQuantity(totalQuantity: number | null | undefined): void {
  cart.totalQuantity = totalQuantity ?? 0
  cart.error = null
}

/** Forgets the cart (logout, authorization failure). */
export function resetCart(): void {
  Object.assign(cart, initialCart())
}

const basketCall = <Data>(status: 'loading' | 'saving', call: () => Promise<ApiResult<Data>>) => trackedCall(cart, status, call)

/** Adds a product (SPEC §4); the caller shows what was added, or the refusal. */
export const addToCart = (input: ApiInput<'addProductsToCart'>) => basketCall('saving', () => callApi('addProductsToCart', input))

/** Adds a product with its companion (SPEC §5 "Buy together"). */
export const buyTogetherAndSave = (input: ApiInput<'buyTogetherAndSave'>) => basketCall('saving', () => callApi('buyTogetherAndSave', input))

/** Replaces a basket line's product with its own-brand alternative (SPEC §4 "Switch and save"). */
export const switchToAlternative = (input: ApiInput<'switchToAlternative'>) => basketCall('saving', () => callApi('switchToAlternative', input))

/** Removes one line (SPEC §4 "Remove"); the badge follows the basket's new size. */
export async function removeLine(itemUid: string) {
  const result = await basketCall('saving', () => callApi('removeItemFromCart', { itemUid }))
  if (result.ok) setCartTotalQuantity(result.data.removeItemFromCart.cart.total_quantity)
  return result
}

/** The basket's lines and totals, for the side panel (SPEC §2 "On demand"). */
export const loadBasketView = () => basketCall('loading', () => callApi('basketPanel', {}))
