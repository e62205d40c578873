/**
 * @module
 * What the account pages' forms change (issue 17 point 5; SPEC §4 "Update profile", §5): the name,
 * the e-mail (with the password), the password, the newsletter, and the address book. Always as
 * the signed-in customer; the back end's refusal comes back as the message the page shows.
 */
import {
  CHANGE_CUSTOMER_PASSWORD,
  CREATE_CUSTOMER_ADDRESS,
  DELETE_CUSTOMER_ADDRESS,
  UPDATE_CUSTOMER_ADDRESS,
  UPDATE_CUSTOMER_EMAIL,
  UPDATE_CUSTOMER_NAME,
  UPDATE_NEWSLETTER,
} from '../../shared/graphql/documents/account'
import type { MessageKey } from '../../shared/messages/translate'
import type { AddressValues } from '../../client/components/forms/address-fields'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import { toCartAddressInput } from './checkout-forms'

export type ChangeOutcome = { ok: true } | { ok: false; error: MessageKey }

const AS_CUSTOMER = { asCustomer: true } as const

/** Magento's words for a wrong password and for an address already taken. */
const WRONG_PASSWORD = /password|login/i
const EMAIL_TAKEN = /already exists/i

async function change(call: () => Promise<unknown>, explain: (message: string) => MessageKey = () => 'account.saveFailed'): Promise<ChangeOutcome> {
  try {
    await call()
    return { ok: true }
  } catch (error) {
    // An ended session is not the form's fault: it goes on to the error handler (signed out, home).
    if (error instanceof GraphQLCallError) return { ok: false, error: explain(error.message) }
    throw error
  }
}

export const updateName = (graphql: GraphQLTransport, name: { firstname: string; lastname: string }) =>
  change(() => graphql.mutate(UPDATE_CUSTOMER_NAME, name, AS_CUSTOMER))

/** SPEC §4 "Update profile": the e-mail first, confirmed by the password. */
export const updateEmail = (graphql: GraphQLTransport, email: string, password: string) =>
  change(
    () => graphql.mutate(UPDATE_CUSTOMER_EMAIL, { email, password }, AS_CUSTOMER),
    (message) => (EMAIL_TAKEN.test(message) ? 'account.register.exists' : WRONG_PASSWORD.test(message) ? 'account.profile.wrongPassword' : 'account.saveFailed'),
  )

export const changePassword = (graphql: GraphQLTransport, currentPassword: string, newPassword: string) =>
  change(
    () => graphql.mutate(CHANGE_CUSTOMER_PASSWORD, { currentPassword, newPassword }, AS_CUSTOMER),
    (message) => (/doesn't match|invalid login/i.test(message) ? 'account.profile.wrongPassword' : 'account.saveFailed'),
  )

export const setNewsletter = (graphql: GraphQLTransport, subscribed: boolean) => change(() => graphql.mutate(UPDATE_NEWSLETTER, { subscribed }, AS_CUSTOMER))

export type SavedAddress = { values: AddressValues; defaultShipping: boolean; defaultBilling: boolean }

/** Magento's CustomerAddressInput: the UK pattern of the checkout with the default flags. */
function addressInput(address: SavedAddress) {
  const { region, ...rest } = toCartAddressInput(address.values)
  return { ...rest, country_code: 'GB' as const, ...(region ? { region: { region } } : {}), default_shipping: address.defaultShipping, default_billing: address.defaultBilling }
}

export const createAddress = (graphql: GraphQLTransport, address: SavedAddress) => change(() => graphql.mutate(CREATE_CUSTOMER_ADDRESS, { input: addressInput(address) }, AS_CUSTOMER))

export const updateAddress = (graphql: GraphQLTransport, id: number, address: SavedAddress) =>
  change(() => graphql.mutate(UPDATE_CUSTOMER_ADDRESS, { id, input: addressInput(address) }, AS_CUSTOMER))

/** Magento refuses to delete a default address; the page then says what to do instead. */
export const deleteAddress = (graphql: GraphQLTransport, id: number) =>
  change(
    () => graphql.mutate(DELETE_CUSTOMER_ADDRESS, { id }, AS_CUSTOMER),
    (message) => (/default/i.test(message) ? 'account.address.isDefault' : 'account.saveFailed'),
  )
