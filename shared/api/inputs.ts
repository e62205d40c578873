/**
 * @module
 * What the browser may send to each named operation of /api/magento/:methodName (SPEC §7), as zod
 * schemas. The worker validates every call with these, and the forms that do the same job without
 * JavaScript map their fields onto the same shapes and validate with the same schema, so the two
 * doors accept the same things. The browser bundle imports this module's types only.
 */
import { z } from 'zod'
import { REVIEW_FIELD_LIMITS, REVIEW_STARS } from '../constants/reviews'
import { categoryIdFromUid } from '../rules/category-uid'
import { finderBrand, FINDER_BRAND_SLUGS, isSeriesOfBrand } from '../rules/printer-finder'
import { SUGGEST_MAX_INPUT_LENGTH } from '../rules/search-suggestions'

const noVariables = z.object({}).strict()

/** An e-mail address as Magento stores it (254 characters at most). */
export const emailInput = z.email().max(254)

/** A SKU as Magento allows it (64 characters). */
export const skuInput = z.string().trim().min(1).max(64)

/** An option value's uid (base64 in Magento); a product page offers a few dozen at most. */
const optionUids = z.array(z.string().trim().min(1).max(128)).max(50)

/** A basket quantity: at least one, and never more than any line the shop could hold. */
export const quantityInput = z.number().int().min(1).max(10_000)

/** Optional, so the check fails with the spec's captcha message rather than a validation one. */
const recaptchaToken = z.string().max(4096).optional()

/** A product and a quantity a basket line can hold, with the product page's choices (SPEC §4). */
export const addToCartInput = z
  .object({ sku: skuInput, quantity: quantityInput, selectedOptions: optionUids.optional(), children: z.array(skuInput).max(50).optional() })
  .strict()

/** SPEC §5: "Buy together needs both the main sku and the additional sku". */
export const buyTogetherInput = z.object({ sku: skuInput, companionSku: skuInput }).strict()

/** SPEC §4 "Switch and save": the basket's original, the alternative and how many. */
export const switchInput = z.object({ originalSku: skuInput, sku: skuInput, quantity: quantityInput }).strict()

/** SPEC §6: anyone may ask to be told when a product is back in stock. */
export const stockNotificationInput = z
  .object({
    email: emailInput,
    productId: z.number().int().positive(),
    categoryId: z.number().int().nonnegative(),
    categoryProduct: z.string().trim().min(1).max(255),
  })
  .strict()

export const wishlistProductInput = z.object({ sku: skuInput }).strict()

/** A product for the wish list, with the variant or options the product page had chosen. */
export const addToWishlistInput = z.object({ sku: skuInput, variantSku: skuInput.optional(), selectedOptions: optionUids.optional() }).strict()

const reviewText = (limits: { min: number; max: number }) => z.string().trim().min(limits.min).max(limits.max)

/** A review: the stars of each rating by the rating's id (SPEC §5 field limits). */
export const reviewInput = z
  .object({
    sku: skuInput,
    nickname: reviewText(REVIEW_FIELD_LIMITS.nickname),
    summary: reviewText(REVIEW_FIELD_LIMITS.summary),
    text: reviewText(REVIEW_FIELD_LIMITS.text),
    ratings: z
      .record(z.string().min(1).max(64), z.coerce.number().int().min(REVIEW_STARS[0]).max(REVIEW_STARS[REVIEW_STARS.length - 1]!))
      .refine((ratings) => Object.keys(ratings).length <= 20),
  })
  .strict()

const brandSlug = z.string().refine((slug) => FINDER_BRAND_SLUGS.includes(slug), 'not a printer brand of the finder')

const printerFinderModelsInput = z
  .object({ brand: brandSlug, series: z.string().max(250) })
  .strict()
  .refine(
    (input) => {
      const brand = finderBrand(input.brand)
      return brand !== null && isSeriesOfBrand(brand, input.series)
    },
    { message: 'not a printer series of the brand', path: ['series'] },
  )

/** Every operation's input, by the method name the browser calls. */
export const API_INPUTS = {
  storeConfig: noVariables,
  cmsBlocks: z.object({ identifiers: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)).min(1).max(20) }).strict(),
  categoryMenu: noVariables,
  printerFinderSeries: z.object({ brand: brandSlug }).strict(),
  printerFinderModels: printerFinderModelsInput,
  searchSuggestions: z.object({ term: z.string().max(SUGGEST_MAX_INPUT_LENGTH) }).strict(),
  cartTotalQty: noVariables,
  basketPanel: noVariables,
  session: noVariables,
  customer: noVariables,
  generateCustomerToken: z.object({ email: emailInput, password: z.string().min(1).max(256), rememberMe: z.boolean().default(false) }).strict(),
  revokeCustomerToken: noVariables,
  createEmptyCart: noVariables,
  addProductsToCart: addToCartInput,
  buyTogetherAndSave: buyTogetherInput,
  switchToAlternative: switchInput,
  myPrinters: noVariables,
  addMyPrinter: z.object({ uid: z.string().max(24).transform(categoryIdFromUid).pipe(z.number()) }).strict(),
  createProductReview: reviewInput,
  wishlistProduct: wishlistProductInput,
  wishlistPanel: noVariables,
  addProductsToWishlist: addToWishlistInput,
  removeProductsFromWishlist: wishlistProductInput,
  subscribeEmailToNewsletter: z.object({ email: emailInput }).strict(),
  removeItemFromCart: z.object({ itemUid: z.string().min(1).max(100) }).strict(),
  requestStockNotification: stockNotificationInput,
  requestPasswordResetEmail: z.object({ email: emailInput, recaptchaToken }).strict(),
  resetPassword: z
    .object({ email: emailInput, resetPasswordToken: z.string().min(1).max(256), newPassword: z.string().min(1).max(256), recaptchaToken })
    .strict(),
} as const
