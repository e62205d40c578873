/**
 * @module
 * Which products the wish list can hold (SPEC §4 "Wishlist", §7 addProductsToWishlist "items with
 * sku, quantity, parent_sku for configurable, entered_options for bundle", §8 "Product Type {type}
 * not supported in add to wishlist yet", logged). SPEC §7 names how to send a plain item, a
 * configurable one and a bundle; any other type (grouped, downloadable, gift card) is not supported
 * yet, and the product page offers no heart for it.
 */

/** The GraphQL types the wish list takes. */
export const SUPPORTED_WISHLIST_TYPES = ['SimpleProduct', 'VirtualProduct', 'AlternativeProduct', 'ConfigurableProduct', 'BundleProduct'] as const

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_WISHLIST_TYPES)

/**
 * Whether the wish list takes a product of this GraphQL type.
 * @example canWishlist('GroupedProduct') // false
 */
export function canWishlist(typename: string): boolean {
  return SUPPORTED.has(typename)
}

/** SPEC §8's log line for a type the wish list does not take. */
export const unsupportedWishlistType = (typename: string): string => `Product Type ${typename} not supported in add to wishlist yet`

/** SPEC §8's log line for a guest's add. */
export const WISHLIST_NEEDS_CUSTOMER = 'Need to be authenticated to add a product to wishlist'
