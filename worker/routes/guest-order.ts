/**
 * @module
 * The guest order lookup at Magento's own path `/sales/guest/form`: the order number, the e-mail
 * and what the back end's Magento version checks them against (the billing postcode on 2.4.7, the
 * billing surname from 2.4.8; `MAGENTO_VERSION`) show the order with its status and lines. A lookup
 * changes nothing, so the answer is the page itself; guessing is damped by a per-client limit of
 * attempts. Personal: never stored or indexed.
 */
import { Hono, type Context } from 'hono'
import type { GuestOrderValues } from '../../client/components/account/guest-order-form'
import { emailInput } from '../../shared/api/inputs'
import { GUEST_ORDER_PATH } from '../../shared/constants/shop-paths'
import { guestOrderCheck, type GuestOrderCheck } from '../../shared/rules/magento-version'
import { text, type FieldErrors } from '../actions/checkout-forms'
import type { AppEnv } from '../env'
import { loadGuestOrder } from '../loaders/guest-order'
import { formLimit } from '../middleware/form-limit'
import { renderEntryPage } from '../render/render-entry-page'
import { spendOrWait } from '../security/client-limits'
import { GUEST_ORDER_LOOKUPS } from '../security/rate-limit'

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
  const order = await loadGuestOrder(c.var.loaderContext, { number: values.number, email: values.email, check, value: values[check] })
  if (!order) return renderEntryPage(c, again, { status: 400, formError: 'account.guestOrder.notFound' })
  return renderEntryPage(c, { kind: 'guest-order', order })
})
