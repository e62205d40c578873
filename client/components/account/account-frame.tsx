import type { ReactNode } from 'react'
import { ACCOUNT_PAGE_PATHS, type AccountPageName } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { storePath } from '../../../shared/rules/store-from-path'
import type { NoticeView, PageProps } from '../page-props'
import { SignOutForm } from './sign-out-form'

const NAV_LABELS: Record<AccountPageName, MessageKey> = {
  dashboard: 'page.account',
  profile: 'page.account.profile',
  addresses: 'page.account.addresses',
  orders: 'page.account.orders',
  quickReorder: 'page.account.quickReorder',
  wishlist: 'page.account.wishlist',
  printers: 'page.account.printers',
  reviews: 'page.account.reviews',
  newsletter: 'page.account.newsletter',
  cards: 'page.account.cards',
  returns: 'page.account.returns',
}

type AccountFrameProps = PageProps & {
  /** The account page this is, or the one it belongs to (an address form belongs to the address book). */
  section: AccountPageName
  heading: string
  /** The back end's refusal of a form on the page, above everything. */
  formError?: NoticeView | null | undefined
  children: ReactNode
}

/**
 * Every account page (SPEC §2 /customer): the account's own navigation beside the page (above it on
 * a phone), the current page marked, and sign-out at its end.
 */
export function AccountFrame({ store, t, section, heading, formError, children }: AccountFrameProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]" data-page-kind="account" data-account-page={section}>
      <nav aria-label={t('account.nav.label')} className="lg:order-first">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 lg:flex-col lg:gap-0 lg:border-r lg:border-ink-300">
          {(Object.keys(ACCOUNT_PAGE_PATHS) as AccountPageName[]).map((name) => (
            <li key={name}>
              <a
                href={storePath(store, ACCOUNT_PAGE_PATHS[name])}
                aria-current={name === section ? 'page' : undefined}
                className="block py-1.5 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:font-bold aria-[current=page]:text-ink-900 lg:py-2"
              >
                {t(NAV_LABELS[name])}
              </a>
            </li>
          ))}
          <li>
            <SignOutForm
              store={store}
              t={t}
              className="block w-full cursor-pointer py-1.5 text-left text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 lg:py-2"
            />
          </li>
        </ul>
      </nav>
      <section aria-labelledby="page-heading" className="max-w-3xl space-y-6">
        <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
          {heading}
        </h1>
        {formError && (
          <p role="alert" className="rounded-md border border-danger-700 p-3 font-semibold text-danger-700" data-form-error="">
            {formError.text}
          </p>
        )}
        {children}
      </section>
    </div>
  )
}
