import { CREATE_PASSWORD_PATH, FORGOT_PASSWORD_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import { CaptchaWidget, type CaptchaWidgetProps } from '../forms/captcha-widget'
import { NewPasswordFields } from '../forms/new-password-fields'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'

type CaptchaProps = Pick<CaptchaWidgetProps, 'widget' | 'nonce'>

/** SPEC §5 "Password reset request needs email and recaptchaToken": the address to send the link to. */
export function ForgotPasswordForm({ store, t, email, error, widget, nonce }: PageProps & CaptchaProps & { email: string; error?: MessageKey | undefined }) {
  return (
    <form method="post" action={storePath(store, FORGOT_PASSWORD_PATH)} className="space-y-4" noValidate data-forgot-password-form="">
      <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('modal.email')} value={email} error={error} />
      <CaptchaWidget t={t} widget={widget} nonce={nonce} />
      <button type="submit" className={FORM_BUTTON}>
        {t('account.forgot.submit')}
      </button>
    </form>
  )
}

export type CreatePasswordFormProps = PageProps &
  CaptchaProps & {
  /** The reset link's address and token, sent back with the new password. */
  link: { email: string; token: string }
  errors: Partial<Record<'password' | 'confirmPassword', MessageKey>>
}

/** SPEC §5 "reset needs email, newPassword, the reset token and recaptchaToken": the new password twice. */
export function CreatePasswordForm({ store, t, link, errors, widget, nonce }: CreatePasswordFormProps) {
  return (
    <form method="post" action={storePath(store, CREATE_PASSWORD_PATH)} className="space-y-4" noValidate data-create-password-form="">
      <input type="hidden" name="email" value={link.email} />
      <input type="hidden" name="token" value={link.token} />
      {/* Lets the browser's password manager store the new password for the right account. */}
      <input type="email" name="username" value={link.email} autoComplete="username" readOnly hidden />
      <NewPasswordFields t={t} label={t('account.reset.password')} confirmLabel={t('account.reset.confirmPassword')} errors={errors} />
      <CaptchaWidget t={t} widget={widget} nonce={nonce} />
      <button type="submit" className={FORM_BUTTON}>
        {t('account.reset.submit')}
      </button>
    </form>
  )
}

/** A reset link that is not whole: the way to ask for a new one. */
export function AskAgainLink({ store, t }: PageProps) {
  return (
    <a href={storePath(store, FORGOT_PASSWORD_PATH)} className={FORM_LINK}>
      {t('page.forgotPassword')}
    </a>
  )
}
