import type { ListingLayout } from '../../shared/constants/listing-layout'
import type { AccountPageName } from '../../shared/constants/shop-paths'
import type { CartUserInputErrorType } from '../../shared/graphql/generated'
import type { MessageKey, Translate } from '../../shared/messages/translate'
import type { BoughtBeforeView, OrderDetailView, OrderHistoryView } from '../../shared/views/order-views'
import type { MyWishlistView } from '../../shared/views/wishlist-view'
import { AccountFrame } from '../components/account/account-frame'
import { ReturnsInfo, SavedCardsInfo } from '../components/account/account-info'
import type { AccountAddressView, AccountCustomerView } from '../components/account/account-views'
import { AddressBook, AddressDelete, AddressForm } from '../components/account/address-book'
import { AccountDashboard } from '../components/account/dashboard'
import { MyPrinters, type MyPrinterView } from '../components/account/my-printers'
import { MyReviews, type MyReviewsView } from '../components/account/my-reviews'
import { MyWishlist } from '../components/account/my-wishlist'
import { NewsletterForm } from '../components/account/newsletter-form'
import { OrderDetail, ReorderProblems } from '../components/account/order-detail'
import { OrderHistory } from '../components/account/order-history'
import { ProfileForms, type ProfileErrors } from '../components/account/profile-forms'
import { QuickReorder } from '../components/account/quick-reorder'
import { CART_REFUSAL_TEXTS } from '../effects/cart-refusal-texts'
import type { AddressErrors, AddressValues } from '../components/forms/address-fields'
import type { PageProps } from '../components/page-props'

/** An address form as shown: what is (or was typed) in it, its messages and its default flags. */
export type AddressFormView = { action: string; values: AddressValues; errors: AddressErrors; defaultShipping: boolean; defaultBilling: boolean }

/** What one account page shows (SPEC §2 /customer), each from its loader's view or a refused form's values. */
export type AccountScreen =
  | { kind: 'dashboard'; customer: AccountCustomerView }
  | { kind: 'profile'; name: { firstname: string; lastname: string }; email: string; newEmail: string; errors: ProfileErrors }
  | { kind: 'addresses'; addresses: readonly AccountAddressView[] }
  | ({ kind: 'addressCreate' | 'addressEdit' } & AddressFormView)
  | { kind: 'addressDelete'; address: AccountAddressView }
  | { kind: 'newsletter'; email: string; subscribed: boolean }
  | { kind: 'cards' }
  | { kind: 'returns' }
  | { kind: 'orders'; history: OrderHistoryView }
  | { kind: 'order'; order: OrderDetailView; reorderProblems: readonly string[]; cancelReasons: readonly string[] }
  | { kind: 'quickReorder'; products: readonly BoughtBeforeView[] }
  | { kind: 'reviews'; view: MyReviewsView }
  | { kind: 'printers'; printers: readonly MyPrinterView[] }
  /** `added`: the name of the product just moved to the basket; `failed`: why a move was refused. */
  | { kind: 'wishlist'; view: MyWishlistView; layout: ListingLayout; added: string | null; failed: CartUserInputErrorType | null }

type Kind = AccountScreen['kind']

/** The account navigation's entry each page belongs to (an address form belongs to the address book). */
const SECTION: Record<Kind, AccountPageName> = {
  dashboard: 'dashboard',
  profile: 'profile',
  addresses: 'addresses',
  addressCreate: 'addresses',
  addressEdit: 'addresses',
  addressDelete: 'addresses',
  newsletter: 'newsletter',
  cards: 'cards',
  returns: 'returns',
  orders: 'orders',
  order: 'orders',
  quickReorder: 'quickReorder',
  reviews: 'reviews',
  printers: 'printers',
  wishlist: 'wishlist',
}

