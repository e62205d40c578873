/**
 * @module
 * The product page's wish-list heart without JavaScript (SPEC §4 "Wishlist"): its form posts here.
 * A signed-in customer's product is added (skipped when already there) and they go back to the
 * product with a notice; a guest is sent to sign in (SPEC §6: the wish list is the customer's),
 * with SPEC §8's log line. The page is the same for everyone, so the server cannot show whether the
 * product is already kept: with scripts the heart's island shows it and toggles instead.
 */
import { Hono } from 'hono'
import { addToWishlistInput } from '../../shared/api/inputs'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { SIGN_IN_PATH, WISHLIST_ADD_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { addToWishlist } from '../actions/wishlist'
import { personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { returnPath } from '../security/return-path'

export const wishlistFormRoutes = new Hono<AppEnv>()

wishlistFormRoutes.post(WISHLIST_ADD_PATH, formLimit(4 * 1024), async (c) => {
  personal(c)
  const body = await c.req.parseBody()
  const back = returnPath.safeParse(body.path)
  const page = storePath(c.var.store, back.success ? back.data : '/')
  // The heart's own input, as its script sends it to addProductsToWishlist.
  const form = addToWishlistInput.safeParse({ sku: body.sku })
  if (!form.success) {
    setFlashMessage(c, FLASH_MESSAGE.wishlistFailed)
    return c.redirect(page, 303)
  }
  const result = await addToWishlist(c.var.graphql, c.var.store.code, form.data, c.var.requestId)
  if (!result.ok && result.reason === 'signIn') {
    setFlashMessage(c, FLASH_MESSAGE.wishlistSignIn)
    return c.redirect(storePath(c.var.store, SIGN_IN_PATH), 303)
  }
  setFlashMessage(c, result.ok ? FLASH_MESSAGE.wishlistAdded : FLASH_MESSAGE.wishlistFailed)
  return c.redirect(page, 303)
})
