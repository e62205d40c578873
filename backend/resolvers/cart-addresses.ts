/**
 * @module
 * A cart's shipping and billing addresses (Magento's CartAddressInterface): reading them, and
 * turning an address typed at checkout or one from the customer's address book into the cart's.
 */
import type { BackendContext } from '../context'
import { cartAddresses, type CartAddressRecord } from '../db/checkout'
import { findAllowedCountry } from '../db/countries'
import { findAddress } from '../db/customer-addresses'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import type { CartSource } from './cart'
import type { Resolver } from './types'

export type AddressSource = { cart: CartSource; address: CartAddressRecord }

/** The cart's shipping and billing address, each null while it has none. */
export async function addressesOf(cart: CartSource, context: BackendContext) {
  const all = await cartAddresses(context.db, cart.id)
  return { shipping: all.find((a) => a.kind === 'shipping') ?? null, billing: all.find((a) => a.kind === 'billing') ?? null }
}

export const cartAddressResolvers: Record<string, Resolver<AddressSource, never>> = {
  uid: ({ cart, address }) => btoa(`${cart.id}:${address.kind}`),
  firstname: ({ address }) => address.firstname,
  lastname: ({ address }) => address.lastname,
  company: ({ address }) => address.company,
  street: ({ address }) => address.street,
  city: ({ address }) => address.city,
  postcode: ({ address }) => address.postcode,
  telephone: ({ address }) => address.telephone,
  vat_id: ({ address }) => address.vat_id,
  region: ({ address }) => (address.region || address.region_id ? { code: address.region, label: address.region, region_id: address.region_id } : null),
  country: async ({ address }, _a, context) => {
    const country = await findAllowedCountry(context.db, address.country_code)
    return { code: address.country_code, label: country?.full_name_english ?? address.country_code }
  },
  fax: () => null,
  middlename: () => null,
  prefix: () => null,
  suffix: () => null,
}

export type AddressInput = {
  firstname: string
  lastname: string
  company?: string | null
  street: string[]
  city: string
  region?: string | null
  region_id?: number | null
  postcode?: string | null
  country_code: string
  telephone?: string | null
  vat_id?: string | null
}

/** An address typed at checkout, checked and tidied as the cart keeps it. */
export function toAddress(kind: 'shipping' | 'billing', input: AddressInput, notes: string | null): CartAddressRecord {
  // SPEC §3: the street is a list with blank lines dropped.
  const street = input.street.map((line) => line.trim()).filter(Boolean)
  const required: [string, string][] = [
    ['firstname', input.firstname],
    ['lastname', input.lastname],
    ['city', input.city],
    ['country_code', input.country_code],
  ]
  for (const [field, value] of required) if (!value.trim()) throw inputError(`Required parameter "${field}" is missing`)
  if (street.length === 0) throw inputError('Required parameter "street" is missing')
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)
  return {
    kind,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: text(input.company),
    street,
    city: input.city.trim(),
    region: text(input.region),
    region_id: input.region_id ?? null,
    postcode: text(input.postcode)?.toUpperCase() ?? null,
    country_code: input.country_code.trim().toUpperCase(),
    telephone: text(input.telephone),
    vat_id: text(input.vat_id),
    customer_notes: notes,
  }
}

/** A saved address of the signed-in customer, as a cart address (SPEC §3: customer_address_id). */
export async function savedAddress(id: number, kind: 'shipping' | 'billing', context: BackendContext): Promise<CartAddressRecord> {
  if (context.customerId === null) throw new MagentoError("The current customer isn't authorized.", 'graphql-authorization')
  const saved = await findAddress(context.db, context.customerId, id)
  if (!saved) throw noSuchEntity(`Could not find a address with ID "${id}"`)
  return {
    kind,
    firstname: saved.firstname,
    lastname: saved.lastname,
    company: saved.company,
    street: saved.street,
    city: saved.city,
    region: saved.region,
    region_id: saved.region_id,
    postcode: saved.postcode,
    country_code: saved.country_code,
    telephone: saved.telephone,
    vat_id: saved.vat_id,
    customer_notes: null,
  }
}
