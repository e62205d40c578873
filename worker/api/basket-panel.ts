/**
 * @module
 * The basket side panel's read (SPEC §2 "On demand": the cart panel shows the basket's lines and
 * totals): the basket page's own query and view, on the cart the shopper already has (none is
 * created to be shown empty). Sent as the customer when signed in, so never publicly cached.
 */
import { BASKET_PAGE } from '../../shared/graphql/documents/cart'
import { EMPTY_BASKET } from '../../shared/views/basket-view'
import { existingCartId } from '../actions/shoppers-cart'
import { basketView } from '../loaders/basket-page'
import { runsDocument } from './define-operation'

export const basketPanel = runsDocument('basketPanel', {
  document: BASKET_PAGE,
  asCustomer: true,
  async prepare({ c, store }) {
    const cartId = await existingCartId(c.var.graphql, store, c.var.session.cartId)
    return cartId ? { variables: { cartId } } : { answer: EMPTY_BASKET }
  },
  answer: (data) => (data.cart ? basketView(data.cart) : EMPTY_BASKET),
})
