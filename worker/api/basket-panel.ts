/**
 * @module
 * The basket side panel's read (SPEC §2 "On demand": the cart panel shows the basket's lines and
 * totals): the basket page's own query and view, on the cart the shopper already has (none is
 * created to be shown empty). Sent as the customer when signed in, so never publicly cached.
 */
import { z } from 'zod'
import { EMPTY_BASKET, type BasketView } from '../../client/components/basket/basket-view'
import { BASKET_PAGE } from '../../shared/graphql/documents/cart'
import { existingCartId } from '../actions/shoppers-cart'
import { basketView } from '../loaders/basket-page'
import { defineOperation } from './define-operation'

export const basketPanel = defineOperation({
  document: BASKET_PAGE,
  kind: 'query',
  asCustomer: true,
  variables: z.object({}).strict(),
  async prepare({ c, store }) {
    const cartId = await existingCartId(c.var.graphql, store, c.var.session.cartId)
    return cartId ? { variables: { cartId } } : { answer: EMPTY_BASKET }
  },
  after: (data): BasketView => (data.cart ? basketView(data.cart) : EMPTY_BASKET),
})
