/**
 * @module
 * Magento's vault of stored cards. The shop stores no card details (payment methods are offline or
 * external), so a signed-in customer's vault is always empty and no token can be deleted.
 */
import type { BackendContext } from '../context'
import { noSuchEntity } from '../graphql/errors'
import { currentCustomer } from './customer'

const emptyVault = () => ({ items: [] })

export const paymentTokenQueries = {
  customerPaymentTokens: async (_s: unknown, _a: unknown, context: BackendContext) => {
    await currentCustomer(context)
    return emptyVault()
  },
}

export const paymentTokenMutations = {
  deletePaymentToken: async (_s: unknown, args: { public_hash: string }, context: BackendContext) => {
    await currentCustomer(context)
    throw noSuchEntity(`Could not find a token using public hash: ${args.public_hash}`)
  },
}
