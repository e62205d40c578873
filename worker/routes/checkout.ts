/**
 * @module
 * The basket and checkout (SPEC §2 cart and checkout routes): personal pages, never stored. The
 * checkout steps before the order need a basket with something in it (`checkout` guard).
 */
import type { CartUserInputErrorType } from '../../shared/graphql/generated'
import { Hono } from 'hono'
import { addToCartInput } from '../../shared/api/inputs'
import { FLASH_MESSAGE, type FlashMessage } from '../../shared/constants/cookies'
import { CART_PATH } from '../../shared/constants/shop'
import { CART_ADD_PATH, CHECKOUT_PATH, CHECKOUT_START_PATH } from '../../shared/constants/shop-paths'
import { chosenOptionValues } from '../../shared/rules/option-fields'
import { storePath } from '../../shared/rules/store-from-path'
import { addToBasket } from '../actions/add-to-basket'
import { listField, numberField } from '../actions/form-fields'
import { personal } from '../cache/strategies'
import { setCartCookie, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { checkoutStepRoutes } from './checkout-steps'
import { redirectInStore } from '../render/redirect-in-store'

export const checkoutRoutes = new Hono<AppEnv>()

checkoutRoutes.get(CHECKOUT_PATH, (c) => redirectInStore(c, CHECKOUT_START_PATH))
// The steps themselves, and the hand-over to an external checkout.
checkoutRoutes.route('/', checkoutStepRoutes)

/** The notice for each SPEC §4 cart stock error code, when a form's add was refused. */
export const ADD_FAILED: Record<CartUserInputErrorType, FlashMessage> = {
  INSUFFICIENT_STOCK: FLASH_MESSAGE.cartInsufficientStock,
  NOT_SALABLE: FLASH_MESSAGE.cartNotSalable,
  PRODUCT_NOT_FOUND: FLASH_MESSAGE.cartProductNotFound,
  UNDEFINED: FLASH_MESSAGE.cartAddFailed,
  // Codes Magento 2.4.8 gives a refused line change; an add that met one says it failed.
  COULD_NOT_FIND_CART_ITEM: FLASH_MESSAGE.cartAddFailed,
  REQUIRED_PARAMETER_MISSING: FLASH_MESSAGE.cartAddFailed,
  INVALID_PARAMETER_VALUE: FLASH_MESSAGE.cartAddFailed,
}

/**
 * A listing card's add-to-basket form without JavaScript (SPEC §4): adds, then lands on the basket
 * (303, so a reload does not post again) with a notice of what happened.
 */
checkoutRoutes.post(
  CART_ADD_PATH,
  formLimit(4 * 1024),
  async (c) => {
    personal(c)
    const basket = storePath(c.var.store, CART_PATH)
    const body = await c.req.parseBody({ all: true })
    // A card's or the product page's form: a SKU, a quantity (1 when the form sends none), the chosen
    // option values (`option` and each `option:{group}`) and a grouped product's children (`child`),
    // checked as the script's addProductsToCart call is.
    const form = addToCartInput.safeParse({
      sku: body.sku,
      quantity: numberField(body.quantity, 1),
      selectedOptions: chosenOptionValues(Object.entries(body)),
      children: listField(body.child),
    })
    if (!form.success) {
      setFlashMessage(c, FLASH_MESSAGE.cartProductNotFound)
      return c.redirect(basket, 303)
    }
    const result = await addToBasket(c.var.graphql, c.var.store.code, c.var.session.cartId, form.data)
    if (result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
    setFlashMessage(c, result.ok ? FLASH_MESSAGE.addedToCart : ADD_FAILED[result.code])
    return c.redirect(basket, 303)
  },
)
