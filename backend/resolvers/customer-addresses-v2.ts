/**
 * @module
 * The address book by `uid` (Magento 2.4.9's CustomerGraphQl UpdateCustomerAddressV2 and
 * DeleteCustomerAddressV2; the integer-id forms are deprecated) and `CustomerAddress.uid`, the base64
 * of the address's id. Changes are made as the integer-id forms make them (./customer-addresses.ts);
 * the refusals are the 2.4.9 resolvers' own: an address that does not exist and another customer's
 * are told apart, and a default address names which default it is.
 */
import type { BackendContext } from '../context'
import { addressOwner } from '../db/customer-address-owner'
import { deleteAddress, findAddress, replaceAddress, type SavedAddress } from '../db/customer-addresses'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { currentCustomer } from './customer'
import { addressFields, addressView, type AddressInput } from './customer-addresses'
import { toUid } from './uid'

export const customerAddressUidField = {
  uid: (address: { id: number }) => toUid(address.id),
}

/** The address id inside a uid: Magento's Uid::decode, then PHP's (int) of the text. */
function addressIdOf(uid: string): number {
  let text: string
  try {
    text = atob(uid)
  } catch {
    throw inputError(`Value of uid "${uid}" is incorrect.`)
  }
  return Number.parseInt(text, 10) || 0
}

/** The signed-in customer's address the uid names (Magento's GetCustomerAddressV2). */
async function ownAddress(uid: string, context: BackendContext): Promise<{ customerId: number; address: SavedAddress }> {
  const customer = await currentCustomer(context)
  if (!uid) throw inputError('Address "uid" value must be specified')
  const id = addressIdOf(uid)
  const owner = id ? await addressOwner(context.db, id) : null
  if (owner === null) throw noSuchEntity('Could not find an address with the specified ID')
  if (owner !== customer.id) throw new MagentoError('Current customer does not have permission to get address with the specified ID', 'graphql-authorization')
  const address = await findAddress(context.db, customer.id, id)
  if (!address) throw noSuchEntity('Could not find an address with the specified ID')
  return { customerId: customer.id, address }
}

export const addressV2Mutations = {
  updateCustomerAddressV2: async (_s: unknown, args: { uid: string; input?: AddressInput | null }, context: BackendContext) => {
    await currentCustomer(context)
    if (!args.uid) throw inputError('Address "uid" value must be specified')
    if (!args.input || Object.keys(args.input).length === 0) throw inputError('"input" value must be specified')
    const { customerId, address } = await ownAddress(args.uid, context)
    await replaceAddress(context.db, customerId, address.id, addressFields(args.input, address))
    return addressView((await findAddress(context.db, customerId, address.id))!)
  },

  deleteCustomerAddressV2: async (_s: unknown, args: { uid: string }, context: BackendContext) => {
    const { customerId, address } = await ownAddress(args.uid, context)
    if (address.default_billing) throw inputError('Customer Address with the specified ID is set as default billing address and can not be deleted')
    if (address.default_shipping) throw inputError('Customer Address with the specified ID is set as default shipping address and can not be deleted')
    if (!(await deleteAddress(context.db, customerId, address.id))) throw noSuchEntity('Could not find an address with the specified ID')
    return true
  },
}
