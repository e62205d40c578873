import { NEWSLETTER_PATH } from '../../shared/constants/shell-links'
import { ACCOUNT_PAGE_PATHS } from '../../shared/constants/shop-paths'
import type { MessageKey } from '../../shared/messages/translate'
import { storePath } from '../../shared/rules/store-from-path'
import { FORM_BUTTON, FORM_LINK } from '../components/account/entry-frame'
import { TextField } from '../components/forms/text-field'
import type { PageProps } from '../components/page-props'

type NewsletterPageProps = PageProps & {
  email: string
  /** The address's own problem, shown with the field. */
  emailError?: MessageKey | undefined
  /** The back end's refusal, above the form. */
  formError?: MessageKey | undefined
}

/**
 * Issue 25 point 7, `/newsletter`: the footer's "Sign up to our newsletter" without scripts (with
 * them the same link opens the sign-up modal). Open to everyone, the same page for all: a signed-in
 * customer is pointed to their account's newsletter page, which also unsubscribes. The form posts
 * and comes back here with the outcome (SPEC §7 subscribeEmailToNewsletter).
 */
export function NewsletterPage({ store, t, email, emailError, formError }: NewsletterPageProps) {
  return (
    <section className="max-w-xl space-y-6" data-page-kind="newsletter" aria-labelledby="page-heading">
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {t('modal.newsletter.title')}
      </h1>
      <p className="text-ink-700">{t('modal.newsletter.intro')}</p>
      {formError && (
        <p role="alert" className="rounded-md border border-danger-700 p-3 font-semibold text-danger-700" data-form-error="">
          {t(formError)}
        </p>
      )}
      <form method="post" action={storePath(store, NEWSLETTER_PATH)} className="space-y-4" noValidate>
        <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('modal.email')} value={email} error={emailError} />
        <button type="submit" className={FORM_BUTTON}>
          {t('modal.newsletter.submit')}
        </button>
      </form>
      <p className="text-ink-700">
        {t('newsletter.page.account')}{' '}
        <a href={storePath(store, ACCOUNT_PAGE_PATHS.newsletter)} className={FORM_LINK}>
          {t('page.account.newsletter')}
        </a>
      </p>
    </section>
  )
}
