/**
 * @module
 * The allow-list of named operations the browser may call through /api/magento/:methodName (SPEC §7).
 * Each runs a stored document, so a page script can never send a document of its own. Cart ids and
 * customer tokens come from httpOnly cookies and are never shown to page scripts.
 */
import {
  CUSTOMER_PROFILE,
  GENERATE_CUSTOMER_TOKEN,
  REQUEST_PASSWORD_RESET_EMAIL,
  RESET_PASSWORD,
} from '../../shared/graphql/documents/account'
import { CREATE_EMPTY_CART, REMOVE_ITEM_FROM_CART } from '../../shared/graphql/documents/cart'
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER } from '../../shared/graphql/documents/newsletter'
import { REQUEST_STOCK_NOTIFICATION } from '../../shared/graphql/documents/stock-notification'
import { CART_TOTAL_QUANTITY, CUSTOMER_CART_ID, REVOKE_CUSTOMER_TOKEN, SHOPPER_SESSION } from '../../shared/graphql/documents/session'
import { CMS_BLOCKS, STORE_CONFIG } from '../../shared/graphql/documents/store'
import type { ShopperSessionQueryVariables } from '../../shared/graphql/generated'
import { setCartCookie } from '../cookies/session-cookies'
import { GraphQLCallError, NO_SUCH_ENTITY_CATEGORY, UpstreamError } from '../graphql/errors'
import { adoptCustomerToken, forgetCustomer } from '../graphql/customer-operations'
import type { ShopperSession, SignOutAnswer } from '../../shared/api/answers'
import type { ApiName } from '../../shared/api/contract'
import { NEWSLETTER_SIGNUPS, PASSWORD_RESET_REQUESTS, SIGN_IN_FAILURES, STOCK_ALERTS } from '../security/rate-limit'
import { countFor, refuseWhenLimited, spendAttempt } from '../security/client-limits'
import { dataAsIs, runsDocument, sameVariables, type NamedOperation, type Prepared } from './define-operation'
import { addProductsToCart } from './add-to-cart'
import { basketPanel } from './basket-panel'
import { buyTogetherAndSave, switchToAlternative } from './product-offers'
import { categoryMenu } from './category-menu'
import { createProductReview } from './reviews'
import { addMyPrinter, myPrinters } from './saved-printers'
import { printerFinderModels, printerFinderSeries } from './printer-finder'
import { searchSuggestions } from './search-suggestions'
import { addProductsToWishlist, removeProductsFromWishlist, wishlistProduct } from './wishlist'
import { wishlistPanel } from './wishlist-panel'

const storeConfig = runsDocument('storeConfig', {
  document: STORE_CONFIG,
  asCustomer: false,
  prepare: sameVariables,
  answer: dataAsIs,
})

const cmsBlocks = runsDocument('cmsBlocks', {
  document: CMS_BLOCKS,
  asCustomer: false,
  prepare: sameVariables,
  answer: dataAsIs,
})

/** A customer's cart is only readable with their token, so this goes as the customer when signed in. */
const cartTotalQty = runsDocument('cartTotalQty', {
  document: CART_TOTAL_QUANTITY,
  asCustomer: true,
  // SPEC §3: total_quantity counts as 0 when there is no cart.
  prepare: ({ c }) => (c.var.session.cartId ? { variables: { cartId: c.var.session.cartId } } : { answer: { cart: { total_quantity: 0 } } }),
  answer: dataAsIs,
})

/**
 * The header's one personal read per full page load (pages stay cacheable; DESIGN "Caching").
 * A guest without a cart costs no back-end call; a guest whose cart has gone counts 0 rather than
 * failing. A signed-in shopper's ended session answers 401 and clears the cookies (SPEC §4).
 */
const session = runsDocument('session', {
  document: SHOPPER_SESSION,
  asCustomer: true,
  async prepare({ c, store }): Promise<Prepared<ShopperSessionQueryVariables, ShopperSession>> {
    if (c.var.graphql.hasCustomer) return { variables: {} }
    const guest: ShopperSession = { signedIn: false, firstName: null, cartQuantity: 0, wishlistCount: 0 }
    const cartId = c.var.session.cartId
    if (!cartId) return { answer: guest }
    try {
      const data = await c.var.graphql.query(CART_TOTAL_QUANTITY, { cartId }, { asCustomer: false, store })
      return { answer: { ...guest, cartQuantity: data.cart?.total_quantity ?? 0 } }
    } catch (error) {
      if (error instanceof GraphQLCallError && error.category === NO_SUCH_ENTITY_CATEGORY) return { answer: guest }
      throw error
    }
  },
  answer: (data): ShopperSession => ({
    signedIn: true,
    firstName: data.customer?.firstname ?? null,
    cartQuantity: data.customerCart?.total_quantity ?? 0,
    // SPEC §7 "wishlist items count": Magento keeps one list per customer unless multiple lists are on.
    wishlistCount: (data.customer?.wishlists ?? []).reduce((sum, list) => sum + (list.items_count ?? 0), 0),
  }),
})

const customer = runsDocument('customer', {
  document: CUSTOMER_PROFILE,
  asCustomer: true,
  prepare: sameVariables,
  answer: dataAsIs,
})

