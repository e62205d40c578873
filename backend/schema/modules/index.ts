/**
 * @module
 * Parts of Magento's schema kept in files of their own, one per Magento area, merged after
 * `magento-subset.graphqls` (a type declared again gains the later fields, as Magento's module files
 * do). New areas of the API go here rather than into the one large subset file.
 */
import cartFidelity from './cart-fidelity.graphqls'
import catalogFidelity from './catalog-fidelity.graphqls'
import clearWishlist from './clear-wishlist.graphqls'
import compareLists from './compare-lists.graphqls'
import customer248 from './customer-2-4-8.graphqls'
import customer249 from './customer-2-4-9.graphqls'
import customerDeletion from './customer-deletion.graphqls'
import eav from './eav.graphqls'
import guestOrderCancellation from './guest-order-cancellation.graphqls'
import openSourceAdditions from './open-source-additions.graphqls'
import recaptchaFormConfig from './recaptcha-form-config.graphqls'
import sales from './sales.graphqls'
import sendFriend from './send-friend.graphqls'
import wishlist from './wishlist.graphqls'

export const magentoModuleSDL: readonly string[] = [catalogFidelity, cartFidelity, eav, sales, compareLists, customerDeletion, sendFriend, wishlist, openSourceAdditions,
  // Root fields Open Source added in 2.4.8 and 2.4.9, after the types they extend.
  customer248, guestOrderCancellation, recaptchaFormConfig, customer249, clearWishlist]
