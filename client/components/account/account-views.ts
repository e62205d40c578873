/**
 * @module
 * What the account pages are rendered from (SPEC §3 Customer, Address), mapped from Magento's
 * customer by the worker: components never see GraphQL results.
 */
import type { AddressValues } from '../forms/address-fields'

export type AccountAddressView = {
  id: number
  values: AddressValues
  /** One line: "Name, street, town, postcode". */
  label: string
  defaultShipping: boolean
  defaultBilling: boolean
}

export type AccountCustomerView = {
  firstname: string
  lastname: string
  email: string
  subscribed: boolean
  addresses: readonly AccountAddressView[]
}
