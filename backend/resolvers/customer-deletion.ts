/**
 * @module
 * `deleteCustomer`: the signed-in customer deletes their own account (Magento 2.4.7's
 * CustomerGraphQl DeleteCustomer: a customer's token is required and a locked account is refused,
 * as its GetCustomer refuses one). Orders stay, without the customer.
 */
import type { BackendContext } from '../context'
import { deleteCustomerAccount } from '../db/customer-deletion'
import { MagentoError } from '../graphql/errors'
import { currentCustomer } from './customer'

export const customerDeletionMutations = {
  deleteCustomer: async (_s: unknown, _a: object, context: BackendContext) => {
    const customer = await currentCustomer(context)
    if (customer.lock_expires_at && customer.lock_expires_at > new Date().toISOString()) throw new MagentoError('The account is locked.', 'graphql-authentication')
    await deleteCustomerAccount(context.db, customer)
    return true
  },
}
