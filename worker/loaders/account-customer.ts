/**
 * @module
 * The signed-in customer as the account pages show them (SPEC §2 /customer; §3 Customer and
 * Address). Asking also proves the token still works: an ended session throws `SessionEnded`, which
 * the error handler turns into "signed out, warned, sent home" (SPEC §8).
 */
import type { AccountAddressView, AccountCustomerView } from '../../client/components/account/account-views'
import { ACCOUNT_CUSTOMER } from '../../shared/graphql/documents/account'
import type { AccountCustomerQuery } from '../../shared/graphql/generated'
import { UpstreamError } from '../graphql/errors'
import type { LoaderContext } from './loader-context'

type CustomerAddress = NonNullable<NonNullable<NonNullable<AccountCustomerQuery['customer']>['addresses']>[number]>

function addressView(address: CustomerAddress & { id: number }): AccountAddressView {
  const street = address.street ?? []
  const values = {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street1: street[0] ?? '',
    street2: street.slice(1).filter(Boolean).join(', '),
    city: address.city ?? '',
    county: address.region?.region ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  }
  return {
    id: address.id,
    values,
    label: [`${values.firstname} ${values.lastname}`.trim(), values.street1, values.street2, values.city, values.county, values.postcode].filter(Boolean).join(', '),
    defaultShipping: address.default_shipping === true,
    defaultBilling: address.default_billing === true,
  }
}

export async function loadAccountCustomer(ctx: LoaderContext): Promise<AccountCustomerView> {
  const { customer } = await ctx.graphql.query(ACCOUNT_CUSTOMER, {}, { asCustomer: true, store: ctx.store.code })
  if (!customer) throw new UpstreamError('the customer query answered without a customer')
  return {
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    email: customer.email ?? '',
    subscribed: customer.is_subscribed === true,
    addresses: (customer.addresses ?? []).flatMap((address) => (address?.id ? [addressView({ ...address, id: address.id })] : [])),
  }
}
