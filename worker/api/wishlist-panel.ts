/**
 * @module
 * The wish-list side panel's read (SPEC §2 "On demand"): the account page's query and card mapping,
 * as the signed-in customer. A guest has no wish list (SPEC §4: adding needs an authenticated
 * customer), so nothing is asked for one.
 */
import { ACCOUNT_WISHLIST } from '../../shared/graphql/documents/wishlist'
import type { MyWishlistView } from '../../shared/views/wishlist-view'
import { wishlistView } from '../loaders/my-wishlist'
import { runsDocument } from './define-operation'

const NONE: MyWishlistView = { wishlistId: null, items: [] }

export const wishlistPanel = runsDocument('wishlistPanel', {
  document: ACCOUNT_WISHLIST,
  asCustomer: true,
  prepare: ({ c }) => (c.var.graphql.hasCustomer ? { variables: {} } : { answer: NONE }),
  answer: wishlistView,
})
