/**
 * @module
 * The shopper's cart as the browser knows it. Built on valtio/vanilla so it can be tested without
 * React; only the browser fills it (islands render from props on the server), so a worker isolate
 * never carries one shopper's cart into another's page.
 */
import { proxy } from 'valtio/vanilla'
import type { MessageKey } from '../../shared/messages/translate'

export type CartState = {
  id: string | null
  /** SPEC §2: the badge shows whenever the count is known (0 or more); null means not loaded. */
  totalQuantity: number | null
  status: 'idle' | 'loading' | 'saving'
  error: MessageKey | null
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

/** SPEC §4 cart stock error codes. */
export type CartErrorCode = 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'UNDEFINED'

/** What the `addProductsToCart` named operation answers: the new basket size, or the first user error (SPEC §5). */
export type AddToCartAnswer = { added: true; totalQuantity: number } | { added: false; error: { code: CartErrorCode; message: string } }

/**
 * What the `buyTogetherAndSave` named operation answers (SPEC §5 "Buy together"): both added, or the
 * product without its companion when the companion has just run out, or the first error.
 */
export type BuyTogetherAnswer = { added: true; companionAdded: boolean; totalQuantity: number } | { added: false; error: { code: CartErrorCode; message: string } }
