import { GUEST_ORDER_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'

export type GuestOrderValues = { number: string; email: string; postcode: string }

/** Issue 17 guest order lookup: Magento's guestOrder asks for the number, the e-mail and the billing postcode. */
export function GuestOrderForm({ store, t, values, errors }: PageProps & { values: GuestOrderValues; errors: Partial<Record<keyof GuestOrderValues, MessageKey>> }) {
  return (
    <form method="post" action={storePath(store, GUEST_ORDER_PATH)} className="space-y-4" noValidate data-guest-order-form="">
      <TextField t={t} name="number" label={t('account.guestOrder.number')} value={values.number} error={errors.number} autoComplete="off" />
      <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('modal.email')} value={values.email} error={errors.email} />
      <TextField t={t} name="postcode" autoComplete="billing postal-code" label={t('account.guestOrder.postcode')} value={values.postcode} error={errors.postcode} />
      <button type="submit" className={FORM_BUTTON}>
        {t('account.guestOrder.submit')}
      </button>
    </form>
  )
}
