/**
 * @module
 * The guest order lookup at Magento's own path `/sales/guest/form`: the order number, the e-mail
 * and what the back end's Magento version checks them against (the billing postcode on 2.4.7, the
 * billing surname from 2.4.8; `MAGENTO_VERSION`) show the order with its status and lines. A lookup
 * changes nothing, so the answer is the page itself; guessing is damped by a per-client limit of
 * attempts. From Magento 2.4.8 a guest may also cancel an open order: the order's page asks (by its
 * token and one of the store's reasons), the back end e-mails a link, and that link's page confirms
 * with a form post. Personal: never stored or indexed.
 */
import { Hono, type Context } from 'hono'
import type { GuestOrderValues } from '../../client/components/account/guest-order-form'
import { emailInput } from '../../shared/api/inputs'
import { GUEST_CANCEL_CONFIRM_PATH, GUEST_CANCEL_PATH, GUEST_ORDER_PATH } from '../../shared/constants/shop-paths'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { storePath } from '../../shared/rules/store-from-path'
import { z } from 'zod'
import { confirmGuestCancel, requestGuestCancel } from '../actions/guest-order-cancel'
import { personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import { NotFound } from '../errors/http-error'
import { loadCancellationReasons } from '../loaders/orders'
import { guestOrderCheck, type GuestOrderCheck } from '../../shared/rules/magento-version'
import { text, type FieldErrors } from '../actions/checkout-forms'
import type { AppEnv } from '../env'
import { loadGuestOrder } from '../loaders/guest-order'
import { formLimit } from '../middleware/form-limit'
import { renderEntryPage } from '../render/render-entry-page'
import { spendAttempt, spendOrWait } from '../security/client-limits'
import { GUEST_CANCEL_REQUESTS, GUEST_ORDER_LOOKUPS } from '../security/rate-limit'

const EMPTY: GuestOrderValues = { number: '', email: '', postcode: '', lastname: '' }
function readLookup(body: Record<string, unknown>, check: GuestOrderCheck): { values: GuestOrderValues; errors: FieldErrors<keyof GuestOrderValues> } {
  const values = { number: text(body.number).slice(0, 64), email: text(body.email).slice(0, 254), postcode: text(body.postcode).slice(0, 16), lastname: text(body.lastname).slice(0, 255) }
  const errors: FieldErrors<keyof GuestOrderValues> = {}
  if (!values.number) errors.number = 'form.required'
  else if (!/^[A-Za-z0-9-]{1,32}$/.test(values.number)) errors.number = 'account.guestOrder.notFound'
  if (!values.email) errors.email = 'form.required'
  else if (!emailInput.safeParse(values.email).success) errors.email = 'form.email'
  if (!values[check].trim()) errors[check] = 'form.required'
  return { values, errors }
}

/** What this shop's Magento checks a guest's order number and e-mail against. */
const checkOf = (c: Context<AppEnv>): GuestOrderCheck => guestOrderCheck(c.var.config.MAGENTO_VERSION)

export const guestOrderRoutes = new Hono<AppEnv>()

guestOrderRoutes.get(GUEST_ORDER_PATH, (c) => renderEntryPage(c, { kind: 'guest-order', check: checkOf(c), values: EMPTY, errors: {} }))

guestOrderRoutes.post(GUEST_ORDER_PATH, formLimit(2 * 1024), async (c) => {
  const check = checkOf(c)
  const { values, errors } = readLookup(await c.req.parseBody(), check)
  if (Object.keys(errors).length > 0) return renderEntryPage(c, { kind: 'guest-order', check, values, errors }, { status: 400 })
  const again = { kind: 'guest-order', check, values, errors: {} } as const
  const wait = await spendOrWait(c, GUEST_ORDER_LOOKUPS)
  if (wait !== null) return renderEntryPage(c, again, { status: 429, formError: 'account.guestOrder.tooMany', retryAfterSeconds: wait })
  const found = await loadGuestOrder(c.var.loaderContext, { number: values.number, email: values.email, check, value: values[check] })
  if (!found) return renderEntryPage(c, again, { status: 400, formError: 'account.guestOrder.notFound' })
  // Magento 2.4.8 on: an open order may be cancelled, confirmed by a link e-mailed to its address.
  const reasons = found.cancelToken ? await loadCancellationReasons(c.var.loaderContext) : []
  const cancel = found.cancelToken && reasons.length > 0 ? { token: found.cancelToken, reasons } : undefined
  return renderEntryPage(c, { kind: 'guest-order', order: found.order, cancel })
})

/** Guest cancellation came with Magento 2.4.8; against 2.4.7 these addresses do not exist. */
function guestCancelOffered(c: Context<AppEnv>): void {
  if (c.var.config.MAGENTO_VERSION === '2.4.7') throw new NotFound('the back end cannot cancel a guest order')
}

const cancelRequest = z.object({ token: z.string().min(16).max(256).regex(/^[A-Za-z0-9+/=:_-]+$/), reason: z.string().trim().min(1).max(255) })

guestOrderRoutes.post(GUEST_CANCEL_PATH, formLimit(2 * 1024), async (c) => {
  guestCancelOffered(c)
  personal(c)
  const back = storePath(c.var.store, GUEST_ORDER_PATH)
  const form = cancelRequest.safeParse(await c.req.parseBody())
  // Each request e-mails the order's address: a few a client.
  await spendAttempt(c, GUEST_CANCEL_REQUESTS)
  const reasons = await loadCancellationReasons(c.var.loaderContext)
  const asked = form.success && reasons.includes(form.data.reason) && (await requestGuestCancel(c.var.graphql, c.var.store.code, form.data.token, form.data.reason))
  setFlashMessage(c, asked ? FLASH_MESSAGE.guestCancelRequested : FLASH_MESSAGE.orderCancelFailed)
  return c.redirect(back, 303)
})

const cancelLink = z.object({ order_id: z.string().min(1).max(32).regex(/^[A-Za-z0-9+/=]+$/), confirmation_key: z.string().regex(/^[A-Za-z0-9]{16,64}$/) })

// The e-mail's link only shows the confirmation: opening a link changes nothing (a mail scanner
// follows links too); the form's post confirms.
guestOrderRoutes.get(GUEST_CANCEL_CONFIRM_PATH, (c) => {
  guestCancelOffered(c)
  const link = cancelLink.safeParse({ order_id: c.req.query('order_id'), confirmation_key: c.req.query('confirmation_key') })
  const screen = { kind: 'guest-cancel', link: link.success ? { orderId: link.data.order_id, key: link.data.confirmation_key } : null } as const
  return renderEntryPage(c, screen, { status: link.success ? 200 : 400 })
})

guestOrderRoutes.post(GUEST_CANCEL_CONFIRM_PATH, formLimit(1024), async (c) => {
  guestCancelOffered(c)
  personal(c)
  const link = cancelLink.safeParse(await c.req.parseBody())
  const cancelled = link.success && (await confirmGuestCancel(c.var.graphql, c.var.store.code, link.data.order_id, link.data.confirmation_key))
  setFlashMessage(c, cancelled ? FLASH_MESSAGE.guestOrderCancelled : FLASH_MESSAGE.orderCancelFailed)
  return c.redirect(storePath(c.var.store, GUEST_ORDER_PATH), 303)
})
