/**
 * @module
 * The newsletter sign-up page (issue 25 point 7): where the footer's "Sign up to our newsletter"
 * leads without scripts, for guests and customers alike. The form posts here; a good address is
 * subscribed (SPEC §7 subscribeEmailToNewsletter) and the page answers 303 back to itself with the
 * outcome as a one-off notice; a refused one shows the page again with what was typed (400 for the
 * address, 502 when the back end refused). The page itself is the same for everyone and may be cached.
 */
import { Hono, type Context } from 'hono'
import { NewsletterPage } from '../../client/pages/newsletter-page'
import { FLASH_MESSAGE } from '../../shared/constants/cookies'
import { NEWSLETTER_PATH } from '../../shared/constants/shell-links'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import { newsletterEmail, signUpToNewsletter } from '../actions/newsletter-signup'
import { NO_STORE_HEADERS, personal } from '../cache/strategies'
import { setFlashMessage } from '../cookies/session-cookies'
import type { AppEnv } from '../env'
import { formLimit } from '../middleware/form-limit'
import { renderPage } from '../render/render-page'
import { documentTitle } from '../render/document-title'
import { retryHeader, spendOrWait } from '../security/client-limits'
import { NEWSLETTER_SIGNUPS } from '../security/rate-limit'

type Refusal = { status: 400 | 429 | 502; emailError?: MessageKey; formError?: MessageKey; retryAfterSeconds?: number }

function newsletterPage(c: Context<AppEnv>, email: string, refusal?: Refusal) {
  const { store, t } = c.var
  return renderPage(
    c,
    <NewsletterPage store={store} t={t} email={email} emailError={refusal?.emailError} formError={refusal?.formError} />,
    { title: documentTitle(t, t('modal.newsletter.title')), canonicalPath: storePath(store, NEWSLETTER_PATH), social: { type: 'website' } },
    refusal ? { status: refusal.status, headers: { ...NO_STORE_HEADERS, ...retryHeader(refusal.retryAfterSeconds) } } : {},
  )
}

export const newsletterRoutes = new Hono<AppEnv>()

newsletterRoutes.get(NEWSLETTER_PATH, (c) => newsletterPage(c, ''))

// One e-mail address.
const sizeLimit = formLimit(4 * 1024)

newsletterRoutes.post(NEWSLETTER_PATH, sizeLimit, async (c) => {
  const email = newsletterEmail((await c.req.parseBody()).email)
  const wait = await spendOrWait(c, NEWSLETTER_SIGNUPS, email)
  if (wait !== null) return newsletterPage(c, email, { status: 429, formError: 'error.tooManyAttempts', retryAfterSeconds: wait })
  const outcome = await signUpToNewsletter(c.var.graphql, email, c.var.requestId)
  if (!outcome.ok) {
    return outcome.field === 'email'
      ? newsletterPage(c, email, { status: 400, emailError: outcome.error })
      : newsletterPage(c, email, { status: 502, formError: outcome.error })
  }
  personal(c)
  setFlashMessage(c, outcome.status === 'SUBSCRIBED' ? FLASH_MESSAGE.subscribed : FLASH_MESSAGE.newsletterUnconfirmed)
  return c.redirect(storePath(c.var.store, NEWSLETTER_PATH), 303)
})
