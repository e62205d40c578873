import type { CartUserInputErrorType } from '../../shared/graphql/generated'

/** The catalogue text a refused add shows, per SPEC §4 cart stock error code. */
export const CART_REFUSAL_TEXTS = {
  INSUFFICIENT_STOCK: 'notice.cartInsufficientStock',
  NOT_SALABLE: 'notice.cartNotSalable',
  PRODUCT_NOT_FOUND: 'notice.cartProductNotFound',
  UNDEFINED: 'notice.cartAddFailed',
} as const satisfies Record<CartUserInputErrorType, string>

/** The attribute of the page's script with those texts (`client/components/listing/cart-texts.tsx`). */
export const CART_TEXTS_ATTRIBUTE = 'data-cart-texts'
