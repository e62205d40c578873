import { CREATE_ACCOUNT_PATH, SIGN_IN_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import { withReturn } from '../../../shared/rules/with-return'
import { NewPasswordFields } from '../forms/new-password-fields'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'

export type RegisterFormValues = { firstname: string; lastname: string; email: string; newsletter: boolean }

export type RegisterFormProps = PageProps & {
  values: RegisterFormValues
  /** Where to go once the account exists (the sign-in form's `return`), kept through the form. */
  returnTo: string | null
  errors: Partial<Record<'firstname' | 'lastname' | 'email' | 'password' | 'confirmPassword', MessageKey>>
}

/** SPEC §3 Customer and §4 "Register": names, e-mail, a new password twice, and the newsletter. */
export function RegisterForm({ store, t, values, returnTo, errors }: RegisterFormProps) {
  return (
    <form method="post" action={storePath(store, CREATE_ACCOUNT_PATH)} className="space-y-4" noValidate data-register-form="">
      {returnTo && <input type="hidden" name="return" value={returnTo} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField t={t} name="firstname" autoComplete="given-name" label={t('account.register.firstname')} value={values.firstname} error={errors.firstname} />
        <TextField t={t} name="lastname" autoComplete="family-name" label={t('account.register.lastname')} value={values.lastname} error={errors.lastname} />
      </div>
      <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('modal.email')} value={values.email} error={errors.email} />
      <NewPasswordFields t={t} label={t('account.register.password')} confirmLabel={t('account.register.confirmPassword')} errors={errors} />
      <div className="flex items-center gap-2">
        <input id="field-newsletter" name="newsletter" type="checkbox" defaultChecked={values.newsletter} className="size-4 accent-brand-700" />
        <label htmlFor="field-newsletter">{t('account.register.newsletter')}</label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={FORM_BUTTON}>
          {t('account.register.submit')}
        </button>
        <a href={withReturn(storePath(store, SIGN_IN_PATH), returnTo)} className={FORM_LINK}>
          {t('account.register.haveAccount')}
        </a>
      </div>
    </form>
  )
}
