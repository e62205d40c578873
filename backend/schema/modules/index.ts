/**
 * @module
 * Parts of Magento's schema kept in files of their own, one per Magento area, merged after
 * `magento-subset.graphqls` (a type declared again gains the later fields, as Magento's module files
 * do). New areas of the API go here rather than into the one large subset file.
 */
import cartFidelity from './cart-fidelity.graphqls'
import catalogFidelity from './catalog-fidelity.graphqls'
import compareLists from './compare-lists.graphqls'
import customerDeletion from './customer-deletion.graphqls'
import eav from './eav.graphqls'
import openSourceAdditions from './open-source-additions.graphqls'
import sales from './sales.graphqls'
import sendFriend from './send-friend.graphqls'
import wishlist from './wishlist.graphqls'

export const magentoModuleSDL: readonly string[] = [catalogFidelity, cartFidelity, eav, sales, compareLists, customerDeletion, sendFriend, wishlist, openSourceAdditions]
