import { ACCOUNT_PAGE_PATHS } from '../../../shared/constants/shop-paths'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { AccountAddressView, AccountCustomerView } from './account-views'
import { FORM_LINK } from './entry-frame'

const CARD = 'space-y-2 rounded-lg border border-ink-300 p-4'

function DefaultAddress({ t, title, address }: Pick<PageProps, 't'> & { title: string; address: AccountAddressView | undefined }) {
  return (
    <div>
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <p className="text-ink-700">{address ? address.label : t('account.address.none')}</p>
    </div>
  )
}

/** SPEC §2 /customer "My Account": who the customer is, the newsletter, and the default addresses. */
export function AccountDashboard({ store, t, customer }: PageProps & { customer: AccountCustomerView }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <p className="text-lg md:col-span-2">{t('page.account.greeting', { firstName: customer.firstname })}</p>
      <section aria-labelledby="dashboard-contact" className={CARD}>
        <h2 id="dashboard-contact" className="text-lg font-semibold text-ink-900">
          {t('account.dashboard.contact')}
        </h2>
        <p>
          {`${customer.firstname} ${customer.lastname}`}
          <br />
          {customer.email}
        </p>
        <a href={storePath(store, ACCOUNT_PAGE_PATHS.profile)} className={FORM_LINK}>
          {t('account.dashboard.editProfile')}
        </a>
      </section>
      <section aria-labelledby="dashboard-newsletter" className={CARD}>
        <h2 id="dashboard-newsletter" className="text-lg font-semibold text-ink-900">
          {t('page.account.newsletter')}
        </h2>
        <p>{t(customer.subscribed ? 'account.dashboard.subscribed' : 'account.dashboard.notSubscribed')}</p>
        <a href={storePath(store, ACCOUNT_PAGE_PATHS.newsletter)} className={FORM_LINK}>
          {t('account.dashboard.manageNewsletter')}
        </a>
      </section>
      <section aria-labelledby="dashboard-addresses" className={`${CARD} md:col-span-2`}>
        <h2 id="dashboard-addresses" className="text-lg font-semibold text-ink-900">
          {t('account.dashboard.addresses')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <DefaultAddress t={t} title={t('account.address.defaultShipping')} address={customer.addresses.find((a) => a.defaultShipping)} />
          <DefaultAddress t={t} title={t('account.address.defaultBilling')} address={customer.addresses.find((a) => a.defaultBilling)} />
        </div>
        <a href={storePath(store, ACCOUNT_PAGE_PATHS.addresses)} className={FORM_LINK}>
          {t('account.address.manage')}
        </a>
      </section>
    </div>
  )
}
