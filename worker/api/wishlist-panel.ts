/**
 * @module
 * The wish-list side panel's read (SPEC §2 "On demand"; issue 17 point 7 "the wish-list panel with
 * its lines"): the account page's query and card mapping, as the signed-in customer. A guest has no
 * wish list (SPEC §4: adding needs an authenticated customer), so nothing is asked for one.
 */
import { z } from 'zod'
import type { MyWishlistView } from '../../client/components/account/my-wishlist'
import { ACCOUNT_WISHLIST } from '../../shared/graphql/documents/wishlist'
import { wishlistView } from '../loaders/my-wishlist'
import { defineOperation } from './define-operation'

const NONE: MyWishlistView = { wishlistId: null, items: [] }

export const wishlistPanel = defineOperation({
  document: ACCOUNT_WISHLIST,
  kind: 'query',
  asCustomer: true,
  variables: z.object({}).strict(),
  prepare: ({ c, input }) => (c.var.graphql.hasCustomer ? { variables: input } : { answer: NONE }),
  after: wishlistView,
})
