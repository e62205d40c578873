import { CART_PATH, SHOP_NAME } from '../../shared/constants/shop'
import { ACCOUNT_LINKS, ACCOUNT_PATH, SIGN_IN_PATH, WISHLIST_PATH } from '../../shared/constants/shop-paths'
import { pickMessages } from '../../shared/messages/pick-messages'
import { storePath } from '../../shared/rules/store-from-path'
import { Island } from '../islands/island'
import { ISLAND_TEXT_KEYS } from '../islands/island-texts'
import { PageTexts } from '../islands/page-texts'
import { SUGGESTION_TEXTS, SUGGESTION_TEXTS_ID } from '../islands/suggestion-texts'
import { Navigation } from './navigation'
import { PriceDisplayForm, type PriceDisplayChoice } from './price-display-form'
import type { PageProps, ShellContent } from './page-props'
import { SearchForm } from './search-form'
import { SellingStrip } from './selling-strip'
import { TopBar } from './top-bar'

/**
 * The site header (SPEC §2 Shell): top bar, then logo, search, account menu, the VAT switch and the
 * basket; the navigation under them, and the selling strip last.
 */
export function Header({ store, t, shell, priceDisplay = { returnPath: '/', includingVat: true } }: PageProps & { shell?: ShellContent | undefined; priceDisplay?: PriceDisplayChoice | undefined }) {
  return (
    <header className="bg-brand-800 text-white">
      {/* SPEC §2: a thin progress bar at the top during navigation (client/effects/progress-bar.ts).
          Fixed to the top of the window; inside the banner landmark so it is never stray content. */}
      <div
        data-progress-bar=""
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        hidden
        className="group fixed inset-x-0 top-0 z-[70] h-1"
      >
        <div className="h-full w-0 bg-accent-400 transition-[width] duration-100 ease-linear group-data-failed:bg-red-600" />
      </div>
      <TopBar store={store} t={t} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:gap-x-4 lg:py-3">
        <a
          href={storePath(store, '/')}
          aria-label={t('header.home', { shop: SHOP_NAME })}
          className="text-xl font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-white max-[379px]:text-lg"
        >
          {SHOP_NAME}
        </a>
        {/* The shop's main way in (search by printer model) is in sight on every width from the
            first paint (issue 25); on phones it takes a line of its own under the logo. */}
        <div className="order-last w-full md:order-none md:flex-1">
          <SearchForm store={store} t={t} id="header-search" region="header.search.region" />
        </div>
        {/* For the suggestion list every search box gains with scripts (not executed: JSON data). */}
        <PageTexts t={t} keys={SUGGESTION_TEXTS} marker={{ id: SUGGESTION_TEXTS_ID }} />
        {/* Without scripts the switch is a form that sets the cookie and comes back (issue 25). */}
        {/* On a phone without scripts the form takes a line under the search field, so the logo,
            the account and the basket share one line and the header stays short (issue 25). */}
        <div className="ml-auto max-sm:order-last max-sm:ml-0 max-sm:w-full md:ml-0 js:hidden">
          <PriceDisplayForm store={store} t={t} {...priceDisplay} />
        </div>
        <div className="ml-auto hidden md:ml-0 js:block">
          <Island name="price-display-switch" props={{ texts: pickMessages(t, ISLAND_TEXT_KEYS['price-display-switch']) }} />
        </div>
        {/* Below 1024 px the mobile nav's tabs carry the account and the basket once scripts run
            (SPEC §2 Mobile navigation); without scripts these stay, so nothing is lost. */}
        <div className="js:max-lg:hidden">
          <Island
            name="account-menu"
            hydrate="personal"
            props={{
              texts: pickMessages(t, ISLAND_TEXT_KEYS['account-menu']),
              signInPath: storePath(store, SIGN_IN_PATH),
              homePath: storePath(store, '/'),
              links: {
                account: storePath(store, ACCOUNT_PATH),
                orders: storePath(store, ACCOUNT_LINKS.orders),
                printers: storePath(store, ACCOUNT_LINKS.printers),
                quickReorder: storePath(store, ACCOUNT_LINKS.quickReorder),
                returns: storePath(store, ACCOUNT_LINKS.returns),
                wishlist: storePath(store, WISHLIST_PATH),
              },
            }}
          />
        </div>
        <div className="ml-auto js:max-lg:hidden">
          <Island
            name="cart-count"
            props={{ cartPath: storePath(store, CART_PATH), label: t('header.cart.label'), countLabel: t('header.cart.count'), countLabelOne: t('header.cart.count.one') }}
          />
        </div>
      </div>
      <Navigation store={store} t={t} menu={shell?.menu} />
      <SellingStrip store={store} t={t} deliveryNotice={shell?.deliveryNotice} christmas={shell?.christmas} today={shell?.today} />
    </header>
  )
}
