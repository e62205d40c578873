/**
 * @module
 * The checkout's forms as they arrive (issue 16): each field read as text, checked, and given its own
 * message, so a refused form is shown again with what was typed and what to fix next to each field.
 * The address follows the UK pattern (SPEC §5: the street as a list with blanks dropped).
 */
import { z } from 'zod'
import type { MessageKey } from '../../shared/messages/translate'
import { normaliseUkPostcode } from '../../shared/rules/uk-postcode'
import type { AddressView } from '../loaders/checkout-state'

export type AddressField = keyof AddressView
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>

/** A form's outcome: the values to send, or the values as typed with a message for each bad field. */
export type FormResult<V, F extends string> = { ok: true; values: V } | { ok: false; values: V; errors: FieldErrors<F> }

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'street1', 'street2', 'city', 'county', 'postcode', 'telephone'] as const satisfies readonly AddressField[]
const OPTIONAL: ReadonlySet<AddressField> = new Set(['street2', 'county'])
// Magento's address columns hold 255 characters; a name or a line longer than this is a mistake.
const MAX_FIELD_LENGTH = 120
// Digits with the usual separators and an optional leading +: 10 to 15 digits in all (UK numbers have 10 or 11).
const TELEPHONE = /^\+?[0-9 ()-]+$/

/** A form field as text: absent, repeated or a file is treated as empty. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

const email = z.email()

function addressFieldError(field: AddressField, value: string): MessageKey | null {
  if (!value) return OPTIONAL.has(field) ? null : 'checkout.field.required'
  if (value.length > MAX_FIELD_LENGTH) return 'checkout.field.tooLong'
  if (field === 'postcode' && !normaliseUkPostcode(value)) return 'checkout.field.postcode'
  if (field === 'telephone') return telephoneError(value)
  return null
}

/** A telephone number as people write one, 10 to 15 digits; null when it is one. */
export function telephoneError(value: string): MessageKey | null {
  const digits = value.replace(/\D/g, '').length
  return !TELEPHONE.test(value) || digits < 10 || digits > 15 ? 'checkout.field.telephone' : null
}

/** The UK address form (`prefix` names a second address on one page, e.g. `billing_`). */
export function readAddressForm(body: Record<string, unknown>, prefix = ''): FormResult<AddressView, AddressField> {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(body[`${prefix}${field}`])])) as AddressView
  const errors: FieldErrors<AddressField> = {}
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldError(field, values[field])
    if (problem) errors[field] = problem
  }
  if (Object.keys(errors).length > 0) return { ok: false, values, errors }
  return { ok: true, values: { ...values, postcode: normaliseUkPostcode(values.postcode)! } }
}

/** The guest's e-mail form. */
export function readEmailForm(body: Record<string, unknown>): FormResult<{ email: string }, 'email'> {
  const value = text(body.email)
  if (!value) return { ok: false, values: { email: value }, errors: { email: 'checkout.field.required' } }
  if (value.length > 254 || !email.safeParse(value).success) return { ok: false, values: { email: value }, errors: { email: 'form.email' } }
  return { ok: true, values: { email: value } }
}

/** The address as Magento's CartAddressInput: the street as a list with blanks dropped (SPEC §5), the UK's country. */
export function toCartAddressInput(address: AddressView) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: [address.street1, address.street2].filter((line) => line.trim() !== ''),
    city: address.city,
    region: address.county || null,
    postcode: address.postcode,
    telephone: address.telephone,
    country_code: 'GB',
  }
}