const HEADING: Record<Exclude<Kind, 'order'>, MessageKey> = {
  dashboard: 'page.account',
  profile: 'page.account.profile',
  addresses: 'page.account.addresses',
  addressCreate: 'page.account.addressCreate',
  addressEdit: 'page.account.addressEdit',
  addressDelete: 'account.address.deleteTitle',
  newsletter: 'page.account.newsletter',
  cards: 'page.account.cards',
  returns: 'page.account.returns',
  orders: 'page.account.orders',
  quickReorder: 'page.account.quickReorder',
  reviews: 'page.account.reviews',
  printers: 'page.account.printers',
  wishlist: 'page.account.wishlist',
}

/** SPEC §4 cart stock codes in words, for the wish list's "Wishlist error" notice. */
const MOVE_FAILED: Record<CartUserInputErrorType, MessageKey> = CART_REFUSAL_TEXTS

/** The page's heading, which is also its document title. */
export function accountHeading(t: Translate, screen: AccountScreen): string {
  return screen.kind === 'order' ? t('page.account.order', { number: screen.order.number }) : t(HEADING[screen.kind])
}

function ScreenBody({ store, t, screen }: PageProps & { screen: AccountScreen }) {
  const props = { store, t }
  switch (screen.kind) {
    case 'dashboard':
      return <AccountDashboard {...props} customer={screen.customer} />
    case 'profile':
      return <ProfileForms {...props} name={screen.name} email={screen.email} newEmail={screen.newEmail} errors={screen.errors} />
    case 'addresses':
      return <AddressBook {...props} addresses={screen.addresses} />
    case 'addressCreate':
    case 'addressEdit':
      return <AddressForm {...props} action={screen.action} values={screen.values} errors={screen.errors} defaultShipping={screen.defaultShipping} defaultBilling={screen.defaultBilling} />
    case 'addressDelete':
      return <AddressDelete {...props} address={screen.address} />
    case 'newsletter':
      return <NewsletterForm {...props} email={screen.email} subscribed={screen.subscribed} />
    case 'cards':
      return <SavedCardsInfo {...props} />
    case 'returns':
      return <ReturnsInfo {...props} />
    case 'orders':
      return <OrderHistory {...props} history={screen.history} />
    case 'order':
      return (
        <>
          {screen.reorderProblems.length > 0 && <ReorderProblems t={t} problems={screen.reorderProblems} />}
          <OrderDetail {...props} order={screen.order} cancelReasons={screen.cancelReasons} />
        </>
      )
    case 'quickReorder':
      return <QuickReorder {...props} products={screen.products} />
    case 'reviews':
      return <MyReviews {...props} view={screen.view} />
    case 'printers':
      return <MyPrinters {...props} printers={screen.printers} />
    case 'wishlist':
      return (
        <>
          {screen.added && (
            <p role="status" className="rounded-md border border-stock-700 p-3 font-semibold" data-wishlist-notice="">
              {t('account.wishlist.added', { product: screen.added })}
            </p>
          )}
          {screen.failed && (
            <div role="alert" className="rounded-md border border-danger-700 p-3 text-danger-700" data-wishlist-notice="">
              <p className="font-bold">{t('account.wishlist.errorTitle')}</p>
              <p>{t(MOVE_FAILED[screen.failed])}</p>
            </div>
          )}
          <MyWishlist {...props} view={screen.view} layout={screen.layout} />
        </>
      )
  }
}

/**
 * Every page of the signed-in customer's account (SPEC §2 /customer): the account's navigation with
 * this page marked, the back end's refusal of a form above everything, and the page itself.
 */
export function AccountPage({ store, t, screen, formError }: PageProps & { screen: AccountScreen; formError?: MessageKey | null | undefined }) {
  return (
    <AccountFrame store={store} t={t} section={SECTION[screen.kind]} heading={accountHeading(t, screen)} formError={formError ? { text: t(formError) } : null}>
      <ScreenBody store={store} t={t} screen={screen} />
    </AccountFrame>
  )
}
