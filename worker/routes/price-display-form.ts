/**
 * @module
 * The header's "Show prices" switch without JavaScript (issue 25 point 7; SPEC §4 "Price display":
 * `price_display_type`, 2 including VAT, 1 excluding). Its form posts the choice and the page it
 * was on; the cookie is set and the shopper goes back to that page (303). The return path must be a
 * path of this store (one leading slash, never `//` or a backslash), so the form cannot be used to
 * send anyone to another site; anything else goes to the home page. With scripts the switch's
 * island sets the same cookie itself and posts nothing.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { PRICE_DISPLAY } from '../../shared/constants/cookies'
import { PRICE_DISPLAY_PATH } from '../../shared/constants/shop-paths'
import { storePath } from '../../shared/rules/store-from-path'
import { personal } from '../cache/strategies'
import { setPriceDisplayCookie } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { returnPath } from '../security/return-path'

const choice = z.enum([PRICE_DISPLAY.includingVat, PRICE_DISPLAY.excludingVat])

export const priceDisplayFormRoutes = new Hono<AppEnv>()

priceDisplayFormRoutes.post(PRICE_DISPLAY_PATH, formLimit(2 * 1024), async (c) => {
  personal(c)
  const body = await c.req.parseBody()
  const back = returnPath.safeParse(body.path)
  const display = choice.safeParse(body.display)
  // A choice that is neither leaves the cookie as it was: the page comes back unchanged.
  if (display.success) setPriceDisplayCookie(c, display.data)
  return c.redirect(storePath(c.var.store, back.success ? back.data : '/'), 303)
})
