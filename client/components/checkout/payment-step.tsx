import { checkoutStepPath } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { PRIMARY_BUTTON } from './checkout-frame'
import { FIELD_INPUT } from '../forms/text-field'

/** Magento's purchase order method: schools and local authorities pay against their order number. */
export const PURCHASE_ORDER_METHOD = 'purchaseorder'

export type PaymentStepProps = PageProps & {
  /** The cart the form was shown for, so a second submission of it finds the order it placed. */
  cartId: string
  methods: readonly { code: string; title: string }[]
  selected: string | null
  purchaseOrderNumber: string
  error?: MessageKey | undefined
  poError?: MessageKey | undefined
}

/** How to pay (the back end's methods), then the order is placed with the same button. */
export function PaymentStep({ store, t, cartId, methods, selected, purchaseOrderNumber, error, poError }: PaymentStepProps) {
  return (
    <form method="post" action={storePath(store, checkoutStepPath('payment'))} className="space-y-6" noValidate data-soft-post="" data-payment-form="">
      <input type="hidden" name="cart" value={cartId} />
      <fieldset className="space-y-2" aria-describedby={error ? 'payment-error' : undefined}>
        <legend className="mb-2 text-lg font-semibold text-ink-900">{t('checkout.payment.method')}</legend>
        {methods.map((method, index) => (
          <label key={method.code} className="flex items-center gap-2">
            <input
              type="radio"
              name="method"
              value={method.code}
              required
              defaultChecked={selected ? selected === method.code : index === 0}
              className="h-5 w-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            {method.title}
          </label>
        ))}
        {error && (
          <p id="payment-error" className="text-sm font-semibold text-danger-700">
            {t(error)}
          </p>
        )}
      </fieldset>
      {methods.some((method) => method.code === PURCHASE_ORDER_METHOD) && (
        <div className="space-y-1">
          <label htmlFor="field-po_number" className="block font-medium text-ink-900">
            {t('checkout.payment.poNumber')}
          </label>
          <p id="field-po_number-hint" className="text-sm text-ink-700">
            {t('checkout.payment.poHint')}
          </p>
          <input
            id="field-po_number"
            name="po_number"
            defaultValue={purchaseOrderNumber}
            autoComplete="off"
            aria-invalid={poError ? true : undefined}
            aria-describedby={poError ? 'field-po_number-hint field-po_number-error' : 'field-po_number-hint'}
            className={FIELD_INPUT}
          />
          {poError && (
            <p id="field-po_number-error" className="text-sm font-semibold text-danger-700">
              {t(poError)}
            </p>
          )}
        </div>
      )}
      <button type="submit" className={PRIMARY_BUTTON}>
        {t('checkout.payment.place')}
      </button>
    </form>
  )
}
