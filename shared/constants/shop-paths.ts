/**
 * @module
 * Paths the shop links to (SPEC §2 routes and "Other shop paths held as constants"), inside a
 * store view. The Magento-style account paths are kept so old links and e-mails still work: the
 * worker redirects each to its page here.
 */
export const HOME_PATHS = ['/', '/pwa.html', '/Home'] as const

export const CHECKOUT_PATH = '/checkout'
/** SPEC §2: the cart's go-to-checkout action leads here. */
export const CHECKOUT_START_PATH = '/checkout/user-account'
export const CHECKOUT_STEPS = ['user-account', 'shipping', 'billing', 'payment', 'thank-you'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]
/** Each step's form posts to its own page's path; the delivery method has a form of its own. */
export const checkoutStepPath = (step: CheckoutStep) => `${CHECKOUT_PATH}/${step}`
export const CHECKOUT_SHIPPING_METHOD_PATH = '/checkout/shipping/method'

export const ACCOUNT_PATH = '/customer'
export const SIGN_IN_PATH = '/customer/account/login'
export const CREATE_ACCOUNT_PATH = '/customer/account/create'
export const FORGOT_PASSWORD_PATH = '/customer/account/forgotpassword'
export const CREATE_PASSWORD_PATH = '/customer/account/createpassword'
export const LOGOUT_PATH = '/customer/account/logout'
/** Where the account confirmation e-mail links to (Magento's path). */
export const CONFIRM_ACCOUNT_PATH = '/customer/account/confirm'
/** Magento's own page for sending the confirmation link again (2.4.8 and later answer it). */
export const RESEND_CONFIRMATION_PATH = '/customer/account/confirmation'

/** The account menu's pages (SPEC §2 Shell: account, orders, saved printers, quick reorder, returns). */
export const ACCOUNT_LINKS = {
  orders: '/customer/order-history',
  printers: '/customer/my-printers',
  quickReorder: '/customer/quick-reorder',
  returns: '/customer/returns',
} as const

/** SPEC §2 /customer's children, in the order the account's own navigation lists them. */
export const ACCOUNT_PAGE_PATHS = {
  dashboard: '/customer',
  profile: '/customer/my-profile',
  addresses: '/customer/addresses-details',
  orders: '/customer/order-history',
  quickReorder: '/customer/quick-reorder',
  wishlist: '/customer/my-wishlist',
  printers: '/customer/my-printers',
  reviews: '/customer/my-reviews',
  newsletter: '/customer/my-newsletter',
  cards: '/customer/saved-cards',
  returns: '/customer/returns',
} as const
export type AccountPageName = keyof typeof ACCOUNT_PAGE_PATHS
export const ADDRESS_CREATE_PATH = '/customer/addresses-details/create'
export const addressEditPath = (id: number) => `/customer/addresses-details/edit/${id}`
export const addressDeletePath = (id: number) => `/customer/addresses-details/delete/${id}`
/** Issue 17: a guest looks up an order (Magento's own path for it). */
export const GUEST_ORDER_PATH = '/sales/guest/form'
/** A guest asks to cancel their order (Magento 2.4.8 on); the e-mailed link's page confirms it. */
export const GUEST_CANCEL_PATH = '/sales/guest/cancel'
/** Where the back end's cancellation e-mail links to, with `order_id` and `confirmation_key`. */
export const GUEST_CANCEL_CONFIRM_PATH = '/sales/guest/view'
/** Issue 25: the header's "Show prices" switch without JavaScript posts here (SPEC §4 "Price display"). */
export const PRICE_DISPLAY_PATH = '/price-display'
export const PROFILE_EMAIL_PATH = '/customer/my-profile/email'
export const PROFILE_PASSWORD_PATH = '/customer/my-profile/password'

/** SPEC §2: the account's wish list page, where the wish-list panel leads. */
export const WISHLIST_PATH = '/customer/my-wishlist'

/** Magento account paths (SPEC §2 constants) and where they lead in this shop. */
export const MAGENTO_ACCOUNT_PATHS = {
  '/customer/account': '/customer',
  '/customer/account/edit': '/customer/my-profile',
  '/customer/address': '/customer/addresses-details',
  '/sales/order/history': '/customer/order-history',
  '/newsletter/manage': '/customer/my-newsletter',
  '/review/customer': '/customer/my-reviews',
  '/customer/speedy/index': '/customer/quick-reorder',
  '/customer/printers/index': '/customer/my-printers',
  '/vault/cards/listaction': '/customer/saved-cards',
  '/rma/returns/history': '/customer/returns',
} as const

/** SPEC §2: the external checkout's cart sync path. */
export const CART_SYNC_PATH = '/vue/cart/sync'
/** SPEC §2 /Faq: the FAQ, from the CMS page `faq` (issue 18 point 3). */
export const FAQ_PATH = '/Faq'
export const NEWS_PATH = '/news'
export const SWITCH_SAVE_PATH = '/switch-save'
/** SPEC §2: a route containing this segment with two or more segments is the paper and labels finder. */
export const PAPER_FINDER_SEGMENT = 'find-paper-and-labels'
export const PRODUCT_BY_SKU_PREFIX = '/p/'

/**
 * Where a listing card's add-to-basket form posts (SPEC §4 "From listing cards, simple and
 * alternative products are added directly"); without JavaScript the answer lands on the basket.
 * Magento's own path for the same form.
 */
export const CART_ADD_PATH = '/checkout/cart/add'

/** Where the product page's back-in-stock form posts without JavaScript (SPEC §4 "Stock notification"). */
export const STOCK_ALERT_PATH = '/productalert/add/stock'

/** Where the buy-together offer's form posts without JavaScript (SPEC §5 "Buy together"). */
export const BUY_TOGETHER_PATH = '/checkout/cart/buy-together'

/** Where a switch-and-save offer's form posts without JavaScript (SPEC §4 "Switch and save"). */
export const SWITCH_TO_ALTERNATIVE_PATH = '/checkout/cart/switch'

/** Where the Reviews tab's form posts without JavaScript (SPEC §2 Reviews tab; Magento's own path). */
export const REVIEW_POST_PATH = '/review/product/post'

/** Where the product page's wish-list heart posts without JavaScript (SPEC §4 "Wishlist"; Magento's own path). */
export const WISHLIST_ADD_PATH = '/wishlist/index/add'

/** SPEC §4 basket forms without JavaScript: a line's quantity, a line's removal, the coupon (apply or remove). */
export const CART_UPDATE_PATH = '/checkout/cart/update'
export const CART_REMOVE_PATH = '/checkout/cart/remove'
export const CART_COUPON_PATH = '/checkout/cart/coupon'
