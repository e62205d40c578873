/**
 * @module
 * Whether a product page may put a product in the basket (SPEC §4 "Add to cart", "Can add to cart",
 * §8 "Product Type {type} not supported in add to cart yet"), with the reason when not, so the page
 * can say why. Input is plain values: the GraphQL `__typename`, stock and the quantity asked for.
 *
 * Readings where SPEC is silent:
 * - A configurable product first needs a chosen variant; once chosen, the variant is what goes into
 *   the basket, so the page passes the variant's stock and limits and they are checked like any other.
 * - The quantity is a whole number above 0 (SPEC §5 "Quantity update must be positive"), and not
 *   above `max_sale_qty` either (Magento refuses more), besides `only_x_left_in_stock`.
 * - Checks run in the order a shopper can act on them: the type, the variant, stock, the quantity,
 *   then the limits.
 */

/** SPEC §4: the types add to cart knows how to send; any other (a gift card) is not supported yet. */
export const SUPPORTED_CART_TYPES = [
  'SimpleProduct',
  'AlternativeProduct',
  'VirtualProduct',
  'DownloadableProduct',
  'ConfigurableProduct',
  'BundleProduct',
  'GroupedProduct',
] as const

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_CART_TYPES)

/** Whether add to cart supports a type; the unsupported type's name for SPEC §8's message. */
export type CartSupport = { supported: true } | { supported: false; type: string }

/**
 * Whether add to cart supports a product's GraphQL type; the page shows SPEC §8's message with
 * the type's name when not.
 * @example cartSupport('GiftCardProduct') // { supported: false, type: 'GiftCardProduct' }
 */
export function cartSupport(typename: string): CartSupport {
  return SUPPORTED.has(typename) ? { supported: true } : { supported: false, type: typename }
}

/** A stock limit is known when it is a number; Magento sends `max_sale_qty` as a float. */
const knownLimit = (limit: number | null): number | null => (limit !== null && Number.isFinite(limit) ? Math.floor(limit) : null)

/**
 * The most a shopper may order at once: the smaller of `only_x_left_in_stock` and `max_sale_qty`
 * where set, or null when neither is. A limit of 0 allows none.
 * @example maxOrderQuantity({ onlyXLeft: 3, maxSaleQty: 10000 }) // 3
 */
export function maxOrderQuantity({ onlyXLeft, maxSaleQty }: { onlyXLeft: number | null; maxSaleQty: number | null }): number | null {
  const limits = [knownLimit(onlyXLeft), knownLimit(maxSaleQty)].filter((limit): limit is number => limit !== null)
  return limits.length > 0 ? Math.min(...limits) : null
}

/** What a product page knows when the shopper asks to add to the basket. */
export type CartCandidate = {
  /** The product's GraphQL `__typename`. */
  typename: string
  inStock: boolean
  quantity: number
  onlyXLeft: number | null
  maxSaleQty: number | null
  /** For a configurable product: whether the shopper has chosen a variant. */
  chosenVariant?: boolean
}

/** Why a product cannot go into the basket, for the page to say. */
export type CartRefusal = 'unsupported' | 'chooseVariant' | 'outOfStock' | 'badQuantity' | 'tooMany'

/** The answer of `canAddToCart`. */
export type CartCheck = { ok: true } | { ok: false; reason: CartRefusal }

/**
 * SPEC §4 "Can add to cart": a configurable product needs a chosen variant; every product needs
 * in-stock status and a positive whole quantity not above `only_x_left_in_stock` or `max_sale_qty`.
 * @example canAddToCart({ typename: 'SimpleProduct', inStock: true, quantity: 3, onlyXLeft: 2, maxSaleQty: null }) // { ok: false, reason: 'tooMany' }
 */
export function canAddToCart(candidate: CartCandidate): CartCheck {
  if (!SUPPORTED.has(candidate.typename)) return { ok: false, reason: 'unsupported' }
  if (candidate.typename === 'ConfigurableProduct' && !candidate.chosenVariant) return { ok: false, reason: 'chooseVariant' }
  if (!candidate.inStock) return { ok: false, reason: 'outOfStock' }
  if (!Number.isSafeInteger(candidate.quantity) || candidate.quantity <= 0) return { ok: false, reason: 'badQuantity' }
  const most = maxOrderQuantity(candidate)
  if (most !== null && candidate.quantity > most) return { ok: false, reason: 'tooMany' }
  return { ok: true }
}
