/**
 * @module
 * The contact page (issue 18 point 2; SPEC §2 `/contact.html` and `/ContactUs`). The form posts to
 * `/contact.html`; a good post goes to the back end's `contactUs` (the embedded one queues the
 * message in the outbox for customer services) and answers 303 back to the page with Magento's
 * thank-you; a refused one shows the page again (400) with what was typed. Each client may send a
 * few messages an hour. The page itself is the same for everyone and may be cached.
 */
import { Hono, type Context } from 'hono'
import { ContactPage } from '../../client/pages/contact-page'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { CONTACT_PATH } from '../../shared/constants/shop'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import { CONTACT_COMMENT_MAX, CONTACT_NAME_MIN, readContactForm, type ContactField, type ContactValues } from '../actions/contact-form'
import type { FieldErrors } from '../actions/checkout-forms'
import { sendContactMessage } from '../actions/send-contact-message'
import { NO_STORE_HEADERS, personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { renderPage } from '../render/render-page'
import { retryHeader, spendOrWait } from '../security/client-limits'
import { CONTACT_MESSAGES } from '../security/rate-limit'
import { documentTitle } from '../render/document-title'

const EMPTY: ContactValues = { name: '', email: '', telephone: '', comment: '' }
const LIMITS = { nameMin: CONTACT_NAME_MIN, commentMax: CONTACT_COMMENT_MAX }

type Refusal = { status: number; errors?: FieldErrors<ContactField>; formError?: MessageKey; retryAfterSeconds?: number }

function contactPage(c: Context<AppEnv>, values: ContactValues, refusal?: Refusal) {
  const { store, t } = c.var
  return renderPage(
    c,
    <ContactPage store={store} t={t} values={values} errors={refusal?.errors ?? {}} limits={LIMITS} formError={refusal?.formError} />,
    { title: documentTitle(t, t('page.contact')), canonicalPath: storePath(store, CONTACT_PATH), social: { type: 'website' } },
    refusal ? { status: refusal.status, headers: { ...NO_STORE_HEADERS, ...retryHeader(refusal.retryAfterSeconds) } } : {},
  )
}

export const contactRoutes = new Hono<AppEnv>()

for (const path of [CONTACT_PATH, '/ContactUs']) contactRoutes.get(path, (c) => contactPage(c, EMPTY))

// Four short fields; the message is at most a few thousand characters.
const sizeLimit = formLimit(32 * 1024)

contactRoutes.post(CONTACT_PATH, sizeLimit, async (c) => {
  const form = readContactForm(await c.req.parseBody())
  if (!form.ok) return contactPage(c, form.values, { status: 400, errors: form.errors })
  const wait = await spendOrWait(c, CONTACT_MESSAGES)
  if (wait !== null) return contactPage(c, form.values, { status: 429, formError: 'contact.tooMany', retryAfterSeconds: wait })
  const sent = await sendContactMessage(c.var.graphql, c.var.store.code, form.values, c.var.requestId)
  if (!sent.ok) return contactPage(c, form.values, { status: sent.reason === 'input' ? 400 : 502, formError: 'contact.failed' })
  personal(c)
  setFlashMessage(c, FLASH_MESSAGE.contactSent)
  return c.redirect(storePath(c.var.store, CONTACT_PATH), 303)
})
