/**
 * @module
 * The customer's address book (SPEC §3: street as a list with blanks dropped) and the newsletter.
 */
import type { BackendContext } from '../context'
import { deleteAddress, findAddress, insertAddress, listAddresses, replaceAddress, subscribe, type AddressFields, type SavedAddress } from '../db/customer-addresses'
import { findCustomerByEmail } from '../db/customers'
import { inputError, noSuchEntity } from '../graphql/errors'
import { EMAIL_ADDRESS } from './email-address'
import { currentCustomer } from './customer'

export type AddressInput = {
  firstname?: string | null
  lastname?: string | null
  company?: string | null
  telephone?: string | null
  street?: (string | null)[] | null
  city?: string | null
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null
  postcode?: string | null
  country_code?: string | null
  default_shipping?: boolean | null
  default_billing?: boolean | null
  vat_id?: string | null
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

/** The full address from input, on top of an existing one for an update. */
export function addressFields(input: AddressInput, existing: SavedAddress | null): AddressFields {
  const pick = <K extends keyof AddressInput>(key: K) => (input[key] !== undefined ? input[key] : undefined)
  const street = pick('street') !== undefined ? (input.street ?? []).map((l) => l?.trim() ?? '').filter(Boolean) : (existing?.street ?? [])
  const fields: AddressFields = {
    firstname: text(pick('firstname') ?? existing?.firstname) ?? '',
    lastname: text(pick('lastname') ?? existing?.lastname) ?? '',
    company: pick('company') !== undefined ? text(input.company) : (existing?.company ?? null),
    street,
    city: text(pick('city') ?? existing?.city) ?? '',
    region: input.region !== undefined ? text(input.region?.region) : (existing?.region ?? null),
    region_code: input.region !== undefined ? text(input.region?.region_code) : (existing?.region_code ?? null),
    region_id: input.region !== undefined ? (input.region?.region_id ?? null) : (existing?.region_id ?? null),
    postcode: pick('postcode') !== undefined ? (text(input.postcode)?.toUpperCase() ?? null) : (existing?.postcode ?? null),
    country_code: text(pick('country_code') ?? existing?.country_code) ?? '',
    telephone: pick('telephone') !== undefined ? text(input.telephone) : (existing?.telephone ?? null),
    vat_id: pick('vat_id') !== undefined ? text(input.vat_id) : (existing?.vat_id ?? null),
    default_shipping: input.default_shipping ?? existing?.default_shipping ?? false,
    default_billing: input.default_billing ?? existing?.default_billing ?? false,
  }
  const missing = (['firstname', 'lastname', 'city', 'country_code'] as const).filter((k) => !fields[k])
  if (fields.street.length === 0) missing.push('street' as never)
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`)
  return fields
}

export const addressView = (a: SavedAddress) => ({
  ...a,
  country_id: a.country_code,
  region: a.region || a.region_code || a.region_id ? { region: a.region, region_code: a.region_code, region_id: a.region_id } : null,
  fax: null,
  middlename: null,
  prefix: null,
  suffix: null,
})

export const customerAddressFields = {
  addresses: async (_c: unknown, _a: object, context: BackendContext) => (await listAddresses(context.db, (await currentCustomer(context)).id)).map(addressView),
  default_shipping: async (_c: unknown, _a: object, context: BackendContext) => {
    const found = (await listAddresses(context.db, (await currentCustomer(context)).id)).find((a) => a.default_shipping)
    return found ? String(found.id) : null
  },
  default_billing: async (_c: unknown, _a: object, context: BackendContext) => {
    const found = (await listAddresses(context.db, (await currentCustomer(context)).id)).find((a) => a.default_billing)
    return found ? String(found.id) : null
  },
}

export const addressMutations = {
  createCustomerAddress: async (_s: unknown, args: { input: AddressInput }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    const id = await insertAddress(context.db, customer.id, addressFields(args.input, null))
    return addressView((await findAddress(context.db, customer.id, id))!)
  },

  updateCustomerAddress: async (_s: unknown, args: { id: number; input?: AddressInput | null }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    const existing = await findAddress(context.db, customer.id, args.id)
    if (!existing) throw noSuchEntity(`Could not find a address with ID "${args.id}"`)
    await replaceAddress(context.db, customer.id, args.id, addressFields(args.input ?? {}, existing))
    return addressView((await findAddress(context.db, customer.id, args.id))!)
  },

  deleteCustomerAddress: async (_s: unknown, args: { id: number }, context: BackendContext) => {
    const customer = await currentCustomer(context)
    const existing = await findAddress(context.db, customer.id, args.id)
    if (!existing) throw noSuchEntity(`Could not find a address with ID "${args.id}"`)
    if (existing.default_billing || existing.default_shipping) throw inputError('Customer Address can not be deleted as it is set as default address')
    return deleteAddress(context.db, customer.id, args.id)
  },

  subscribeEmailToNewsletter: async (_s: unknown, args: { email: string }, context: BackendContext) => {
    const email = args.email.trim()
    if (!EMAIL_ADDRESS.test(email)) throw inputError('Enter a valid email address.')
    // A customer's own address may only be subscribed by that customer, signed in.
    const owner = await findCustomerByEmail(context.db, email)
    if (owner && owner.id !== context.customerId) throw inputError('Cannot create a newsletter subscription.')
    if (!(await subscribe(context.db, email, new Date().toISOString()))) throw inputError('This email address is already subscribed.')
    return { status: 'SUBSCRIBED' }
  },
}
