/**
 * @module
 * Issue 17 point 6, the guest order lookup at Magento's own path `/sales/guest/form`: the order
 * number, the e-mail and the billing postcode (what Magento 2.4.7's guestOrder takes; the issue's
 * "last name" is not among them) show the order with its status and lines. A lookup changes
 * nothing, so the answer is the page itself; guessing is damped by a per-client limit of attempts.
 * Personal: never stored or indexed.
 */
import { Hono, type Context } from 'hono'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { EntryFrame } from '../../client/components/account/entry-frame'
import { GuestOrderForm, type GuestOrderValues } from '../../client/components/account/guest-order-form'
import { OrderDetail } from '../../client/components/account/order-detail'
import { GUEST_ORDER_PATH } from '../../shared/constants/shop-paths'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import { text, type FieldErrors } from '../actions/checkout-forms'
import { NO_STORE_HEADERS } from '../cache/strategies'
import type { AppEnv } from '../env'
import { loadGuestOrder } from '../loaders/guest-order'
import { formLimit } from '../middleware/form-limit'
import { renderPage } from '../render/render-page'
import { allowAttempt } from '../security/rate-limit'
import { documentTitle } from './document-title'

/** Ten lookups a quarter of an hour for one client: plenty for a shopper, little for a guesser. */
const LOOKUP_LIMIT = { limit: 10, windowSeconds: 15 * 60 }
const EMPTY: GuestOrderValues = { number: '', email: '', postcode: '' }
const email = z.email().max(254)

function page(c: Context<AppEnv>, body: ReactNode, options: { status?: number; formError?: MessageKey } = {}) {
  const { store, t } = c.var
  const heading = t('page.guestOrder')
  return renderPage(
    c,
    <EntryFrame store={store} t={t} kind="guest-order" heading={heading} lead={t('account.guestOrder.lead')} formError={options.formError}>
      {body}
    </EntryFrame>,
    { title: documentTitle(t, heading), robots: 'noindex' },
    { status: options.status ?? 200, headers: NO_STORE_HEADERS },
  )
}

function readLookup(body: Record<string, unknown>): { values: GuestOrderValues; errors: FieldErrors<keyof GuestOrderValues> } {
  const values = { number: text(body.number).slice(0, 64), email: text(body.email).slice(0, 254), postcode: text(body.postcode).slice(0, 16) }
  const errors: FieldErrors<keyof GuestOrderValues> = {}
  if (!values.number) errors.number = 'form.required'
  else if (!/^[A-Za-z0-9-]{1,32}$/.test(values.number)) errors.number = 'account.guestOrder.notFound'
  if (!values.email) errors.email = 'form.required'
  else if (!email.safeParse(values.email).success) errors.email = 'form.email'
  if (!values.postcode) errors.postcode = 'form.required'
  return { values, errors }
}

export const guestOrderRoutes = new Hono<AppEnv>()

guestOrderRoutes.get(GUEST_ORDER_PATH, (c) => page(c, <GuestOrderForm store={c.var.store} t={c.var.t} values={EMPTY} errors={{}} />))

guestOrderRoutes.post(GUEST_ORDER_PATH, formLimit(2 * 1024), async (c) => {
  const { store, t } = c.var
  const { values, errors } = readLookup(await c.req.parseBody())
  const form = (shown: typeof errors) => <GuestOrderForm store={store} t={t} values={values} errors={shown} />
  if (Object.keys(errors).length > 0) return page(c, form(errors), { status: 400 })
  const client = c.req.header('CF-Connecting-IP') ?? 'unknown'
  if (!(await allowAttempt(c.var.config.CACHE, 'guest-order', client, LOOKUP_LIMIT))) return page(c, form({}), { status: 429, formError: 'account.guestOrder.tooMany' })
  const order = await loadGuestOrder(c.var.loaderContext, values)
  if (!order) return page(c, form({}), { status: 400, formError: 'account.guestOrder.notFound' })
  return page(
    c,
    <>
      <OrderDetail store={store} t={t} order={order} customer={false} />
      <a href={storePath(store, GUEST_ORDER_PATH)} className="font-semibold text-brand-700 underline">
        {t('account.guestOrder.again')}
      </a>
    </>,
  )
})
