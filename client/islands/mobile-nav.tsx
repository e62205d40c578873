import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import type { StoreView } from '../../shared/constants/stores'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'
import { customer, signOut } from '../stores/customer'
import { wishlist } from '../stores/wishlist'
import { toggleMobileTab, ui, type MobileTab } from '../stores/ui'
import { CartCount, type CartCountProps } from './cart-count'
import { MobileCategoryMenu, type MobileCategoryMenuText } from './mobile-category-menu'

type AccountText =
  | 'page.signIn'
  | 'page.register'
  | 'page.account'
  | 'page.account.orders'
  | 'page.account.printers'
  | 'page.account.quickReorder'
  | 'page.account.returns'
  | 'page.account.wishlist'
  | 'header.wishlist.count'
  | 'header.wishlist.count.one'
  | 'header.account.signOut'

export type MobileNavText = 'nav.mobile.label' | 'nav.mobile.menu' | 'nav.mobile.account' | MobileCategoryMenuText | AccountText

export type MobileNavProps = {
  texts: Messages<MobileNavText>
  store: StoreView
  cart: CartCountProps
  /** Store-prefixed paths. */
  signInPath: string
  registerPath: string
  homePath: string
  accountLinks: { account: string; orders: string; printers: string; quickReorder: string; returns: string; wishlist: string }
}

/** Ids of the tab panels; one mobile nav per page, and fixed ids hydrate without mismatches. */
const PANEL_ID: Record<MobileTab, string> = { menu: 'mobile-nav-menu', account: 'mobile-nav-account' }

const linkClass = 'block px-4 py-3 text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700'

const tabIcons: Record<MobileTab, ReactNode> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
}

function AccountLinks({ texts, signInPath, registerPath, homePath, accountLinks }: Pick<MobileNavProps, 'signInPath' | 'registerPath' | 'homePath' | 'accountLinks'> & { texts: Messages<AccountText> }) {
  const { signedIn } = useSnapshot(customer)
  const { itemsCount } = useSnapshot(wishlist)
  if (!signedIn) {
    // Issue 25: a guest finds both ways in here, registration one tap away.
    return (
      <ul>
        <li>
          <a href={signInPath} data-modal-open="login" className={`${linkClass} font-semibold`}>
            {texts['page.signIn']}
          </a>
        </li>
        <li>
          <a href={registerPath} className={linkClass}>
            {texts['page.register']}
          </a>
        </li>
      </ul>
    )
  }
  const links: [string, string][] = [
    [accountLinks.account, texts['page.account']],
    [accountLinks.orders, texts['page.account.orders']],
    [accountLinks.printers, texts['page.account.printers']],
    [accountLinks.quickReorder, texts['page.account.quickReorder']],
    [accountLinks.returns, texts['page.account.returns']],
  ]
  const wishes = itemsCount ?? 0
  return (
    <ul>
      {links.map(([href, label]) => (
        <li key={href}>
          <a href={href} className={linkClass}>
            {label}
          </a>
        </li>
      ))}
      {/* Issue 17: the wish-list count belongs to the phone's menu as it does to the desktop header. */}
      <li>
        <a
          href={accountLinks.wishlist}
          data-panel-open="wishlist"
          aria-label={wishes === 1 ? texts['header.wishlist.count.one'] : interpolate(texts['header.wishlist.count'], { count: wishes })}
          className={`${linkClass} flex items-center justify-between`}
        >
          {texts['page.account.wishlist']}
          <span data-testid="mobile-wishlist-count" aria-hidden="true" className="min-w-6 rounded-full bg-accent-400 px-2 text-center text-sm leading-6 font-bold">
            {wishes}
          </span>
        </a>
      </li>
      <li>
        <button type="button" onClick={() => void signOut(homePath)} className={`${linkClass} w-full text-left`}>
          {texts['header.account.signOut']}
        </button>
      </li>
    </ul>
  )
}

/**
 * The navigation under 1024 px (SPEC §2 Shell "Mobile navigation"): tabs Menu and Account with the
 * basket beside them; the search field is the header's own, shown on every width (issue 25). A tab opens its panel (and the overlay, except the tabs in
 * `MOBILE_TABS_WITHOUT_OVERLAY`); the active tab closes it; a route change closes it (ui store).
 * A panel's content is rendered only while its tab is open, so the Menu tab fetches the category
 * tree on first open and never before. Like the desktop bar, it stacks above the page overlay
 * (z-30) and below the header's dropdowns (z-40), so its tabs stay usable while the page is dimmed.
 */
export function MobileNav({ texts, store, cart, signInPath, registerPath, homePath, accountLinks }: MobileNavProps) {
  const { mobileTab } = useSnapshot(ui)
  const tabs: [MobileTab, string][] = [
    ['menu', texts['nav.mobile.menu']],
    ['account', texts['nav.mobile.account']],
  ]
  return (
    <nav aria-label={texts['nav.mobile.label']} className="relative z-[35] hidden border-t border-brand-700 bg-brand-800 text-white js:max-lg:block">
      <div className="mx-auto flex max-w-7xl items-center gap-0.5 px-1 min-[360px]:gap-1 min-[360px]:px-2">
        {tabs.map(([tab, label]) => (
          <button
            key={tab}
            type="button"
            aria-expanded={mobileTab === tab}
            aria-controls={PANEL_ID[tab]}
            onClick={() => toggleMobileTab(tab)}
            className="flex items-center gap-1.5 px-2 py-2.5 text-sm font-semibold hover:bg-brand-700 min-[360px]:gap-2 min-[360px]:px-3 min-[360px]:text-base focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white aria-expanded:bg-brand-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              {tabIcons[tab]}
            </svg>
            {label}
          </button>
        ))}
        <CartCount {...cart} />
      </div>
      <div hidden={mobileTab === null} className="absolute inset-x-0 top-full max-h-[75vh] overflow-y-auto bg-white text-ink-900 shadow-lg">
        <div id={PANEL_ID.menu} hidden={mobileTab !== 'menu'}>
          {mobileTab === 'menu' && <MobileCategoryMenu texts={texts} pathPrefix={store.pathPrefix} />}
        </div>
        <div id={PANEL_ID.account} hidden={mobileTab !== 'account'}>
          {mobileTab === 'account' && <AccountLinks texts={texts} signInPath={signInPath} registerPath={registerPath} homePath={homePath} accountLinks={accountLinks} />}
        </div>
      </div>
    </nav>
  )
}
