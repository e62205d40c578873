import { CART_PATH, SHOP_NAME } from '../../shared/constants/shop'
import { ACCOUNT_LINKS, ACCOUNT_PATH, SIGN_IN_PATH } from '../../shared/constants/shop-paths'
import { pickMessages } from '../../shared/messages/pick-messages'
import { storePath } from '../../shared/rules/store-from-path'
import { Island } from '../islands/island'
import type { PageProps, ShellContent } from './page-props'
import { SearchForm } from './search-form'
import { SellingStrip } from './selling-strip'

/**
 * The site header (SPEC §2 Shell): top bar, then logo, search, account menu, the VAT switch and the
 * basket; the navigation under them, and the selling strip last.
 */
export function Header({ store, t, shell }: PageProps & { shell?: ShellContent | undefined }) {
  return (
    <header className="bg-brand-800 text-white">
      {/* slot: top bar */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <a
          href={storePath(store, '/')}
          aria-label={t('header.home', { shop: SHOP_NAME })}
          className="text-xl font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-white"
        >
          {SHOP_NAME}
        </a>
        <div className="order-last w-full md:order-none md:flex-1">
          <SearchForm store={store} t={t} id="header-search" region="header.search.region" />
        </div>
        <Island name="price-display-switch" props={{ texts: pickMessages(t, ['header.vat.label', 'header.vat.including', 'header.vat.excluding']) }} />
        <Island
          name="account-menu"
          props={{
            texts: pickMessages(t, [
              'header.account.myAccount',
              'header.account.greeting',
              'header.account.menu',
              'page.account',
              'page.account.orders',
              'page.account.printers',
              'page.account.quickReorder',
              'page.account.returns',
              'header.account.signOut',
            ]),
            signInPath: storePath(store, SIGN_IN_PATH),
            homePath: storePath(store, '/'),
            links: {
              account: storePath(store, ACCOUNT_PATH),
              orders: storePath(store, ACCOUNT_LINKS.orders),
              printers: storePath(store, ACCOUNT_LINKS.printers),
              quickReorder: storePath(store, ACCOUNT_LINKS.quickReorder),
              returns: storePath(store, ACCOUNT_LINKS.returns),
            },
          }}
        />
        <Island
          name="cart-count"
          props={{ cartPath: storePath(store, CART_PATH), label: t('header.cart.label'), countLabel: t('header.cart.count') }}
        />
      </div>
      {/* slot: navigation */}
      <SellingStrip store={store} t={t} deliveryNotice={shell?.deliveryNotice} />
    </header>
  )
}
