/**
 * @module
 * Guest checkout (Magento's QuoteGraphQl): setting the shipping and billing addresses (read in
 * cart-addresses.ts), delivery and payment methods, and placing the order. Failures to place an
 * order come back in `errors`, as in 2.4.7.
 */
import type { GraphQLResolveInfo } from 'graphql'
import type { BackendContext } from '../context'
import {
  isCountryAllowed,
  placeOrder,
  saveCartAddress,
  setPaymentMethod,
  setShippingMethod,
  type CartAddressRecord,
} from '../db/checkout'
import { findCustomerById } from '../db/customers'
import { queueEmail } from '../db/outbox'
import { inputError, MagentoError } from '../graphql/errors'
import { selectsField } from '../graphql/selects-field'
import { addressesOf, savedAddress, toAddress, type AddressInput, type AddressSource } from './cart-addresses'
import { activeCart, cartSource, cartTotals, type CartSource, type Line } from './cart'
import { excludingVat, money } from './money'
import { finalPricePence } from './product-pricing'
import { paymentMethods, shippingRates } from './shipping-rates'
import { orderView } from './order-view'
import type { Resolver } from './types'

export const cartCheckoutResolvers: Record<string, Resolver<CartSource, never>> = {
  shipping_addresses: async (cart, _a, context) => {
    const { shipping } = await addressesOf(cart, context)
    return shipping ? [{ cart, address: shipping }] : []
  },
  billing_address: async (cart, _a, context) => {
    const { billing } = await addressesOf(cart, context)
    return billing ? { cart, address: billing } : null
  },
  available_payment_methods: (_cart, _a, context) => paymentMethods(context.store).map((m) => ({ ...m, is_deferred: false })),
  selected_payment_method: (cart, _a, context) => {
    const method = paymentMethods(context.store).find((m) => m.code === cart.payment_method_code)
    return method ? { code: method.code, title: method.title, purchase_order_number: cart.purchase_order_number } : { code: '', title: '', purchase_order_number: null }
  },
}

function rateView(rate: { carrier_code: string; method_code: string; carrier_title: string; method_title: string; pence: number }, context: BackendContext) {
  return {
    carrier_code: rate.carrier_code,
    method_code: rate.method_code,
    carrier_title: rate.carrier_title,
    method_title: rate.method_title,
    amount: money(rate.pence, context.store),
    price_incl_tax: money(rate.pence, context.store),
    price_excl_tax: money(excludingVat(rate.pence), context.store),
  }
}

/** The delivery methods a cart can use to a country, as Magento's AvailableShippingMethod. */
export async function availableShippingMethods(cart: CartSource, countryCode: string, context: BackendContext) {
  // SPEC §8: no shipping methods for a country the shop does not deliver to.
  if (!(await isCountryAllowed(context.db, countryCode))) return []
  const { including, discount } = cartTotals(cart, await cart.lines(), context)
  return shippingRates(including - discount, context.store).map((rate) => ({ ...rateView(rate, context), error_message: '', available: true }))
}

export const shippingAddressResolvers: Record<string, Resolver<AddressSource, never>> = {
  customer_notes: ({ address }) => address.customer_notes,
  pickup_location_code: () => null,
  cart_items_v2: ({ cart }) => cart.lines(),
  available_shipping_methods: ({ cart, address }, _a, context) => availableShippingMethods(cart, address.country_code, context),
  selected_shipping_method: async ({ cart }, _a, context) => {
    const { rate } = cartTotals(cart, await cart.lines(), context)
    return rate ? rateView(rate, context) : null
  },
}

