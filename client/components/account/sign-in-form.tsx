import { CREATE_ACCOUNT_PATH, FORGOT_PASSWORD_PATH, GUEST_ORDER_PATH, RESEND_CONFIRMATION_PATH, SIGN_IN_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import { withReturn } from '../../../shared/rules/with-return'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'

export type SignInFormProps = PageProps & {
  email: string
  returnTo: string | null
  errors: Partial<Record<'email' | 'password', MessageKey>>
  /** The account waits for its confirmation link, and the back end can send it again (Magento 2.4.8 on). */
  offerResend?: boolean | undefined
}

/** SPEC §4 "Login" as a plain form: e-mail, password, remember me; where to go next rides along. */
export function SignInForm({ store, t, email, returnTo, errors, offerResend }: SignInFormProps) {
  return (
    <div className="space-y-8">
      {offerResend && (
        <p>
          <a href={`${storePath(store, RESEND_CONFIRMATION_PATH)}?${new URLSearchParams({ email })}`} className={FORM_LINK}>
            {t('account.signIn.resend')}
          </a>
        </p>
      )}
      <form method="post" action={storePath(store, SIGN_IN_PATH)} className="space-y-4" noValidate data-sign-in-form="">
        {returnTo && <input type="hidden" name="return" value={returnTo} />}
        <TextField t={t} name="email" type="email" inputMode="email" autoComplete="username" label={t('modal.email')} value={email} error={errors.email} />
        <TextField t={t} name="password" type="password" autoComplete="current-password" label={t('modal.login.password')} value="" error={errors.password} />
        <div className="flex items-center gap-2">
          <input id="field-rememberMe" name="rememberMe" type="checkbox" className="size-4 accent-brand-700" />
          <label htmlFor="field-rememberMe">{t('modal.login.rememberMe')}</label>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={FORM_BUTTON}>
            {t('modal.login.submit')}
          </button>
          <a href={storePath(store, FORGOT_PASSWORD_PATH)} className={FORM_LINK}>
            {t('modal.login.forgot')}
          </a>
        </div>
      </form>
      <section aria-labelledby="sign-in-new" className="space-y-2 border-t border-ink-300 pt-6">
        <h2 id="sign-in-new" className="text-lg font-semibold text-ink-900">
          {t('account.signIn.newTitle')}
        </h2>
        <p className="text-ink-700">{t('account.signIn.newLead')}</p>
        <ul className="space-y-2">
          <li>
            <a href={withReturn(storePath(store, CREATE_ACCOUNT_PATH), returnTo)} className={FORM_LINK}>
              {t('account.register.submit')}
            </a>
          </li>
          <li>
            <a href={storePath(store, GUEST_ORDER_PATH)} className={FORM_LINK}>
              {t('account.signIn.guestOrder')}
            </a>
          </li>
        </ul>
      </section>
    </div>
  )
}
