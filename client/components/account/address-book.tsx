import { ACCOUNT_PAGE_PATHS, ADDRESS_CREATE_PATH, addressDeletePath, addressEditPath } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import { AddressFields, type AddressErrors, type AddressValues } from '../forms/address-fields'
import type { PageProps } from '../page-props'
import type { AccountAddressView } from './account-views'
import { FORM_BUTTON, FORM_LINK } from './entry-frame'

/** SPEC §2 addresses-details: every saved address with its default flags, edit and delete. */
export function AddressBook({ store, t, addresses }: PageProps & { addresses: readonly AccountAddressView[] }) {
  return (
    <div className="space-y-6">
      {addresses.length === 0 ? (
        <p>{t('account.address.none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('page.account.addresses')}>
          {addresses.map((address) => (
            <li key={address.id} className="space-y-2 rounded-lg border border-ink-300 p-4" data-address={address.id}>
              {address.defaultShipping && <p className="text-sm font-semibold text-stock-700">{t('account.address.defaultShipping')}</p>}
              {address.defaultBilling && <p className="text-sm font-semibold text-stock-700">{t('account.address.defaultBilling')}</p>}
              <p>
                {`${address.values.firstname} ${address.values.lastname}`}
                <br />
                {[address.values.street1, address.values.street2, address.values.city, address.values.county, address.values.postcode].filter(Boolean).join(', ')}
                <br />
                {address.values.telephone}
              </p>
              <div className="flex gap-4">
                <a href={storePath(store, addressEditPath(address.id))} aria-label={t('account.address.editNamed', { label: address.label })} className={FORM_LINK}>
                  {t('account.address.edit')}
                </a>
                <a href={storePath(store, addressDeletePath(address.id))} aria-label={t('account.address.deleteNamed', { label: address.label })} className={FORM_LINK}>
                  {t('account.address.delete')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      <a href={storePath(store, ADDRESS_CREATE_PATH)} className={FORM_BUTTON}>
        {t('account.address.add')}
      </a>
    </div>
  )
}

export type AddressFormProps = PageProps & {
  /** Where the form posts: the create path, or the address's edit path. */
  action: string
  values: AddressValues
  errors: AddressErrors
  defaultShipping: boolean
  defaultBilling: boolean
}

/** Create or edit an address: the UK address pattern of the checkout and the two default flags. */
export function AddressForm({ store, t, action, values, errors, defaultShipping, defaultBilling }: AddressFormProps) {
  return (
    <form method="post" action={storePath(store, action)} className="space-y-4" noValidate data-address-form="">
      <AddressFields t={t} legend={t('account.address.legend')} values={values} errors={errors} />
      <div className="space-y-2">
        <div className="flex items-center gap-2">
          <input id="field-default_shipping" name="default_shipping" type="checkbox" defaultChecked={defaultShipping} className="size-4 accent-brand-700" />
          <label htmlFor="field-default_shipping">{t('account.address.useForShipping')}</label>
        </div>
        <div className="flex items-center gap-2">
          <input id="field-default_billing" name="default_billing" type="checkbox" defaultChecked={defaultBilling} className="size-4 accent-brand-700" />
          <label htmlFor="field-default_billing">{t('account.address.useForBilling')}</label>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={FORM_BUTTON}>
          {t('account.address.save')}
        </button>
        <a href={storePath(store, ACCOUNT_PAGE_PATHS.addresses)} className={FORM_LINK}>
          {t('page.account.addresses')}
        </a>
      </div>
    </form>
  )
}

/**
 * "Delete with confirmation" (issue 17): the address, and a form that deletes it or a way back. A
 * default address cannot be deleted (Magento refuses it), so the page says what to do instead.
 */
export function AddressDelete({ store, t, address }: PageProps & { address: AccountAddressView }) {
  if (address.defaultShipping || address.defaultBilling) {
    return (
      <div className="space-y-4">
        <p className="rounded-lg border border-ink-300 p-4">{address.label}</p>
        <p>{t('account.address.isDefault')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <a href={storePath(store, addressEditPath(address.id))} className={FORM_BUTTON}>
            {t('account.address.edit')}
          </a>
          <a href={storePath(store, ACCOUNT_PAGE_PATHS.addresses)} className={FORM_LINK}>
            {t('page.account.addresses')}
          </a>
        </div>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <p>{t('account.address.deleteQuestion')}</p>
      <p className="rounded-lg border border-ink-300 p-4">{address.label}</p>
      <form method="post" action={storePath(store, addressDeletePath(address.id))} className="flex flex-wrap items-center gap-4">
        <button type="submit" className={FORM_BUTTON}>
          {t('account.address.deleteConfirm')}
        </button>
        <a href={storePath(store, ACCOUNT_PAGE_PATHS.addresses)} className={FORM_LINK}>
          {t('account.address.keep')}
        </a>
      </form>
    </div>
  )
}
