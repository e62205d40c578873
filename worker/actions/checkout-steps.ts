/**
 * @module
 * Each checkout step's write (SPEC §7 mutations): the guest's e-mail, the delivery address (saved or
 * typed, SPEC §5), the delivery method, the billing address, the payment method, and the order.
 * Refusals the shopper can act on come back as a message key; an unreachable back end still throws.
 */
import {
  PLACE_ORDER,
  SET_BILLING_ADDRESS_ON_CART,
  SET_GUEST_EMAIL_ON_CART,
  SET_PAYMENT_METHOD_ON_CART,
  SET_SHIPPING_ADDRESS_ON_CART,
  SET_SHIPPING_METHOD_ON_CART,
} from '../../shared/graphql/documents/checkout'
import type { MessageKey } from '../../shared/messages/translate'
import { GraphQLCallError } from '../graphql/errors'
import type { GraphQLTransport } from '../graphql/transport'
import type { AddressView } from '../loaders/checkout-state'
import { toCartAddressInput } from './checkout-forms'

export type StepResult = { ok: true } | { ok: false; error: MessageKey }

/** Runs a write; the back end's refusal (a GraphQL error) becomes the step's message (SPEC §8: its text is not shown). */
async function step(write: () => Promise<unknown>, refused: MessageKey): Promise<StepResult> {
  try {
    await write()
    return { ok: true }
  } catch (error) {
    if (error instanceof GraphQLCallError) return { ok: false, error: refused }
    throw error
  }
}

/** Where an address comes from: a saved one (SPEC §5 customer_address_id) or the form. */
export type AddressChoice = { savedId: number } | { address: AddressView }

const addressInput = (choice: AddressChoice) => ('savedId' in choice ? { customer_address_id: choice.savedId } : { address: toCartAddressInput(choice.address) })

export const setGuestEmail = (graphql: GraphQLTransport, cartId: string, email: string) =>
  step(() => graphql.mutate(SET_GUEST_EMAIL_ON_CART, { cartId, email }, { asCustomer: true }), 'checkout.error.saveFailed')

export const setShippingAddress = (graphql: GraphQLTransport, cartId: string, choice: AddressChoice) =>
  step(() => graphql.mutate(SET_SHIPPING_ADDRESS_ON_CART, { cartId, shipping: addressInput(choice) }, { asCustomer: true }), 'checkout.error.saveFailed')

/** SPEC §8 message table: "errors fetching or selecting shipping methods". */
export const setShippingMethod = (graphql: GraphQLTransport, cartId: string, carrierCode: string, methodCode: string) =>
  step(() => graphql.mutate(SET_SHIPPING_METHOD_ON_CART, { cartId, carrierCode, methodCode }, { asCustomer: true }), 'checkout.shipping.methodFailed')

export const setBillingAddress = (graphql: GraphQLTransport, cartId: string, choice: AddressChoice | 'same-as-shipping') =>
  step(
    () => graphql.mutate(SET_BILLING_ADDRESS_ON_CART, { cartId, billing: choice === 'same-as-shipping' ? { same_as_shipping: true } : addressInput(choice) }, { asCustomer: true }),
    'checkout.error.saveFailed',
  )

export const setPaymentMethod = (graphql: GraphQLTransport, cartId: string, code: string, purchaseOrderNumber: string | null) =>
  step(() => graphql.mutate(SET_PAYMENT_METHOD_ON_CART, { cartId, payment: { code, purchase_order_number: purchaseOrderNumber } }, { asCustomer: true }), 'checkout.payment.failed')

/** Places the order; Magento 2.4.7 answers a refusal in `errors`, so it is asked for. */
export async function placeOrder(graphql: GraphQLTransport, cartId: string): Promise<{ ok: true; orderNumber: string; token: string | null } | { ok: false; error: MessageKey }> {
  try {
    const { placeOrder: placed } = await graphql.mutate(PLACE_ORDER, { cartId }, { asCustomer: true })
    const orderNumber = placed?.orderV2?.number
    return orderNumber ? { ok: true, orderNumber, token: placed.orderV2?.token ?? null } : { ok: false, error: 'checkout.placeOrder.failed' }
  } catch (error) {
    if (error instanceof GraphQLCallError) return { ok: false, error: 'checkout.placeOrder.failed' }
    throw error
  }
}
