import { ACCOUNT_PAGE_PATHS, PROFILE_EMAIL_PATH, PROFILE_PASSWORD_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import { NewPasswordFields } from '../forms/new-password-fields'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'

const SECTION = 'space-y-4 border-t border-ink-300 pt-6 first:border-0 first:pt-0'

export type ProfileErrors = Partial<Record<'firstname' | 'lastname' | 'email' | 'emailPassword' | 'currentPassword' | 'password' | 'confirmPassword', MessageKey>>

type ProfileFormsProps = PageProps & {
  name: { firstname: string; lastname: string }
  email: string
  /** What was typed into the e-mail form when it was refused. */
  newEmail: string
  errors: ProfileErrors
}

/**
 * SPEC §4 "Update profile" as three plain forms: the name; the e-mail, which needs the password
 * (SPEC §5); and the password itself (the current one, then the new one twice).
 */
export function ProfileForms({ store, t, name, email, newEmail, errors }: ProfileFormsProps) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="profile-name" className={SECTION}>
        <h2 id="profile-name" className="text-lg font-semibold text-ink-900">
          {t('account.profile.nameTitle')}
        </h2>
        {/* Sent as a whole page: the header's greeting shows the new name. */}
        <form method="post" action={storePath(store, ACCOUNT_PAGE_PATHS.profile)} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField t={t} name="firstname" autoComplete="given-name" label={t('account.register.firstname')} value={name.firstname} error={errors.firstname} />
            <TextField t={t} name="lastname" autoComplete="family-name" label={t('account.register.lastname')} value={name.lastname} error={errors.lastname} />
          </div>
          <button type="submit" className={FORM_BUTTON}>
            {t('account.profile.saveName')}
          </button>
        </form>
      </section>
      <section aria-labelledby="profile-email" className={SECTION}>
        <h2 id="profile-email" className="text-lg font-semibold text-ink-900">
          {t('account.profile.emailTitle')}
        </h2>
        <p className="text-ink-700">{t('account.profile.emailLead', { email })}</p>
        <form method="post" action={storePath(store, PROFILE_EMAIL_PATH)} className="space-y-4" noValidate data-soft-post="">
          <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('account.profile.newEmail')} value={newEmail} error={errors.email} />
          <TextField t={t} name="emailPassword" type="password" autoComplete="current-password" label={t('account.profile.currentPassword')} value="" error={errors.emailPassword} />
          <button type="submit" className={FORM_BUTTON}>
            {t('account.profile.saveEmail')}
          </button>
        </form>
      </section>
      <section aria-labelledby="profile-password" className={SECTION}>
        <h2 id="profile-password" className="text-lg font-semibold text-ink-900">
          {t('account.profile.passwordTitle')}
        </h2>
        <form method="post" action={storePath(store, PROFILE_PASSWORD_PATH)} className="space-y-4" noValidate data-soft-post="">
          <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
          <TextField t={t} name="currentPassword" type="password" autoComplete="current-password" label={t('account.profile.currentPassword')} value="" error={errors.currentPassword} />
          <NewPasswordFields t={t} label={t('account.profile.newPassword')} confirmLabel={t('account.profile.confirmPassword')} errors={errors} />
          <button type="submit" className={FORM_BUTTON}>
            {t('account.profile.savePassword')}
          </button>
        </form>
      </section>
    </div>
  )
}
