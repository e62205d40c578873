/**
 * @module
 * SPEC §2 /cart: the basket page and its plain forms (SPEC §4 update quantity, remove, coupon). A
 * personal page, never stored. Each form posts, then redirects back (303, so a reload does not post
 * again) with a notice of what happened; the app's same-origin rule guards every POST.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { FLASH_MESSAGE, type FlashMessage } from '../../shared/constants/cookies'
import { CART_PATH } from '../../shared/constants/shop'
import { CART_COUPON_PATH, CART_REMOVE_PATH, CART_UPDATE_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { BasketPage } from '../../client/pages/basket-page'
import { changeBasket, removeBasketLine } from '../actions/change-basket'
import { NO_STORE_HEADERS, personal } from '../cache/strategies'
import type { FlashNoticeValue } from '../cookies/flash-cookie'
import { clearCartCookie, setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { loadBasketOffers, loadBasketPage } from '../loaders/basket-page'
import { formLimit } from '../middleware/form-limit'
import { renderPage } from '../render/render-page'
import { documentTitle } from '../render/document-title'
import { countFor, refuseWhenLimited } from '../security/client-limits'
import { COUPON_FAILURES } from '../security/rate-limit'

const uid = z.string().trim().min(1).max(128)
/** SPEC §4 "Update quantity": only ever above 0; taking a line out is Remove's job. */
const updateForm = z.object({ uid, quantity: z.coerce.number().int().min(1).max(10_000) })
const removeForm = z.object({ uid })
/** SPEC §4 "Coupon": with a code it is applied, without one the applied code is removed. */
const couponForm = z.object({ code: z.string().trim().max(255).optional() })

const smallForm = formLimit(4 * 1024)

/** Back to the basket with the notice (PRG). */
function backToBasket(c: Context<AppEnv>, message: FlashMessage | FlashNoticeValue): Response {
  personal(c)
  setFlashMessage(c, message)
  return c.redirect(storePath(c.var.store, CART_PATH), 303)
}

async function formBody<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T | null> {
  const parsed = schema.safeParse(await c.req.parseBody())
  return parsed.success ? parsed.data : null
}

export const basketRoutes = new Hono<AppEnv>()

basketRoutes.get(CART_PATH, async (c) => {
  const { store, t } = c.var
  const { view, forgotten } = await loadBasketPage(c.var.loaderContext, c.var.session.cartId)
  const offers = view.lines.length > 0 ? await loadBasketOffers(c.var.loaderContext, view) : []
  c.res = await renderPage(c, <BasketPage store={store} t={t} view={view} offers={offers} />, { title: documentTitle(t, t('page.cart')), robots: 'noindex' }, { headers: NO_STORE_HEADERS })
  // Set on the rendered response: renderPage answers a fresh Response, which would drop it otherwise.
  if (forgotten) clearCartCookie(c)
  return c.res
})

basketRoutes.post(CART_UPDATE_PATH, smallForm, async (c) => {
  const form = await formBody(c, updateForm)
  if (!form) return backToBasket(c, FLASH_MESSAGE.cartUpdateInvalid)
  const done = await changeBasket(c.var.graphql, { store: c.var.store.code, version: c.var.config.MAGENTO_VERSION }, c.var.session.cartId, { kind: 'quantity', ...form })
  return backToBasket(c, done ? FLASH_MESSAGE.cartUpdated : FLASH_MESSAGE.cartUpdateFailed)
})

basketRoutes.post(CART_REMOVE_PATH, smallForm, async (c) => {
  const form = await formBody(c, removeForm)
  const removed = form && (await removeBasketLine(c.var.graphql, c.var.store.code, c.var.session.cartId, form.uid))
  if (!removed) return backToBasket(c, FLASH_MESSAGE.cartRemoveFailed)
  // The name comes from the basket line, not the form, so no request can put words on the page.
  return backToBasket(c, { message: FLASH_MESSAGE.cartRemoved, params: { name: removed.name } })
})

basketRoutes.post(CART_COUPON_PATH, smallForm, async (c) => {
  const form = await formBody(c, couponForm)
  if (!form) return backToBasket(c, FLASH_MESSAGE.couponInvalid)
  const code = form.code ?? ''
  if (code === '') {
    const removed = await changeBasket(c.var.graphql, { store: c.var.store.code, version: c.var.config.MAGENTO_VERSION }, c.var.session.cartId, { kind: 'remove-coupon' })
    return backToBasket(c, removed ? FLASH_MESSAGE.couponRemoved : FLASH_MESSAGE.cartUpdateFailed)
  }
  // Codes are guessable: a client whose codes keep being refused waits (the error page says so).
  await refuseWhenLimited(c, COUPON_FAILURES)
  const done = await changeBasket(c.var.graphql, { store: c.var.store.code, version: c.var.config.MAGENTO_VERSION }, c.var.session.cartId, { kind: 'apply-coupon', code })
  if (!done) await countFor(c, COUPON_FAILURES)
  return backToBasket(c, done ? FLASH_MESSAGE.couponApplied : FLASH_MESSAGE.couponInvalid)
})
