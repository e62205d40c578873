import { GUEST_ORDER_PATH } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import type { GuestOrderCheck } from '../../../shared/rules/magento-version'
import { storePath } from '../../../shared/rules/store-from-path'
import { TextField } from '../forms/text-field'
import type { PageProps } from '../page-props'
import { FORM_BUTTON } from './entry-frame'

export type GuestOrderValues = { number: string; email: string; postcode: string; lastname: string }

type GuestOrderFormProps = PageProps & { check: GuestOrderCheck; values: GuestOrderValues; errors: Partial<Record<keyof GuestOrderValues, MessageKey>> }

/** The guest order lookup: Magento's guestOrder asks for the number, the e-mail and the billing postcode (2.4.7) or surname (2.4.8 on). */
export function GuestOrderForm({ store, t, check, values, errors }: GuestOrderFormProps) {
  return (
    <form method="post" action={storePath(store, GUEST_ORDER_PATH)} className="space-y-4" noValidate data-guest-order-form="">
      <TextField t={t} name="number" label={t('account.guestOrder.number')} value={values.number} error={errors.number} autoComplete="off" />
      <TextField t={t} name="email" type="email" inputMode="email" autoComplete="email" label={t('modal.email')} value={values.email} error={errors.email} />
      {check === 'postcode' ? (
        <TextField t={t} name="postcode" autoComplete="billing postal-code" label={t('account.guestOrder.postcode')} value={values.postcode} error={errors.postcode} />
      ) : (
        <TextField t={t} name="lastname" autoComplete="billing family-name" label={t('account.guestOrder.lastname')} value={values.lastname} error={errors.lastname} />
      )}
      <button type="submit" className={FORM_BUTTON}>
        {t('account.guestOrder.submit')}
      </button>
    </form>
  )
}
