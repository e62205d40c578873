/**
 * @module
 * The product page's forms without JavaScript (issue "Product page" items 4-6): ask to be told when a
 * product is back in stock, buy a product with its companion, and switch to the own-brand
 * alternative. Each posts, acts and redirects (303, so a reload does not post again) with a notice;
 * with scripts the same actions run through named operations instead. The same-origin rule of every
 * write (`sameOriginWrite`) protects them.
 */
import { Hono, type Context } from 'hono'
import { buyTogetherInput, stockNotificationInput, switchInput } from '../../shared/api/inputs'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { CART_PATH } from '../../shared/constants/shop'
import { BUY_TOGETHER_PATH, STOCK_ALERT_PATH, SWITCH_TO_ALTERNATIVE_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { buyTogether } from '../actions/buy-together'
import { numberField } from '../actions/form-fields'
import { requestStockAlert } from '../actions/request-stock-alert'
import { switchToAlternative } from '../actions/switch-to-alternative'
import { personal } from '../cache/strategies'
import { setCartCookie, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { ADD_FAILED } from './checkout'
import { returnPath } from '../security/return-path'
import { spendAttempt } from '../security/client-limits'
import { STOCK_ALERTS } from '../security/rate-limit'

const small = formLimit(4 * 1024)

function toBasket(c: Context<AppEnv>) {
  return c.redirect(storePath(c.var.store, CART_PATH), 303)
}

export const productFormRoutes = new Hono<AppEnv>()

productFormRoutes.use(STOCK_ALERT_PATH, small)
productFormRoutes.use(BUY_TOGETHER_PATH, small)
productFormRoutes.use(SWITCH_TO_ALTERNATIVE_PATH, small)

// SPEC §4 "Stock notification" and §6: guests may ask, so the request goes without a token.
productFormRoutes.post(STOCK_ALERT_PATH, async (c) => {
  personal(c)
  const body = await c.req.parseBody()
  // The out-of-stock modal's own input (requestStockNotification); the product's name is the
  // categoryProduct SPEC §5 asks for.
  const form = stockNotificationInput.safeParse({
    email: body.email,
    productId: numberField(body.productId),
    categoryId: numberField(body.categoryId, 0),
    categoryProduct: body.name,
  })
  const back = returnPath.safeParse(body.path)
  const page = storePath(c.var.store, back.success ? back.data : '/')
  if (!form.success) {
    const badEmail = form.error.issues.some((issue) => issue.path[0] === 'email')
    setFlashMessage(c, badEmail ? FLASH_MESSAGE.stockAlertInvalidEmail : FLASH_MESSAGE.stockAlertFailed)
    return c.redirect(page, 303)
  }
  await spendAttempt(c, STOCK_ALERTS)
  const requested = await requestStockAlert(c.var.graphql, c.var.store.code, form.data)
  setFlashMessage(c, requested ? FLASH_MESSAGE.stockAlertRequested : FLASH_MESSAGE.stockAlertFailed)
  return c.redirect(page, 303)
})

// SPEC §5: "Buy together needs both the main sku and the additional sku, otherwise nothing happens".
productFormRoutes.post(BUY_TOGETHER_PATH, async (c) => {
  personal(c)
  const body = await c.req.parseBody()
  const form = buyTogetherInput.safeParse({ sku: body.sku, companionSku: body.companion })
  if (!form.success) {
    setFlashMessage(c, FLASH_MESSAGE.buyTogetherFailed)
    return toBasket(c)
  }
  const result = await buyTogether(c.var.graphql, c.var.store.code, c.var.session.cartId, form.data.sku, form.data.companionSku)
  if (result.cartId && result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
  setFlashMessage(c, !result.ok ? FLASH_MESSAGE.buyTogetherFailed : result.companionAdded ? FLASH_MESSAGE.boughtTogether : FLASH_MESSAGE.companionUnavailable)
  return toBasket(c)
})

// SPEC §4 "Switch and save": the alternative in, the original's line down by as many or out.
productFormRoutes.post(SWITCH_TO_ALTERNATIVE_PATH, async (c) => {
  personal(c)
  const body = await c.req.parseBody()
  const form = switchInput.safeParse({ originalSku: body.original, sku: body.sku, quantity: numberField(body.quantity, 1) })
  if (!form.success) {
    setFlashMessage(c, FLASH_MESSAGE.cartProductNotFound)
    return toBasket(c)
  }
  const { originalSku, sku: alternativeSku, quantity } = form.data
  const result = await switchToAlternative(c.var.graphql, c.var.store.code, c.var.session.cartId, { originalSku, alternativeSku, quantity })
  if (result.cartId !== c.var.session.cartId) setCartCookie(c, result.cartId)
  setFlashMessage(c, result.ok ? FLASH_MESSAGE.switchedToAlternative : ADD_FAILED[result.code])
  return toBasket(c)
})
