import { CHECKOUT_START_PATH, checkoutStepPath, SIGN_IN_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { PRIMARY_BUTTON } from './checkout-frame'
import { TextField } from '../forms/text-field'

export type UserAccountStepProps = PageProps & { email: string; error?: MessageKey | undefined }

/**
 * Who is ordering (SPEC §6: a guest may set an e-mail on a cart): a guest gives an e-mail or signs in
 * and comes back here (with scripts, in the login modal, after which the checkout goes on). A signed-in customer never sees this step (the worker moves them on).
 */
export function UserAccountStep({ store, t, email, error }: UserAccountStepProps) {
  const signIn = `${storePath(store, SIGN_IN_PATH)}?${new URLSearchParams({ return: storePath(store, CHECKOUT_START_PATH) })}`
  return (
    <div className="space-y-6">
      <form method="post" action={storePath(store, checkoutStepPath('user-account'))} className="space-y-4" noValidate data-soft-post="">
        <h2 className="text-lg font-semibold text-ink-900">{t('checkout.guest.title')}</h2>
        <p className="text-ink-700">{t('checkout.guest.lead')}</p>
        <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('checkout.guest.email')} value={email} error={error} />
        <button type="submit" className={PRIMARY_BUTTON}>
          {t('checkout.continue')}
        </button>
      </form>
      <section aria-labelledby="checkout-sign-in" className="space-y-2 border-t border-ink-300 pt-4">
        <h2 id="checkout-sign-in" className="text-lg font-semibold text-ink-900">
          {t('checkout.signIn.title')}
        </h2>
        <a href={signIn} data-modal-open="login" className="text-brand-700 underline">
          {t('checkout.signIn.link')}
        </a>
      </section>
    </div>
  )
}