/** The token goes into the httpOnly cookie and never into the answer (DESIGN "Security model"). */
const generateCustomerToken = runsDocument('generateCustomerToken', {
  document: GENERATE_CUSTOMER_TOKEN,
  asCustomer: false,
  async prepare(call) {
    await refuseWhenLimited(call.c, SIGN_IN_FAILURES)
    return sameVariables(call)
  },
  onRefused: ({ c }) => countFor(c, SIGN_IN_FAILURES),
  async answer(data, { c, input, store }) {
    const token = data.generateCustomerToken?.token
    if (!token) throw new UpstreamError('generateCustomerToken answered without a token')
    await adoptCustomerToken(c, token, { rememberMe: input.rememberMe, store })
    return { generateCustomerToken: { signedIn: true } }
  },
})

const signedOut: SignOutAnswer = { revokeCustomerToken: { result: true } }

/** Signed out is signed out: an already expired token, or none at all, reaches the same end. */
const revokeCustomerToken = runsDocument('revokeCustomerToken', {
  document: REVOKE_CUSTOMER_TOKEN,
  asCustomer: true,
  prepare: ({ c, input }) => {
    if (c.var.session.customerToken) return { variables: input }
    forgetCustomer(c)
    return { answer: signedOut }
  },
  answer: (_data, { c }) => {
    forgetCustomer(c)
    return signedOut
  },
  whenSessionEnded: ({ c }) => {
    forgetCustomer(c)
    return signedOut
  },
})

/**
 * The new cart's id goes only into the httpOnly cart cookie: page scripts never hold a cart id, as
 * every cart operation takes it from the cookie. A signed-in customer gets their own cart (what a
 * real Magento's createEmptyCart does for a customer token).
 */
const createEmptyCart = runsDocument('createEmptyCart', {
  document: CREATE_EMPTY_CART,
  asCustomer: false,
  async prepare({ c, input, store }) {
    if (!c.var.graphql.hasCustomer) return { variables: input }
    setCartCookie(c, (await c.var.graphql.query(CUSTOMER_CART_ID, {}, { asCustomer: true, store })).customerCart.id)
    return { answer: { createEmptyCart: { created: true } } }
  },
  answer(data, { c }) {
    if (!data.createEmptyCart) throw new UpstreamError('createEmptyCart answered without a cart id')
    setCartCookie(c, data.createEmptyCart)
    return { createEmptyCart: { created: true } }
  },
})

/** As the customer when signed in: a customer's own address may only be subscribed by them. */
const subscribeEmailToNewsletter = runsDocument('subscribeEmailToNewsletter', {
  document: SUBSCRIBE_EMAIL_TO_NEWSLETTER,
  asCustomer: true,
  async prepare(call) {
    await spendAttempt(call.c, NEWSLETTER_SIGNUPS, call.input.email)
    return sameVariables(call)
  },
  answer: dataAsIs,
})

/**
 * SPEC §4 "Remove": the cart comes from the httpOnly cookie, never from the browser; as the customer
 * when signed in (a customer's cart needs their token). With no cart there is nothing to remove.
 */
const removeItemFromCart = runsDocument('removeItemFromCart', {
  document: REMOVE_ITEM_FROM_CART,
  asCustomer: true,
  prepare: ({ c, input }) =>
    c.var.session.cartId
      ? { variables: { cartId: c.var.session.cartId, itemUid: input.itemUid } }
      : { answer: { removeItemFromCart: { cart: { total_quantity: 0 } } } },
  answer: (data) => ({ removeItemFromCart: { cart: { total_quantity: data.removeItemFromCart?.cart.total_quantity ?? 0 } } }),
})

/** SPEC §6: guests may ask too, so it goes without the customer's token. */
const requestStockNotification = runsDocument('requestStockNotification', {
  document: REQUEST_STOCK_NOTIFICATION,
  asCustomer: false,
  async prepare(call) {
    await spendAttempt(call.c, STOCK_ALERTS)
    return sameVariables(call)
  },
  answer: dataAsIs,
})

const requestPasswordResetEmail = runsDocument('requestPasswordResetEmail', {
  document: REQUEST_PASSWORD_RESET_EMAIL,
  asCustomer: false,
  captchaToken: (input) => input.recaptchaToken,
  async prepare({ c, input }) {
    await spendAttempt(c, PASSWORD_RESET_REQUESTS)
    return { variables: { email: input.email } }
  },
  answer: dataAsIs,
})

const resetPassword = runsDocument('resetPassword', {
  document: RESET_PASSWORD,
  asCustomer: false,
  captchaToken: (input) => input.recaptchaToken,
  prepare: ({ input }) => ({ variables: { email: input.email, resetPasswordToken: input.resetPasswordToken, newPassword: input.newPassword } }),
  answer: dataAsIs,
})

/** By method name, as the browser calls them: every name of the contract, each with its own operation. */
export const NAMED_OPERATIONS = {
  storeConfig,
  cmsBlocks,
  categoryMenu,
  printerFinderSeries,
  printerFinderModels,
  searchSuggestions,
  cartTotalQty,
  basketPanel,
  session,
  customer,
  generateCustomerToken,
  revokeCustomerToken,
  createEmptyCart,
  addProductsToCart,
  buyTogetherAndSave,
  switchToAlternative,
  myPrinters,
  addMyPrinter,
  createProductReview,
  wishlistProduct,
  wishlistPanel,
  addProductsToWishlist,
  removeProductsFromWishlist,
  subscribeEmailToNewsletter,
  removeItemFromCart,
  requestStockNotification,
  requestPasswordResetEmail,
  resetPassword,
} satisfies { [Name in ApiName]: NamedOperation<Name> }
