import { checkoutStepPath } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { AddressFields, type AddressErrors, type AddressValues } from '../forms/address-fields'
import { PRIMARY_BUTTON } from './checkout-frame'

export type BillingStepProps = PageProps & {
  /** The delivery address, to show what "same as delivery" means; null for a virtual cart. */
  shippingLabel: string | null
  sameAsShipping: boolean
  address: AddressValues
  errors: AddressErrors
}

/**
 * The billing address: the delivery address by default (a ticked box), or another one in the same
 * form. Without scripts the form is always there and used only when the box is unticked.
 */
export function BillingStep({ store, t, shippingLabel, sameAsShipping, address, errors }: BillingStepProps) {
  return (
    <form method="post" action={storePath(store, checkoutStepPath('billing'))} className="space-y-6" noValidate data-soft-post="">
      {shippingLabel !== null && (
        <div className="space-y-1">
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" name="same_as_shipping" value="1" defaultChecked={sameAsShipping} className="h-5 w-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700" />
            {t('checkout.billing.same')}
          </label>
          <p className="text-sm text-ink-700">{shippingLabel}</p>
        </div>
      )}
      <AddressFields t={t} legend={t(shippingLabel === null ? 'checkout.billing.address' : 'checkout.billing.other')} values={address} errors={errors} prefix="billing_" section="billing" />
      <button type="submit" className={PRIMARY_BUTTON}>
        {t('checkout.continue')}
      </button>
    </form>
  )
}
