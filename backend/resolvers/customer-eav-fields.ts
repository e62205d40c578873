/**
 * @module
 * The EAV fields of `Customer` and `CustomerAddress`, answered as Magento 2.4.7's CustomerGraphQl
 * does for a store whose customers and addresses have no custom (user-defined) attributes, as here:
 * the deprecated ids are null (its ExtractCustomerData and ExtractCustomerAddressData null them
 * "not to expose them on the storefront"), the custom attribute lists are empty.
 */
import type { BackendContext } from '../context'
import { currentCustomer } from './customer'

export const customerEavFields = {
  id: () => null,
  group_id: () => null,
  custom_attributes: () => [],
  /**
   * Magento reads the status of the signed-in customer. Signing in needs a confirmed account here
   * (SPEC §4: confirmation is required), so a signed-in customer's account is always confirmed; a
   * guest asking (say in createCustomerV2's answer) gets the authorisation error.
   */
  confirmation_status: async (_c: unknown, _a: object, context: BackendContext) => {
    const customer = await currentCustomer(context)
    return customer.is_confirmed === 1 ? 'ACCOUNT_CONFIRMED' : null
  },
}

export const customerAddressEavFields = {
  customer_id: () => null,
  // Magento's service output has no custom or extension attribute keys for such an address: null.
  custom_attributes: () => null,
  extension_attributes: () => null,
  custom_attributesV2: () => [],
}
