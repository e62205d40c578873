import type { CartUserInputErrorType } from '../../shared/graphql/generated'

/** The catalogue text a refused add shows, per SPEC §4 cart stock error code. */
export const CART_REFUSAL_TEXTS = {
  INSUFFICIENT_STOCK: 'notice.cartInsufficientStock',
  NOT_SALABLE: 'notice.cartNotSalable',
  PRODUCT_NOT_FOUND: 'notice.cartProductNotFound',
  UNDEFINED: 'notice.cartAddFailed',
  // Codes Magento 2.4.8 gives a refused line change; an add that met one says it failed.
  COULD_NOT_FIND_CART_ITEM: 'notice.cartAddFailed',
  REQUIRED_PARAMETER_MISSING: 'notice.cartAddFailed',
  INVALID_PARAMETER_VALUE: 'notice.cartAddFailed',
} as const satisfies Record<CartUserInputErrorType, string>

/** The attribute of the page's script with those texts (`client/components/listing/cart-texts.tsx`). */
export const CART_TEXTS_ATTRIBUTE = 'data-cart-texts'
