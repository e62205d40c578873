/**
 * @module
 * The allow-list of named operations the browser may call through /api/magento/:methodName (SPEC §7).
 * Each runs a stored document, so a page script can never send a document of its own. Cart ids and
 * customer tokens come from httpOnly cookies and are never shown to page scripts.
 */
import { z } from 'zod'
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
import { dataAsIs, defineOperation, sameVariables, type NamedOperation, type Prepared } from './define-operation'
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

const noVariables = z.object({}).strict()
const email = z.email().max(254)
/** Optional here so the check can fail with the spec's captcha message rather than a validation one. */
const recaptchaToken = z.string().max(4096).optional()

const storeConfig = defineOperation({
  document: STORE_CONFIG,
  kind: 'query',
  asCustomer: false,
  variables: noVariables,
  prepare: sameVariables,
  after: dataAsIs,
})

const cmsBlocks = defineOperation({
  document: CMS_BLOCKS,
  kind: 'query',
  asCustomer: false,
  variables: z.object({ identifiers: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)).min(1).max(20) }).strict(),
  prepare: sameVariables,
  after: dataAsIs,
})

/** A customer's cart is only readable with their token, so this goes as the customer when signed in. */
const cartTotalQty = defineOperation({
  document: CART_TOTAL_QUANTITY,
  kind: 'query',
  asCustomer: true,
  variables: noVariables,
  // SPEC §3: total_quantity counts as 0 when there is no cart.
  prepare: ({ c }) => (c.var.session.cartId ? { variables: { cartId: c.var.session.cartId } } : { answer: { cart: { total_quantity: 0 } } }),
  after: dataAsIs,
})

/** What the shell shows about the shopper (SPEC §2 account menu and basket badge). */
export type ShopperSession = { signedIn: boolean; firstName: string | null; cartQuantity: number; wishlistCount: number }

/**
 * The header's one personal read per full page load (pages stay cacheable; DESIGN "Caching").
 * A guest without a cart costs no back-end call; a guest whose cart has gone counts 0 rather than
 * failing. A signed-in shopper's ended session answers 401 and clears the cookies (SPEC §4).
 */
const session = defineOperation({
  document: SHOPPER_SESSION,
  kind: 'query',
  asCustomer: true,
  variables: noVariables,
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
  after: (data): ShopperSession => ({
    signedIn: true,
    firstName: data.customer?.firstname ?? null,
    cartQuantity: data.customerCart?.total_quantity ?? 0,
    // SPEC §7 "wishlist items count": Magento keeps one list per customer unless multiple lists are on.
    wishlistCount: (data.customer?.wishlists ?? []).reduce((sum, list) => sum + (list.items_count ?? 0), 0),
  }),
})

const customer = defineOperation({
  document: CUSTOMER_PROFILE,
  kind: 'query',
  asCustomer: true,
  variables: noVariables,
  prepare: sameVariables,
  after: dataAsIs,
})

/** The token goes into the httpOnly cookie and never into the answer (DESIGN "Security model"). */
const generateCustomerToken = defineOperation({
  document: GENERATE_CUSTOMER_TOKEN,
  kind: 'mutation',
  asCustomer: false,
  variables: z.object({ email, password: z.string().min(1).max(256), rememberMe: z.boolean().default(false) }).strict(),
  prepare: sameVariables,
  async after(data, { c, input, store }) {
    const token = data.generateCustomerToken?.token
    if (!token) throw new UpstreamError('generateCustomerToken answered without a token')
    await adoptCustomerToken(c, token, { rememberMe: input.rememberMe, store })
    return { generateCustomerToken: { signedIn: true } }
  },
})

const signedOut = { revokeCustomerToken: { result: true } }

/** Signed out is signed out: an already expired token, or none at all, reaches the same end. */
const revokeCustomerToken = defineOperation({
  document: REVOKE_CUSTOMER_TOKEN,
  kind: 'mutation',
  asCustomer: true,
  variables: noVariables,
  prepare: ({ c, input }) => {
    if (c.var.session.customerToken) return { variables: input }
    forgetCustomer(c)
    return { answer: signedOut }
  },
  after: (_data, { c }) => {
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
const createEmptyCart = defineOperation({
  document: CREATE_EMPTY_CART,
  kind: 'mutation',
  asCustomer: false,
  variables: noVariables,
  async prepare({ c, input, store }) {
    if (!c.var.graphql.hasCustomer) return { variables: input }
    setCartCookie(c, (await c.var.graphql.query(CUSTOMER_CART_ID, {}, { asCustomer: true, store })).customerCart.id)
    return { answer: { createEmptyCart: { created: true } } }
  },
  after(data, { c }) {
    if (!data.createEmptyCart) throw new UpstreamError('createEmptyCart answered without a cart id')
    setCartCookie(c, data.createEmptyCart)
    return { createEmptyCart: { created: true } }
  },
})

/** As the customer when signed in: a customer's own address may only be subscribed by them. */
const subscribeEmailToNewsletter = defineOperation({
  document: SUBSCRIBE_EMAIL_TO_NEWSLETTER,
  kind: 'mutation',
  asCustomer: true,
  variables: z.object({ email }).strict(),
  prepare: sameVariables,
  after: dataAsIs,
})

/**
 * SPEC §4 "Remove": the cart comes from the httpOnly cookie, never from the browser; as the customer
 * when signed in (a customer's cart needs their token). With no cart there is nothing to remove.
 */
const removeItemFromCart = defineOperation({
  document: REMOVE_ITEM_FROM_CART,
  kind: 'mutation',
  asCustomer: true,
  variables: z.object({ itemUid: z.string().min(1).max(100) }).strict(),
  prepare: ({ c, input }) =>
    c.var.session.cartId
      ? { variables: { cartId: c.var.session.cartId, itemUid: input.itemUid } }
      : { answer: { removeItemFromCart: { cart: { total_quantity: 0 } } } },
  after: (data) => ({ removeItemFromCart: { cart: { total_quantity: data.removeItemFromCart?.cart.total_quantity ?? 0 } } }),
})

/** SPEC §6: guests may ask too, so it goes without the customer's token. */
const requestStockNotification = defineOperation({
  document: REQUEST_STOCK_NOTIFICATION,
  kind: 'mutation',
  asCustomer: false,
  variables: z
    .object({
      email,
      productId: z.number().int().positive(),
      categoryId: z.number().int().nonnegative(),
      categoryProduct: z.string().trim().min(1).max(255),
    })
    .strict(),
  prepare: sameVariables,
  after: dataAsIs,
})

const requestPasswordResetEmail = defineOperation({
  document: REQUEST_PASSWORD_RESET_EMAIL,
  kind: 'mutation',
  asCustomer: false,
  variables: z.object({ email, recaptchaToken }).strict(),
  captchaToken: (input) => input.recaptchaToken,
  prepare: ({ input }) => ({ variables: { email: input.email } }),
  after: dataAsIs,
})

const resetPassword = defineOperation({
  document: RESET_PASSWORD,
  kind: 'mutation',
  asCustomer: false,
  variables: z
    .object({ email, resetPasswordToken: z.string().min(1).max(256), newPassword: z.string().min(1).max(256), recaptchaToken })
    .strict(),
  captchaToken: (input) => input.recaptchaToken,
  prepare: ({ input }) => ({ variables: { email: input.email, resetPasswordToken: input.resetPasswordToken, newPassword: input.newPassword } }),
  after: dataAsIs,
})

/** By method name, as the browser calls them. A Map, so names like `constructor` find nothing. */
export const NAMED_OPERATIONS: ReadonlyMap<string, NamedOperation> = new Map(
  Object.entries({
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
  }),
)
