/**
 * @module
 * Parts of Magento's schema kept in files of their own, one per Magento area, merged after
 * `magento-subset.graphqls` (a type declared again gains the later fields, as Magento's module files
 * do). New areas of the API go here rather than into the one large subset file.
 */
import compareLists from './compare-lists.graphqls'
import customerDeletion from './customer-deletion.graphqls'
import sendFriend from './send-friend.graphqls'
import wishlist from './wishlist.graphqls'

export const magentoModuleSDL: readonly string[] = [compareLists, customerDeletion, sendFriend, wishlist]
