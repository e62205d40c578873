/**
 * @module
 * Magento 2.4.8's `updateCartItems` answers a refused change as an entry of `errors` (code and
 * message) instead of a GraphQL error (QuoteGraphQl's UpdateCartItems, its message-to-code map);
 * the cart itself (missing, closed, another shopper's) is still refused as an error. The embedded
 * back end answers so for a client that selects `errors`, a 2.4.8 or later client, and as 2.4.7
 * did for one that does not, so documents of either version read what they expect.
 */
/** Magento's CartUserInputErrorType. */
type CartUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED'
  | 'PERMISSION_DENIED'

/** An entry of `errors` (a `CartUserInputError`; one with a quantity is an `InsufficientStockError`). */
export type CartUpdateError = { code: CartUserInputErrorType; message: string; quantity?: number | null }

/** Magento's map from a refusal's words to its code, first match wins. */
const CODES: readonly (readonly [string, CartUserInputErrorType])[] = [
  ['Could not find cart item with id', 'COULD_NOT_FIND_CART_ITEM'],
  ['Required parameter', 'REQUIRED_PARAMETER_MISSING'],
  ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
  ['The quantity must be', 'INVALID_PARAMETER_VALUE'],
]

/** A line's refusal as Magento 2.4.8 lists it; null for a refusal it still throws (the cart's own). */
export function listedRefusal(message: string): CartUpdateError | null {
  const code = CODES.find(([words]) => message.includes(words))?.[1]
  if (!code) return null
  if (code === 'INSUFFICIENT_STOCK') return { code, message: 'The requested qty. is not available' }
  // 2.4.8's message for a missing line ends with a full stop.
  if (code === 'COULD_NOT_FIND_CART_ITEM') return { code, message: message.endsWith('.') ? message : `${message}.` }
  return { code, message }
}

/** Magento's CartErrorTypeResolver: an error carrying a quantity above 0 is an InsufficientStockError. */
export const cartErrorTypename = (error: CartUpdateError) => (error.quantity != null && error.quantity > 0 ? 'InsufficientStockError' : 'CartUserInputError')
