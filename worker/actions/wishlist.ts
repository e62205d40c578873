/**
 * @module
 * The product page's wish-list heart (SPEC §4 "Wishlist", §7 with wish-list id 0), for the no-JS
 * form and the named operations alike: whether a product is in the signed-in customer's list, add
 * it (skipped when already there; a configurable product's variant with `parent_sku`, a bundle's
 * chosen options), and remove it. A product is "in the list" when any item's product is it, so a
 * configurable product counts whichever of its variants was kept. Guests and types the list cannot
 * hold are refused with SPEC §8's log lines, before the back end is asked.
 */
import { ADD_PRODUCTS_TO_WISHLIST, REMOVE_PRODUCTS_FROM_WISHLIST, WISHLIST_ITEMS, WISHLIST_PRODUCT_TYPE } from '../../shared/graphql/documents/wishlist'
import { canWishlist, unsupportedWishlistType, WISHLIST_NEEDS_CUSTOMER } from '../../shared/rules/wishlist-support'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'

/** A product's place in the customer's list: the items holding it, and how many items the list has. */
export type WishlistState = { itemIds: string[]; itemsCount: number }

/** What the shopper asked to keep: the page's product, and the variant or options chosen on it. */
export type WishlistRequest = { sku: string; variantSku?: string | undefined; selectedOptions?: readonly string[] | undefined }

export type WishlistRefusal = 'signIn' | 'notFound' | 'unsupported' | 'failed'

export type WishlistAddResult = { ok: true; state: WishlistState } | { ok: false; reason: WishlistRefusal }

/** A list longer than this many pages of 100 is read no further (the heart then shows "not in the list"). */
const MAX_PAGES = 20

const sameSku = (a: string | null | undefined, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/** Where the product stands in the customer's list, read page by page. */
export async function wishlistStateOf(graphql: GraphQLTransport, store: string, sku: string): Promise<WishlistState> {
  const itemIds: string[] = []
  let itemsCount = 0
  for (let page = 1; page <= MAX_PAGES; page++) {
    const lists = (await graphql.query(WISHLIST_ITEMS, { currentPage: page }, { asCustomer: true, store })).customer?.wishlists ?? []
    // SPEC §7 "wishlist items count": Magento keeps one list per customer unless multiple lists are on.
    if (page === 1) itemsCount = lists.reduce((sum, list) => sum + (list?.items_count ?? 0), 0)
    for (const list of lists) for (const item of list?.items_v2?.items ?? []) if (item && sameSku(item.product?.sku, sku)) itemIds.push(item.id)
    const pages = Math.max(0, ...lists.map((list) => list?.items_v2?.page_info?.total_pages ?? 0))
    if (page >= pages) break
  }
  return { itemIds, itemsCount }
}

function log(requestId: string, line: string): void {
  console.warn(`[${requestId}] ${line}`)
}

/** SPEC §4: adds the product unless it is already in the list. */
export async function addToWishlist(graphql: GraphQLTransport, store: string, request: WishlistRequest, requestId: string): Promise<WishlistAddResult> {
  if (!graphql.hasCustomer) {
    log(requestId, WISHLIST_NEEDS_CUSTOMER)
    return { ok: false, reason: 'signIn' }
  }
  const product = (await graphql.query(WISHLIST_PRODUCT_TYPE, { sku: request.sku }, { store })).products?.items?.find((item) => sameSku(item?.sku, request.sku))
  if (!product) return { ok: false, reason: 'notFound' }
  if (!canWishlist(product.__typename)) {
    log(requestId, unsupportedWishlistType(product.__typename))
    return { ok: false, reason: 'unsupported' }
  }
  const before = await wishlistStateOf(graphql, store, request.sku)
  if (before.itemIds.length > 0) return { ok: true, state: before }
  const configurable = product.__typename === 'ConfigurableProduct'
  const item =
    configurable && request.variantSku
      ? { sku: request.variantSku, parent_sku: request.sku, quantity: 1 }
      : { sku: request.sku, quantity: 1, ...(product.__typename === 'BundleProduct' && request.selectedOptions?.length ? { selected_options: [...request.selectedOptions] } : {}) }
  try {
    const added = (await graphql.mutate(ADD_PRODUCTS_TO_WISHLIST, { items: [item] }, { asCustomer: true, store })).addProductsToWishlist
    if (!added || added.user_errors.length > 0) return { ok: false, reason: added?.user_errors[0]?.code === 'PRODUCT_NOT_FOUND' ? 'notFound' : 'failed' }
  } catch (error) {
    if (error instanceof GraphQLCallError) return { ok: false, reason: 'failed' }
    throw error
  }
  return { ok: true, state: await wishlistStateOf(graphql, store, request.sku) }
}

/** Takes every item holding the product out of the customer's list (SPEC §4: the heart toggles). */
export async function removeFromWishlist(graphql: GraphQLTransport, store: string, sku: string): Promise<WishlistState> {
  const before = await wishlistStateOf(graphql, store, sku)
  if (before.itemIds.length === 0) return before
  const removed = (await graphql.mutate(REMOVE_PRODUCTS_FROM_WISHLIST, { itemIds: before.itemIds }, { asCustomer: true, store })).removeProductsFromWishlist
  return { itemIds: [], itemsCount: removed?.wishlist.items_count ?? Math.max(0, before.itemsCount - before.itemIds.length) }
}
