import { CREATE_ACCOUNT_PATH } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'

export type ThankYouStepProps = PageProps & { orderNumber: string; email: string; guest: boolean }

/** The placed order's number, where the confirmation goes, and for a guest the offer of an account. */
export function ThankYouStep({ store, t, orderNumber, email, guest }: ThankYouStepProps) {
  return (
    <div className="space-y-4">
      <p className="text-lg">
        {t('checkout.thankYou.number')} <strong data-order-number>{orderNumber}</strong>
      </p>
      {email && <p>{t('checkout.thankYou.email', { email })}</p>}
      {guest && (
        <section aria-labelledby="checkout-create-account" className="space-y-2 rounded-lg border border-ink-300 p-4">
          <h2 id="checkout-create-account" className="text-lg font-semibold text-ink-900">
            {t('checkout.thankYou.accountTitle')}
          </h2>
          <p>{t('checkout.thankYou.accountLead')}</p>
          <a href={storePath(store, CREATE_ACCOUNT_PATH)} className="text-brand-700 underline">
            {t('checkout.thankYou.accountLink')}
          </a>
        </section>
      )}
    </div>
  )
}
