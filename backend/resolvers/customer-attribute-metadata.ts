/**
 * @module
 * The customer and address attributes this back end stores, as Magento 2.4.7 defines them
 * (`Magento\Customer\Setup\CustomerSetup::getDefaultEntities` and the `vat_id` address attribute),
 * and the customer forms that show them. Magento hides the attributes a store does not show; here an
 * attribute is shown exactly when this back end stores it: the customers table keeps prefix, middle
 * name, suffix, date of birth, tax/VAT number and gender (accepted by createCustomerV2 and
 * updateCustomerV2), the address table keeps none of prefix, middle name, suffix or fax.
 */
import type { BackendContext } from '../context'
import { listAllowedCountries } from '../db/countries'

export type CustomerEntity = 'customer' | 'customer_address'

type Rule = { name: 'INPUT_VALIDATION' | 'MAX_TEXT_LENGTH' | 'MIN_TEXT_LENGTH'; value: string }

export type CustomerAttributeDefinition = {
  code: string
  label: string
  frontend_input: 'TEXT' | 'DATE' | 'SELECT' | 'MULTILINE' | 'HIDDEN'
  is_required: boolean
  sort_order: number
  input_filter: 'NONE' | 'DATE'
  multiline_count: number
  validate_rules: Rule[]
  /** Where the options of a select come from. */
  options?: 'gender' | 'countries' | 'regions'
}

// Magento's serialised rules `max_text_length` 255 and `min_text_length` 1.
const NAME_RULES: Rule[] = [
  { name: 'MAX_TEXT_LENGTH', value: '255' },
  { name: 'MIN_TEXT_LENGTH', value: '1' },
]

const attribute = (code: string, label: string, sort_order: number, more: Partial<CustomerAttributeDefinition> = {}): CustomerAttributeDefinition => ({
  code,
  label,
  frontend_input: 'TEXT',
  is_required: false,
  sort_order,
  input_filter: 'NONE',
  // Magento answers 1 for every attribute but a multiline one.
  multiline_count: 1,
  validate_rules: [],
  ...more,
})

const CUSTOMER: readonly CustomerAttributeDefinition[] = [
  attribute('prefix', 'Name Prefix', 30),
  attribute('firstname', 'First Name', 40, { is_required: true, validate_rules: NAME_RULES }),
  attribute('middlename', 'Middle Name/Initial', 50),
  attribute('lastname', 'Last Name', 60, { is_required: true, validate_rules: NAME_RULES }),
  attribute('suffix', 'Name Suffix', 70),
  attribute('email', 'Email', 80, { is_required: true, validate_rules: [{ name: 'INPUT_VALIDATION', value: 'email' }] }),
  attribute('dob', 'Date of Birth', 90, { frontend_input: 'DATE', input_filter: 'DATE', validate_rules: [{ name: 'INPUT_VALIDATION', value: 'date' }] }),
  attribute('taxvat', 'Tax/VAT Number', 100, { validate_rules: [{ name: 'MAX_TEXT_LENGTH', value: '255' }] }),
  attribute('gender', 'Gender', 110, { frontend_input: 'SELECT', options: 'gender' }),
]

const ADDRESS: readonly CustomerAttributeDefinition[] = [
  attribute('firstname', 'First Name', 20, { is_required: true, validate_rules: NAME_RULES }),
  attribute('lastname', 'Last Name', 40, { is_required: true, validate_rules: NAME_RULES }),
  attribute('company', 'Company', 60, { validate_rules: NAME_RULES }),
  attribute('street', 'Street Address', 70, { frontend_input: 'MULTILINE', is_required: true, multiline_count: 2, validate_rules: NAME_RULES }),
  attribute('city', 'City', 80, { is_required: true, validate_rules: NAME_RULES }),
  attribute('country_id', 'Country', 90, { frontend_input: 'SELECT', is_required: true, options: 'countries' }),
  attribute('region', 'State/Province', 100),
  attribute('region_id', 'State/Province', 100, { frontend_input: 'HIDDEN', options: 'regions' }),
  attribute('postcode', 'Zip/Postal Code', 110),
  // Optional here, as Magento's `telephone_show` "opt" makes it: the address book asks for no phone.
  attribute('telephone', 'Phone Number', 120, { validate_rules: NAME_RULES }),
  attribute('vat_id', 'VAT number', 140),
]

export const CUSTOMER_ATTRIBUTES: Record<CustomerEntity, readonly CustomerAttributeDefinition[]> = { customer: CUSTOMER, customer_address: ADDRESS }

/** Magento's storefront customer forms (`customer_form_attribute`) and the entity each shows. */
export const CUSTOMER_FORMS: Readonly<Record<string, CustomerEntity>> = {
  customer_account_create: 'customer',
  customer_account_edit: 'customer',
  checkout_register: 'customer',
  customer_address_edit: 'customer_address',
  customer_register_address: 'customer_address',
}

// Magento's gender source: the two installed options and "Not Specified", added by a later patch.
const GENDERS = ['Male', 'Female', 'Not Specified']

/** The options of a select attribute: genders, or the countries and regions the shop delivers to. */
export async function customerAttributeOptions(definition: CustomerAttributeDefinition, context: BackendContext): Promise<{ label: string; value: string }[]> {
  if (definition.options === 'gender') return GENDERS.map((label, i) => ({ label, value: String(i + 1) }))
  if (!definition.options) return []
  const countries = await listAllowedCountries(context.db)
  if (definition.options === 'countries') {
    const german = context.store.locale.startsWith('de')
    return countries.map((c) => ({ label: german ? c.full_name_german : c.full_name_english, value: c.id }))
  }
  return countries.flatMap((c) => c.regions.map((r) => ({ label: r.name, value: String(r.id) })))
}
