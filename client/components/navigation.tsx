import { CART_PATH } from '../../shared/constants/shop'
import { ACCOUNT_LINKS, ACCOUNT_PATH, CREATE_ACCOUNT_PATH, SIGN_IN_PATH, WISHLIST_PATH } from '../../shared/constants/shop-paths'
import { pickMessages } from '../../shared/messages/pick-messages'
import type { MenuEntry } from '../../shared/rules/menu'
import { storePath } from '../../shared/rules/store-from-path'
import { Island } from '../islands/island'
import { ISLAND_TEXT_KEYS } from '../islands/island-texts'
import { DesktopNav } from './desktop-nav'
import type { PageProps } from './page-props'

/**
 * The header's navigation (SPEC §2 Shell): the server-rendered category bar from 1024 px and the
 * mobile navigation island below it. `menu` is empty when the category tree could not be loaded.
 */
export function Navigation({ store, t, menu = [] }: PageProps & { menu?: readonly MenuEntry[] | undefined }) {
  return (
    <>
      <DesktopNav store={store} t={t} menu={menu} />
      <Island
        name="mobile-nav"
        props={{
          texts: pickMessages(t, ISLAND_TEXT_KEYS['mobile-nav']),
          store,
          cart: { cartPath: storePath(store, CART_PATH), label: t('header.cart.label'), countLabel: t('header.cart.count'), countLabelOne: t('header.cart.count.one') },
          signInPath: storePath(store, SIGN_IN_PATH),
          registerPath: storePath(store, CREATE_ACCOUNT_PATH),
          homePath: storePath(store, '/'),
          accountLinks: {
            account: storePath(store, ACCOUNT_PATH),
            orders: storePath(store, ACCOUNT_LINKS.orders),
            printers: storePath(store, ACCOUNT_LINKS.printers),
            quickReorder: storePath(store, ACCOUNT_LINKS.quickReorder),
            returns: storePath(store, ACCOUNT_LINKS.returns),
            wishlist: storePath(store, WISHLIST_PATH),
          },
        }}
      />
    </>
  )
}
