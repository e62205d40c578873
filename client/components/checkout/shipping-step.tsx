import { CHECKOUT_SHIPPING_METHOD_PATH, checkoutStepPath } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { formatMoney } from '../../../shared/rules/format-money'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { AddressFields, type AddressErrors, type AddressValues } from '../forms/address-fields'
import { PRIMARY_BUTTON } from './checkout-frame'

export type ShippingMethodOption = { code: string; title: string; amountPence: number }
export type SavedAddressOption = { id: number; label: string }

export type ShippingStepProps = PageProps & {
  address: AddressValues
  errors: AddressErrors
  /** A signed-in customer's saved addresses (SPEC §5 customer_address_id); empty for a guest. */
  savedAddresses: readonly SavedAddressOption[]
  /** Shown once the cart has a delivery address: the back end's methods for it. */
  methods: readonly ShippingMethodOption[] | null
  selectedMethod: string | null
  methodError?: MessageKey | undefined
}

const RADIO = 'h-5 w-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700'

/** Where to deliver (the UK address form, or a saved address), then how (the back end's methods). */
export function ShippingStep({ store, t, address, errors, savedAddresses, methods, selectedMethod, methodError }: ShippingStepProps) {
  return (
    <div className="space-y-8">
      {savedAddresses.length > 0 && (
        <form method="post" action={storePath(store, checkoutStepPath('shipping'))} className="space-y-3" data-soft-post="">
          <fieldset className="space-y-2">
            <legend className="mb-2 text-lg font-semibold text-ink-900">{t('checkout.shipping.saved')}</legend>
            {savedAddresses.map((saved, index) => (
              <label key={saved.id} className="flex items-start gap-2">
                <input type="radio" name="customer_address_id" value={saved.id} defaultChecked={index === 0} className={RADIO} />
                <span>{saved.label}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={PRIMARY_BUTTON}>
            {t('checkout.shipping.useSaved')}
          </button>
        </form>
      )}
      <form method="post" action={storePath(store, checkoutStepPath('shipping'))} className="space-y-4" noValidate data-soft-post="">
        <AddressFields t={t} legend={t(savedAddresses.length > 0 ? 'checkout.shipping.newAddress' : 'checkout.shipping.address')} values={address} errors={errors} section="shipping" />
        <button type="submit" className={PRIMARY_BUTTON}>
          {t(methods === null ? 'checkout.shipping.saveAddress' : 'checkout.shipping.changeAddress')}
        </button>
      </form>
      {methods !== null && (
        <form method="post" action={storePath(store, CHECKOUT_SHIPPING_METHOD_PATH)} className="space-y-4" data-soft-post="">
          <fieldset className="space-y-2" aria-describedby={methodError ? 'shipping-method-error' : undefined}>
            <legend className="mb-2 text-lg font-semibold text-ink-900">{t('checkout.shipping.method')}</legend>
            {methods.length === 0 ? (
              <p>{t('checkout.shipping.noMethods')}</p>
            ) : (
              methods.map((method, index) => (
                <label key={method.code} className="flex items-center gap-2">
                  <input type="radio" name="method" value={method.code} required defaultChecked={selectedMethod ? method.code === selectedMethod : index === 0} className={RADIO} />
                  <span>
                    {method.title} ({method.amountPence === 0 ? t('checkout.shipping.free') : formatMoney(method.amountPence, store)})
                  </span>
                </label>
              ))
            )}
            {methodError && (
              <p id="shipping-method-error" className="text-sm font-semibold text-danger-700">
                {t(methodError)}
              </p>
            )}
          </fieldset>
          {methods.length > 0 && (
            <button type="submit" className={PRIMARY_BUTTON}>
              {t('checkout.continue')}
            </button>
          )}
        </form>
      )}
    </div>
  )
}
