/**
 * @module
 * SPEC §9 image sizes, in CSS pixels, as width and height.
 */
export type ImageSize = { readonly width: number; readonly height: number }

export const PRODUCT_CARD_IMAGE: ImageSize = { width: 216, height: 268 }
/** A listing card's picture under 768 px (two cards a row on a phone). */
export const PRODUCT_CARD_IMAGE_NARROW: ImageSize = { width: 151, height: 188 }
/** The width a card's picture is shown at, for `sizes` (the list layout's 140 px fits the same candidates). */
export const PRODUCT_CARD_IMAGE_SIZES = '(max-width: 767px) 151px, 216px'
export const HORIZONTAL_CARD_IMAGE: ImageSize = { width: 140, height: 200 }
export const BRAND_LOGO_IMAGE: ImageSize = { width: 120, height: 80 }
export const BRAND_LOGO_LARGE_IMAGE: ImageSize = { width: 240, height: 160 }
/** SPEC §9: a basket line's image. */
export const BASKET_LINE_IMAGE: ImageSize = { width: 170, height: 170 }
/** SPEC §9: a line's image in the checkout's order summary. */
export const CHECKOUT_LINE_IMAGE: ImageSize = { width: 100, height: 100 }
