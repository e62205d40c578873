/**
 * @module
 * A guest finding their order (Magento's SalesGraphQl GuestOrder): by number, e-mail and the billing
 * postcode (2.4.7) or the billing surname (2.4.8 and later), or by the order's token. A customer's
 * order is shown only to the signed-in customer. Unlike Magento, which compares the texts exactly,
 * the e-mail and surname match whatever their case, and the postcode whatever its spacing.
 */
import type { BackendContext } from '../context'
import { findOrderByNumber, findOrderByToken, type SalesOrderRecord } from '../db/orders'
import { inputError, MagentoError, noSuchEntity } from '../graphql/errors'
import { orderView } from './order-view'

const cannotLocate = () => noSuchEntity("We couldn't locate an order with the information provided.")

/** Postcodes as addresses keep them (upper case, single spaces): Magento compares the stored text exactly. */
const postcodeKey = (postcode: string) => postcode.trim().replace(/\s+/g, ' ').toUpperCase()

function guestOrderView(order: SalesOrderRecord | null, context: BackendContext) {
  if (!order || order.store_code !== context.store.code) throw cannotLocate()
  if (order.customer_id !== null) throw new MagentoError('Please login to view the order.', 'graphql-authorization')
  return orderView(order, context)
}

const surnameKey = (surname: string) => surname.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB')

type LookupInput = { number: string; email: string; postcode?: string | null; lastname?: string | null }

/** Whether the billing address matches what the guest gave: the surname where given, else the postcode. */
function billingMatches(billing: { postcode?: string | null; lastname?: string | null }, input: LookupInput): boolean {
  if (input.lastname) return surnameKey(billing.lastname ?? '') === surnameKey(input.lastname)
  if (input.postcode) return postcodeKey(billing.postcode ?? '') === postcodeKey(input.postcode)
  return false
}

export const guestOrderQueries = {
  guestOrder: async (_s: unknown, args: { input: LookupInput }, context: BackendContext) => {
    const { number, email, postcode, lastname } = args.input
    // Each version asks for one of the two; a document without either is refused as Magento refuses a missing field.
    if (!postcode && !lastname) throw inputError('Required parameters are missing: lastname')
    const order = await findOrderByNumber(context.db, number.trim(), context.store.code)
    const billing = order ? (JSON.parse(order.billing_address) as { postcode?: string | null; lastname?: string | null }) : null
    if (!order || !billing || order.email.toLowerCase() !== email.trim().toLowerCase() || !billingMatches(billing, args.input)) throw cannotLocate()
    return guestOrderView(order, context)
  },
  guestOrderByToken: async (_s: unknown, args: { input: { token: string } }, context: BackendContext) =>
    guestOrderView(args.input.token ? await findOrderByToken(context.db, args.input.token) : null, context),
}
