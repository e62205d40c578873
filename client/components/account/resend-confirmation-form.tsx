import { RESEND_CONFIRMATION_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'

/** Magento's "send the confirmation link again": the new account's e-mail address. */
export function ResendConfirmationForm({ store, t, email, error }: PageProps & { email: string; error?: MessageKey | undefined }) {
  return (
    <form method="post" action={storePath(store, RESEND_CONFIRMATION_PATH)} className="space-y-4" noValidate data-resend-confirmation-form="">
      <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('modal.email')} value={email} error={error} />
      <button type="submit" className={FORM_BUTTON}>
        {t('account.resend.submit')}
      </button>
    </form>
  )
}
