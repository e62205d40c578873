/**
 * @module
 * `customerGroup` (Magento 2.4.9's CustomerGraphQl): the uid (base64 of the id) of the group prices
 * and rules would be chosen by. The shop has Magento's default groups only: a signed-in customer is
 * in General (1), a guest in NOT LOGGED IN (0). Magento answers only while the store shares the
 * group (customer/account_information/graphql_share_customer_group); this shop shares it.
 */
import type { BackendContext } from '../context'
import { currentCustomer } from './customer'
import { toUid } from './uid'

const NOT_LOGGED_IN = 0
const GENERAL = 1

export const customerGroupQueries = {
  customerGroup: async (_s: unknown, _a: object, context: BackendContext) => {
    if (context.customerId === null) return { uid: toUid(NOT_LOGGED_IN) }
    // A token whose customer is gone is refused as the customer query refuses it.
    await currentCustomer(context)
    return { uid: toUid(GENERAL) }
  },
}
