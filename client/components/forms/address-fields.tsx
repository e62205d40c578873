import type { HTMLInputAutoCompleteAttribute } from 'react'
import type { MessageKey } from '../../../shared/messages/translate'
import type { PageProps } from '../page-props'
import { TextField } from './text-field'

/** An address as the UK address form holds it (the worker's `AddressView`). */
export type AddressValues = {
  firstname: string
  lastname: string
  street1: string
  street2: string
  city: string
  county: string
  postcode: string
  telephone: string
}
export type AddressErrors = Partial<Record<keyof AddressValues, MessageKey>>

export const EMPTY_ADDRESS: AddressValues = { firstname: '', lastname: '', street1: '', street2: '', city: '', county: '', postcode: '', telephone: '' }

type FieldSpec = { label: MessageKey; autoComplete: HTMLInputAutoCompleteAttribute; optional?: true; type?: 'tel'; inputMode?: 'tel' }

// The UK address pattern with the browser's autofill names (WHATWG autocomplete tokens).
const FIELDS: Record<keyof AddressValues, FieldSpec> = {
  firstname: { label: 'checkout.address.firstname', autoComplete: 'given-name' },
  lastname: { label: 'checkout.address.lastname', autoComplete: 'family-name' },
  street1: { label: 'checkout.address.street1', autoComplete: 'address-line1' },
  street2: { label: 'checkout.address.street2', autoComplete: 'address-line2', optional: true },
  city: { label: 'checkout.address.city', autoComplete: 'address-level2' },
  county: { label: 'checkout.address.county', autoComplete: 'address-level1', optional: true },
  postcode: { label: 'checkout.address.postcode', autoComplete: 'postal-code' },
  telephone: { label: 'checkout.address.telephone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
}

type AddressFieldsProps = Pick<PageProps, 't'> & {
  legend: string
  values: AddressValues
  errors: AddressErrors
  /** Prefix of the field names, so a second address on one page has its own (`billing_`). */
  prefix?: string
  /** The autofill section, so the browser keeps the delivery and billing addresses apart (none in the address book). */
  section?: 'shipping' | 'billing' | undefined
}

/** The autofill token, in its section when there is one (`shipping postal-code`). */
function autofill(section: AddressFieldsProps['section'], token: HTMLInputAutoCompleteAttribute): HTMLInputAutoCompleteAttribute {
  if (!section) return token
  const sectioned: string = `${section} ${token}`
  return sectioned as HTMLInputAutoCompleteAttribute
}

/** The UK address form: names, two street lines, town, county, postcode and telephone; the country is the UK. */
export function AddressFields({ t, legend, values, errors, prefix = '', section }: AddressFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-semibold text-ink-900">{legend}</legend>
      {(Object.keys(FIELDS) as (keyof AddressValues)[]).map((field) => {
        const spec = FIELDS[field]
        return (
          <TextField
            key={field}
            t={t}
            name={`${prefix}${field}`}
            label={t(spec.label)}
            value={values[field]}
            error={errors[field]}
            optional={spec.optional === true}
            autoComplete={autofill(section, spec.autoComplete)}
            type={spec.type}
            inputMode={spec.inputMode}
          />
        )
      })}
      <p className="text-sm text-ink-700">{t('checkout.address.countryNote')}</p>
    </fieldset>
  )
}
