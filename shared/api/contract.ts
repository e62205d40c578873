/**
 * @module
 * The browser's API, /api/magento/:methodName (SPEC §7 "POST /{integrationTag}/{methodName}"), as
 * one contract: each operation's name, method, input (`API_INPUTS`) and answer. The worker's
 * registry is checked against it (`worker/api/operations.ts`); the browser's `callApi` infers the
 * method, the input and the answer from the name. Reads are GETs (cacheable when anonymous), writes
 * POSTs, so a link can never trigger a write.
 */
import type { z } from 'zod'
import type {
  CmsBlocksQuery,
  CustomerProfileQuery,
  CartTotalQuantityQuery,
  RequestPasswordResetEmailMutation,
  RequestStockNotificationMutation,
  ResetPasswordMutation,
  StoreConfigQuery,
  SubscribeEmailToNewsletterMutation,
} from '../graphql/generated'
import type { FinderModelList, FinderSeriesList } from '../rules/printer-finder'
import type { SearchSuggestions } from '../rules/search-suggestions'
import type { BasketView } from '../views/basket-view'
import type { MyWishlistView } from '../views/wishlist-view'
import type {
  AddToCartAnswer,
  BuyTogetherAnswer,
  CategoryMenuAnswer,
  CreatedCartAnswer,
  RemovedLineAnswer,
  ReviewAnswer,
  SavedPrintersAnswer,
  SavePrinterAnswer,
  ShopperSession,
  SignInAnswer,
  SignOutAnswer,
  WishlistAnswer,
} from './answers'
import type { API_INPUTS } from './inputs'

/** Each operation's answer, by name. */
type Answers = {
  storeConfig: StoreConfigQuery
  cmsBlocks: CmsBlocksQuery
  categoryMenu: CategoryMenuAnswer
  printerFinderSeries: FinderSeriesList
  printerFinderModels: FinderModelList
  searchSuggestions: SearchSuggestions
  cartTotalQty: CartTotalQuantityQuery
  basketPanel: BasketView
  session: ShopperSession
  customer: CustomerProfileQuery
  generateCustomerToken: SignInAnswer
  revokeCustomerToken: SignOutAnswer
  createEmptyCart: CreatedCartAnswer
  addProductsToCart: AddToCartAnswer
  buyTogetherAndSave: BuyTogetherAnswer
  switchToAlternative: AddToCartAnswer
  myPrinters: SavedPrintersAnswer
  addMyPrinter: SavePrinterAnswer
  createProductReview: ReviewAnswer
  wishlistProduct: WishlistAnswer
  wishlistPanel: MyWishlistView
  addProductsToWishlist: WishlistAnswer
  removeProductsFromWishlist: WishlistAnswer
  subscribeEmailToNewsletter: SubscribeEmailToNewsletterMutation
  removeItemFromCart: RemovedLineAnswer
  requestStockNotification: RequestStockNotificationMutation
  requestPasswordResetEmail: RequestPasswordResetEmailMutation
  resetPassword: ResetPasswordMutation
}

export type ApiName = keyof Answers

export type ApiMethod = 'GET' | 'POST'

/** Each operation's method: reads GET, writes POST. The one part of the contract the browser needs at run time. */
export const API_METHODS = {
  storeConfig: 'GET',
  cmsBlocks: 'GET',
  categoryMenu: 'GET',
  printerFinderSeries: 'GET',
  printerFinderModels: 'GET',
  searchSuggestions: 'GET',
  cartTotalQty: 'GET',
  basketPanel: 'GET',
  session: 'GET',
  customer: 'GET',
  generateCustomerToken: 'POST',
  revokeCustomerToken: 'POST',
  createEmptyCart: 'POST',
  addProductsToCart: 'POST',
  buyTogetherAndSave: 'POST',
  switchToAlternative: 'POST',
  myPrinters: 'GET',
  addMyPrinter: 'POST',
  createProductReview: 'POST',
  wishlistProduct: 'GET',
  wishlistPanel: 'GET',
  addProductsToWishlist: 'POST',
  removeProductsFromWishlist: 'POST',
  subscribeEmailToNewsletter: 'POST',
  removeItemFromCart: 'POST',
  requestStockNotification: 'POST',
  requestPasswordResetEmail: 'POST',
  resetPassword: 'POST',
} as const satisfies Record<ApiName, ApiMethod>

/** What the browser sends (before defaults and transforms). */
export type ApiInput<Name extends ApiName> = z.input<(typeof API_INPUTS)[Name]>

/** What the worker receives once the input is validated. */
export type ApiVariables<Name extends ApiName> = z.output<(typeof API_INPUTS)[Name]>

export type ApiAnswer<Name extends ApiName> = Answers[Name]

/** Whether a method name is one of the contract's (a Map-free own-property check, so `constructor` is not). */
export function isApiName(name: string): name is ApiName {
  return Object.hasOwn(API_METHODS, name)
}
