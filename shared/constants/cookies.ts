/**
 * @module
 * The shop's cookies (SPEC §3: fixed names, path /, SameSite=Lax). The customer token cookie is
 * additionally httpOnly (and Secure on https) so page scripts never see it (DESIGN "Security model").
 */
export const COOKIE = {
  currency: 'currency',
  country: 'country',
  locale: 'locale',
  cart: 'cart',
  customer: 'customer',
  store: 'store',
  message: 'message',
  priceDisplayType: 'price_display_type',
  /** The listing layout a shopper chose (shared/constants/listing-layout.ts); the server never reads it. */
  listingLayout: 'listing_layout',
  /** SPEC §2 "Help chat": the shopper opened the chat, so later pages load it without asking. */
  helpChat: 'help_chat',
  /** Analytics events from a page without the tag manager wait in local storage for the next page (client/platform/analytics-kept.ts). */
  analyticsKept: 'analytics_kept',
  /**
   * Where the shopper's last write left the database (a D1 session bookmark, docs/performance.md
   * "Catalogue at scale"): their next requests read a copy at least that new, wherever it is read.
   */
  databaseBookmark: 'db_bookmark',
} as const

/** How long a write's bookmark is kept: long enough for the pages that follow it. */
export const DATABASE_BOOKMARK_MAX_AGE_SECONDS = 600

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE]

/**
 * The cookie that remembers a guest's cart in a store view. Magento binds a cart to the store view
 * it was made in and refuses it in another ("Wrong store code specified for cart"), so each store
 * view keeps its own: the default store the SPEC §3 name `cart`, another store view `cart_{code}`.
 * A shopper who looks at the German store and comes back finds the English basket as it was.
 */
export function cartCookieName(store: { code: string; pathPrefix: string }): string {
  return store.pathPrefix === '' ? COOKIE.cart : `${COOKIE.cart}_${store.code}`
}

/** SPEC §4: price_display_type 2 shows prices including VAT, 1 excluding. */
export const PRICE_DISPLAY = { includingVat: '2', excludingVat: '1' } as const
/** How long a shopper's choices are remembered (the VAT display, the listing layout, the help chat): a year. */
export const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** How long the VAT choice is remembered, whether the switch or its form without scripts set it. */
export const PRICE_DISPLAY_MAX_AGE_SECONDS = CHOICE_MAX_AGE_SECONDS

/** One-shot notices the worker leaves for the next page (the `message` cookie's values). */
export const FLASH_MESSAGE = {
  sessionEnded: 'session-ended',
  signedOut: 'signed-out',
  accountConfirmed: 'account-confirmed',
  confirmationFailed: 'confirmation-failed',
  /** A listing card's form (without JavaScript) added its product: shown on the basket it lands on. */
  addedToCart: 'added-to-cart',
  /** SPEC §4 cart stock error codes, for the same form when the add failed. */
  cartInsufficientStock: 'cart-insufficient-stock',
  cartNotSalable: 'cart-not-salable',
  cartProductNotFound: 'cart-product-not-found',
  cartAddFailed: 'cart-add-failed',
  /** SPEC §5 buy together without JavaScript: both added; the companion had run out; refused. */
  boughtTogether: 'bought-together',
  companionUnavailable: 'companion-unavailable',
  buyTogetherFailed: 'buy-together-failed',
  /** SPEC §4 switch and save without JavaScript: the alternative took the original's place. */
  switchedToAlternative: 'switched-to-alternative',
  /** SPEC §4 "Stock notification" without JavaScript: the thank-you, or SPEC §8's failure text. */
  stockAlertRequested: 'stock-alert-requested',
  stockAlertFailed: 'stock-alert-failed',
  /** SPEC §5: the address was no e-mail address (the same text as every other form). */
  stockAlertInvalidEmail: 'stock-alert-invalid-email',
  /** SPEC §2 Reviews tab without JavaScript: held for moderation; refused for a guest (§6); bad input; the back end's refusal. */
  reviewSubmitted: 'review-submitted',
  reviewSignIn: 'review-sign-in',
  reviewInvalid: 'review-invalid',
  reviewFailed: 'review-failed',
  /** SPEC §4 "Wishlist" without JavaScript: the product is in the list; a guest is sent to sign in; refused. */
  wishlistAdded: 'wishlist-added',
  wishlistSignIn: 'wishlist-sign-in',
  wishlistFailed: 'wishlist-failed',
  /** SPEC §4 basket forms without JavaScript: a quantity changed or refused, a line removed, a coupon applied, refused or removed. */
  cartUpdated: 'cart-updated',
  cartUpdateInvalid: 'cart-update-invalid',
  cartUpdateFailed: 'cart-update-failed',
  cartRemoved: 'cart-removed',
  cartRemoveFailed: 'cart-remove-failed',
  couponApplied: 'coupon-applied',
  couponInvalid: 'coupon-invalid',
  couponRemoved: 'coupon-removed',
  /** Issue 17, the sign-in, registration and password pages without JavaScript. */
  signedIn: 'signed-in',
  confirmAccount: 'confirm-account',
  resetRequested: 'reset-requested',
  confirmationResent: 'confirmation-resent',
  passwordReset: 'password-reset',
  /** Issue 17, the account pages' forms without JavaScript. */
  profileSaved: 'profile-saved',
  /** Issue 18 point 2: the contact form's message went to customer services. */
  contactSent: 'contact-sent',
  emailChanged: 'email-changed',
  passwordChanged: 'password-changed',
  addressSaved: 'address-saved',
  addressDeleted: 'address-deleted',
  subscribed: 'subscribed',
  /** Issue 25: the newsletter page's sign-up awaits the confirmation link the back end e-mailed. */
  newsletterUnconfirmed: 'newsletter-unconfirmed',
  unsubscribed: 'unsubscribed',
  reordered: 'reordered',
  orderCancelled: 'order-cancelled',
  guestCancelRequested: 'guest-cancel-requested',
  guestOrderCancelled: 'guest-order-cancelled',
  orderCancelFailed: 'order-cancel-failed',
  printerRemoved: 'printer-removed',
  wishlistRemoved: 'wishlist-removed',
} as const
export type FlashMessage = (typeof FLASH_MESSAGE)[keyof typeof FLASH_MESSAGE]

/** The cart id and the customer token live a month unless a shorter token lifetime applies. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
