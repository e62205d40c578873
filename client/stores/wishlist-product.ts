/**
 * @module
 * Whether the product a page is about is in the signed-in customer's wish list, and the heart's
 * toggle (SPEC §4 "Wishlist": an item toggles between added and removed; add needs a signed-in
 * customer). Only the heart's island imports this, so it stays out of the first load; the list's
 * count it changes lives in the shell's `wishlist` store.
 */
import { proxy } from 'valtio/vanilla'
import type { WishlistAnswer, WishlistError } from '../../shared/api/answers'
import { callApi } from '../runtime/api'
import { resetWishlist, setWishlistCount } from './wishlist'

/** What the shopper chose on a product page: a configurable product's variant or a bundle's options. */
export type WishlistChoice = { variantSku?: string; selectedOptions?: string[] }

export type WishlistProductsState = {
  /** Whether each product asked about (by SKU) is in the list. */
  inList: Record<string, boolean>
  status: 'idle' | 'loading' | 'saving'
  error: WishlistError | 'load' | null
}

export const wishlistProducts = proxy<WishlistProductsState>({ inList: {}, status: 'idle', error: null })

function take(sku: string, answer: WishlistAnswer): void {
  if (!answer.signedIn) {
    wishlistProducts.inList = {}
    return resetWishlist()
  }
  wishlistProducts.inList[sku] = answer.inList
  wishlistProducts.error = answer.error
  if (answer.itemsCount !== null) setWishlistCount(answer.itemsCount)
}

/** Asks whether the product is in the signed-in customer's list. */
export async function loadWishlistProduct(sku: string): Promise<void> {
  wishlistProducts.status = 'loading'
  const result = await callApi('wishlistProduct', { sku })
  wishlistProducts.status = 'idle'
  if (result.ok) take(sku, result.data)
  else wishlistProducts.error = 'load'
}

/**
 * SPEC §4: adds the product when it is not in the list (the worker skips it if it is after all),
 * removes it when it is; the list's count follows. Answers whether the product is in the list
 * afterwards, or null when nothing changed.
 */
export async function toggleWishlistProduct(sku: string, choice: WishlistChoice = {}): Promise<boolean | null> {
  const wasIn = wishlistProducts.inList[sku] === true
  wishlistProducts.status = 'saving'
  const result = wasIn ? await callApi('removeProductsFromWishlist', { sku }) : await callApi('addProductsToWishlist', { sku, ...choice })
  wishlistProducts.status = 'idle'
  if (!result.ok) {
    wishlistProducts.error = 'failed'
    return null
  }
  take(sku, result.data)
  return result.data.error || result.data.inList === wasIn ? null : result.data.inList
}
