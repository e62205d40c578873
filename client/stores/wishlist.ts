/**
 * @module
 * The signed-in customer's wish list as the page knows it: how many items it holds (SPEC §7
 * "wishlist items count", filled by the session read; null for guests) and, on a product page,
 * whether that product is in it (SPEC §4 "Wishlist": the heart toggles between added and removed).
 */
import { proxy } from 'valtio/vanilla'
import { callApi } from '../runtime/api'

/** Why the wish list did not take a product (the worker's `WishlistRefusal`). */
export type WishlistError = 'signIn' | 'notFound' | 'unsupported' | 'failed'

/** The worker's answer to the wish-list operations for one product; `itemsCount` null when it did not read the list. */
export type WishlistAnswer = { signedIn: boolean; inList: boolean; itemsCount: number | null; error: WishlistError | null }

/** What the shopper chose on a product page: a configurable product's variant or a bundle's options. */
export type WishlistChoice = { variantSku?: string; selectedOptions?: string[] }

export type WishlistState = {
  itemsCount: number | null
  /** Whether each product asked about (by SKU) is in the list. */
  products: Record<string, boolean>
  status: 'idle' | 'loading' | 'saving'
  error: WishlistError | 'load' | null
}

export const wishlist = proxy<WishlistState>({ itemsCount: null, products: {}, status: 'idle', error: null })

export function setWishlistCount(count: number): void {
  wishlist.itemsCount = count
}

export function resetWishlist(): void {
  Object.assign(wishlist, { itemsCount: null, products: {}, status: 'idle', error: null })
}

function take(sku: string, answer: WishlistAnswer): void {
  if (!answer.signedIn) return resetWishlist()
  wishlist.products[sku] = answer.inList
  if (answer.itemsCount !== null) wishlist.itemsCount = answer.itemsCount
  wishlist.error = answer.error
}

/** Asks whether the product is in the signed-in customer's list. */
export async function loadWishlistProduct(sku: string): Promise<void> {
  wishlist.status = 'loading'
  const result = await callApi<WishlistAnswer>('wishlistProduct', { sku })
  wishlist.status = 'idle'
  if (result.ok) take(sku, result.data)
  else wishlist.error = 'load'
}

/**
 * SPEC §4: adds the product when it is not in the list, removes it when it is; the list's count
 * follows. Answers whether the product is in the list afterwards, or null when nothing changed.
 */
export async function toggleWishlistProduct(sku: string, choice: WishlistChoice = {}): Promise<boolean | null> {
  const wasIn = wishlist.products[sku] === true
  wishlist.status = 'saving'
  const result = wasIn ? await callApi<WishlistAnswer>('removeProductsFromWishlist', { sku }, 'POST') : await callApi<WishlistAnswer>('addProductsToWishlist', { sku, ...choice }, 'POST')
  wishlist.status = 'idle'
  if (!result.ok) {
    wishlist.error = 'failed'
    return null
  }
  take(sku, result.data)
  return result.data.error || result.data.inList === wasIn ? null : result.data.inList
}
