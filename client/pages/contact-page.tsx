import type { MessageKey } from '../../shared/messages/translate'
import { CUSTOMER_SERVICE_PHONE } from '../../shared/constants/customer-service'
import { ContactForm, type ContactFormProps } from '../components/contact/contact-form'
import type { PageProps } from '../components/page-props'

type ContactPageProps = PageProps & Omit<ContactFormProps, 'store' | 't'> & {
  /** The refusal of the whole form (the back end failed, too many messages), above it. */
  formError?: MessageKey | undefined
}

/** Issue 18 point 2, `/contact.html` and `/ContactUs`: how to reach the shop, and the form. */
export function ContactPage({ store, t, formError, ...form }: ContactPageProps) {
  return (
    <section className="max-w-2xl space-y-6" data-page-kind="contact" aria-labelledby="page-heading">
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {t('page.contact')}
      </h1>
      <div className="space-y-2 text-ink-700">
        <p>{t('contact.lead')}</p>
        <p>{t('contact.phone', { phone: CUSTOMER_SERVICE_PHONE })}</p>
      </div>
      {formError && (
        <p role="alert" className="rounded-md border border-danger-700 p-3 font-semibold text-danger-700" data-form-error="">
          {t(formError)}
        </p>
      )}
      <ContactForm store={store} t={t} {...form} />
    </section>
  )
}
