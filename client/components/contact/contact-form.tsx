import { CONTACT_PATH } from '../../../shared/constants/shop'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import { FORM_BUTTON } from '../account/entry-frame'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'

export type ContactFormValues = { name: string; email: string; telephone: string; comment: string }

export type ContactFormProps = PageProps & {
  values: ContactFormValues
  errors: Partial<Record<keyof ContactFormValues, MessageKey>>
  /** Limits the messages name: the shortest name, the longest message. */
  limits: { nameMin: number; commentMax: number }
}

/**
 * Issue 18 point 2: Magento's contact form (name, e-mail, telephone, comment). It posts and
 * redirects without scripts; with them it is sent in place (`data-soft-post`).
 */
export function ContactForm({ store, t, values, errors, limits }: ContactFormProps) {
  const error = (field: keyof ContactFormValues) => errors[field]
  return (
    <form method="post" action={storePath(store, CONTACT_PATH)} className="space-y-4" noValidate data-soft-post="" data-contact-form="" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-xl font-bold text-ink-900">
        {t('contact.formLabel')}
      </h2>
      <TextField t={t} name="name" label={t('contact.name')} value={values.name} error={error('name')} errorParams={{ count: limits.nameMin }} autoComplete="name" minLength={limits.nameMin} />
      <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('contact.email')} value={values.email} error={error('email')} />
      <TextField t={t} name="telephone" type="tel" inputMode="tel" autoComplete="tel" label={t('contact.telephone')} value={values.telephone} error={error('telephone')} optional />
      <TextField t={t} name="comment" label={t('contact.comment')} value={values.comment} error={error('comment')} errorParams={{ count: new Intl.NumberFormat(store.htmlLang).format(limits.commentMax) }} rows={6} />
      <button type="submit" className={FORM_BUTTON}>
        {t('contact.submit')}
      </button>
    </form>
  )
}