type PlaceOrderError = { code: 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED'; message: string }

const failed = (code: PlaceOrderError['code'], message: string) => ({ order: null, orderV2: null, errors: [{ code, message }] })

/**
 * Why an order was not placed, as a GraphQL error: for a client that did not ask for
 * `PlaceOrderOutput.errors` (many ask for `order { order_number }` only) a null order with no error
 * would be silence. Magento 2.4.8 throws the same way, with the code in `extensions.error_code`.
 */
const placeOrderFailure = ({ code, message }: PlaceOrderError) => new MagentoError(message, 'graphql-input', { error_code: code })

const checkoutSteps = {
  setShippingAddressesOnCart: async (
    _s: unknown,
    args: { input?: { cart_id: string; shipping_addresses: { customer_address_id?: number | null; address?: AddressInput | null; customer_notes?: string | null }[] } | null },
    context: BackendContext,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const cart = await activeCart(args.input.cart_id, context)
    if (args.input.shipping_addresses.length !== 1) throw inputError('You cannot specify multiple shipping addresses.')
    const [input] = args.input.shipping_addresses
    const notes = input!.customer_notes?.trim() || null
    if (input!.customer_address_id != null) await saveCartAddress(context.db, cart.id, { ...(await savedAddress(input!.customer_address_id, 'shipping', context)), customer_notes: notes })
    else if (input!.address) await saveCartAddress(context.db, cart.id, toAddress('shipping', input!.address, notes))
    else throw inputError('The shipping address must contain either "customer_address_id" or "address".')
    return { cart: cartSource(cart, context) }
  },

  setBillingAddressOnCart: async (
    _s: unknown,
    args: { input?: { cart_id: string; billing_address: { customer_address_id?: number | null; address?: AddressInput | null; same_as_shipping?: boolean | null; use_for_shipping?: boolean | null } } | null },
    context: BackendContext,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const cart = await activeCart(args.input.cart_id, context)
    const input = args.input.billing_address
    const sameAsShipping = input.same_as_shipping === true || input.use_for_shipping === true
    let address: CartAddressRecord
    if (input.customer_address_id != null) address = await savedAddress(input.customer_address_id, 'billing', context)
    else if (input.address) address = toAddress('billing', input.address, null)
    else if (sameAsShipping) {
      const { shipping } = await addressesOf(cartSource(cart, context), context)
      if (!shipping) throw inputError('Could not use the shipping address as billing address: the cart has no shipping address.')
      address = { ...shipping, kind: 'billing', customer_notes: null }
    } else throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".')
    await saveCartAddress(context.db, cart.id, address)
    if ((input.address || input.customer_address_id != null) && sameAsShipping) await saveCartAddress(context.db, cart.id, { ...address, kind: 'shipping' })
    return { cart: cartSource(cart, context) }
  },

  setShippingMethodsOnCart: async (
    _s: unknown,
    args: { input?: { cart_id: string; shipping_methods: { carrier_code: string; method_code: string }[] } | null },
    context: BackendContext,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const cart = cartSource(await activeCart(args.input.cart_id, context), context)
    if (args.input.shipping_methods.length !== 1) throw inputError('You cannot specify multiple shipping methods.')
    const [choice] = args.input.shipping_methods
    const { shipping } = await addressesOf(cart, context)
    if (!shipping) throw inputError('The shipping address is missing. Set the address and try again.')
    if (!(await isCountryAllowed(context.db, shipping.country_code))) throw inputError('No shipping methods are available for the country of the shipping address.')
    const { including, discount } = cartTotals(cart, await cart.lines(), context)
    const rate = shippingRates(including - discount, context.store).find((r) => r.carrier_code === choice!.carrier_code && r.method_code === choice!.method_code)
    if (!rate) throw inputError('Carrier with such method not found: ' + `${choice!.carrier_code}, ${choice!.method_code}`)
    await setShippingMethod(context.db, cart.id, rate.carrier_code, rate.method_code)
    return { cart: cartSource(await activeCart(cart.id, context), context) }
  },

  setPaymentMethodOnCart: async (
    _s: unknown,
    args: { input?: { cart_id: string; payment_method: { code: string; purchase_order_number?: string | null } } | null },
    context: BackendContext,
  ) => {
    if (!args.input) throw inputError('Required parameter "cart_id" is missing')
    const cart = await activeCart(args.input.cart_id, context)
    const { code, purchase_order_number: number } = args.input.payment_method
    if (!paymentMethods(context.store).some((m) => m.code === code)) throw inputError('The requested Payment Method is not available.')
    if (code === 'purchaseorder' && !number?.trim()) throw inputError('Purchase order number is a required field.')
    await setPaymentMethod(context.db, cart.id, code, code === 'purchaseorder' ? number!.trim() : null)
    return { cart: cartSource(await activeCart(cart.id, context), context) }
  },

  placeOrder: async (_s: unknown, args: { input?: { cart_id: string } | null }, context: BackendContext, info: GraphQLResolveInfo) => {
    const placed = await placeCart(args, context)
    if (placed.errors[0] && !selectsField(info, 'errors')) throw placeOrderFailure(placed.errors[0])
    return placed
  },
}

/** Places the cart's order, or says in `errors` (Magento 2.4.7's codes and messages) why not. */
async function placeCart(args: { input?: { cart_id: string } | null }, context: BackendContext) {
  if (!args.input) throw inputError('Required parameter "cart_id" is missing')
  let record
  try {
    record = await activeCart(args.input.cart_id, context)
  } catch (error) {
    if (error instanceof MagentoError && error.message.startsWith('Could not find')) return failed('CART_NOT_FOUND', error.message)
    if (error instanceof MagentoError && error.message === "The cart isn't active.") return failed('CART_NOT_ACTIVE', error.message)
    throw error
  }
  const cart = cartSource(record, context)
  const lines: Line[] = await cart.lines()
  if (lines.length === 0) return failed('UNABLE_TO_PLACE_ORDER', 'Unable to place order: A server error stopped your order from being placed. Please try to place your order again')
  // A customer's order goes to the account's address; a guest must have given one.
  const customer = cart.customer_id !== null ? await findCustomerById(context.db, cart.customer_id) : null
  const email = customer?.email ?? cart.email
  if (!email) return failed('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.')
  const totals = cartTotals(cart, lines, context)
  const isVirtual = lines.every((l) => l.product.type_id === 'virtual' || l.product.type_id === 'downloadable')
  const { shipping, billing } = await addressesOf(cart, context)
  if (!isVirtual && !shipping) return failed('UNABLE_TO_PLACE_ORDER', 'Unable to place order: Please check the shipping address information.')
  if (!isVirtual && !totals.rate) return failed('UNABLE_TO_PLACE_ORDER', 'Unable to place order: The shipping method is missing. Select the shipping method and try again.')
  if (!billing) return failed('UNABLE_TO_PLACE_ORDER', 'Unable to place order: Please check the billing address information.')
  if (!cart.payment_method_code) return failed('UNABLE_TO_PLACE_ORDER', 'Unable to place order: Enter a valid payment method and try again.')
  if (lines.some((l) => l.product.stock_status !== 'IN_STOCK' || l.quantity > l.product.qty)) {
    return failed('UNABLE_TO_PLACE_ORDER', 'Unable to place order: Not all of your products are available in the requested quantity.')
  }
  const toMinor = (pence: number) => Math.round(pence * context.store.rate)
  const grand = totals.including - totals.discount + totals.shipping
  const order = await placeOrder(context.db, {
    cartId: cart.id,
    customerId: cart.customer_id,
    placement: crypto.randomUUID(),
    storeCode: context.store.code,
    email,
    currency: context.store.currency,
    subtotal: toMinor(totals.including),
    discount: toMinor(totals.discount),
    shipping: toMinor(totals.shipping),
    tax: toMinor(grand - excludingVat(grand)),
    grandTotal: toMinor(grand),
    couponCode: cart.coupon_code,
    shippingCarrierCode: totals.rate?.carrier_code ?? null,
    shippingMethodCode: totals.rate?.method_code ?? null,
    shippingTitle: totals.rate ? `${totals.rate.carrier_title} - ${totals.rate.method_title}` : null,
    paymentMethodCode: cart.payment_method_code,
    purchaseOrderNumber: cart.purchase_order_number,
    shippingAddress: shipping ? JSON.stringify(shipping) : null,
    billingAddress: JSON.stringify(billing),
    createdAt: new Date().toISOString(),
    items: lines.map((l) => ({
      itemId: l.item_id,
      productId: l.product.id,
      sku: l.product.sku,
      name: l.parent ? `${l.parent.name} (${l.product.name})` : l.product.name,
      urlKey: (l.parent ?? l.product).url_key,
      productType: (l.parent ?? l.product).type_id,
      quantity: l.quantity,
      priceMinor: toMinor(finalPricePence(l.product, context.today)),
    })),
  })
  // Another request placed this cart first, or stock ran out in between.
  if (!order) return failed('UNABLE_TO_PLACE_ORDER', 'Unable to place order: The cart has already been ordered or its products are no longer available.')
  await queueEmail(context.db, {
    to: order.email,
    kind: 'order_confirmation',
    subject: `Your order ${order.number}`,
    body: `Thank you for your order ${order.number}.\n\n${lines.map((l) => `${l.quantity} x ${l.product.name}`).join('\n')}\n\nTotal: ${(order.grand_total_minor / 100).toFixed(2)} ${order.currency}\n`,
    now: order.created_at,
  })
  return { order: { order_number: order.number }, orderV2: orderView(order, context), errors: [] as PlaceOrderError[] }
}

export const checkoutMutations = {
  ...checkoutSteps,

  /**
   * Magento's deprecated one-call checkout: the payment method, then the order. Unlike placeOrder,
   * Magento throws when the order cannot be placed, with the same "Unable to place order" messages.
   */
  setPaymentMethodAndPlaceOrder: async (
    _s: unknown,
    args: { input?: { cart_id: string; payment_method: { code: string; purchase_order_number?: string | null } } | null },
    context: BackendContext,
  ) => {
    if (!args.input?.cart_id) throw inputError('Required parameter "cart_id" is missing')
    if (!args.input.payment_method.code) throw inputError('Required parameter "code" for "payment_method" is missing.')
    await checkoutSteps.setPaymentMethodOnCart(_s, { input: args.input }, context)
    const placed = await placeCart({ input: { cart_id: args.input.cart_id } }, context)
    if (placed.errors[0]) throw placeOrderFailure(placed.errors[0])
    return placed
  },
}
